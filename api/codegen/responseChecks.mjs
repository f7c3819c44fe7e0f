// Writes api/responseChecks.ts from api/openapi.yaml: a valibot schema for every named schema of
// the contract and, for every operation, the check its successful answer must pass before the
// client hands it to a chart (api/client.ts). The contract stays the one description of what the
// middleware answers; `npm run api:types` regenerates this file with api/schema.d.ts.
//
// What is checked: types, required properties, `nullable`, enums and arrays, through $ref and
// allOf. Properties the contract does not list are let through (the middleware may add fields).
// Formats, lengths and ranges are not checked: they cannot make a chart meet the wrong type.
//
// It also writes api/firstScreenChecks.ts: the same checks for the calls of the first screen
// only (FIRST_SCREEN_OPERATIONS), each schema they need and no other, so the first screen's
// script carries those and the rest arrive with the first call that needs them.
//
//   node api/codegen/responseChecks.mjs          write both files
//   node api/codegen/responseChecks.mjs --check  exit 1 when either file is stale
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

export const CONTRACT_PATH = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
export const OUTPUT_PATH = fileURLToPath(new URL('../responseChecks.ts', import.meta.url));
export const FIRST_SCREEN_OUTPUT_PATH = fileURLToPath(
  new URL('../firstScreenChecks.ts', import.meta.url),
);
/** The calls made before the first screen is usable (the entity, the campaign, the shop). */
export const FIRST_SCREEN_OPERATIONS = [
  'getEntityConfig',
  'getCampaign',
  'getCampaignByOfferCode',
  'getShop',
];

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const JSON_TYPE = 'application/json';
const SCHEMA_REF = '#/components/schemas/';
/** Keywords that give a value its shape: the ones checked. */
const SHAPE = new Set([
  'type',
  'properties',
  'required',
  'items',
  'enum',
  'nullable',
  'allOf',
  'additionalProperties',
  'minimum',
]);
/** Keywords that only describe or constrain values, never their shape. */
const IGNORED = new Set([
  'description',
  'default',
  'example',
  'format',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'title',
]);

function resolveRef(document, node) {
  if (!node || typeof node.$ref !== 'string') return node;
  const pointer = node.$ref.replace(/^#\//, '').split('/');
  return resolveRef(
    document,
    pointer.reduce(
      (target, key) => target?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    ),
  );
}

/** The name of a component schema a node refers to, or null. */
function refName(node) {
  return typeof node?.$ref === 'string' && node.$ref.startsWith(SCHEMA_REF)
    ? node.$ref.slice(SCHEMA_REF.length)
    : null;
}

function fail(where, message) {
  throw new Error(`api/openapi.yaml ${where}: ${message} (extend api/codegen/responseChecks.mjs)`);
}

/** Turns the contract's schemas into valibot expressions. */
function createRenderer(document) {
  const components = document.components?.schemas ?? {};
  const used = new Set();

  /** An object's properties and required list, allOf parts merged. */
  function objectParts(node, where) {
    const named = refName(node);
    if (named) return objectParts(components[named], `${where} -> ${named}`);
    if (node.allOf) {
      const merged = { properties: {}, required: [] };
      for (const part of node.allOf) {
        const parts = objectParts(part, where);
        Object.assign(merged.properties, parts.properties);
        merged.required.push(...parts.required);
      }
      return merged;
    }
    if (node.type !== 'object') fail(where, 'allOf mixes an object with something else');
    return { properties: node.properties ?? {}, required: node.required ?? [] };
  }

  function render(node, where) {
    const named = refName(node);
    if (named) {
      if (!(named in components)) fail(where, `unknown schema ${named}`);
      used.add(named);
      return `$${named}`;
    }
    for (const key of Object.keys(node)) {
      if (!IGNORED.has(key) && !SHAPE.has(key)) fail(where, `the keyword ${key} is not supported`);
    }
    const plain = renderPlain(node, where);
    return node.nullable ? `v.nullable(${plain})` : plain;
  }

  function renderPlain(node, where) {
    if (node.allOf) {
      // A single part with its own description (a $ref with a note) is that part.
      if (node.allOf.length === 1 && !node.type) return render(node.allOf[0], where);
      return renderObject(objectParts(node, where), null, where);
    }
    if (node.enum) {
      return `v.picklist([${node.enum.map((value) => JSON.stringify(value)).join(', ')}])`;
    }
    switch (node.type) {
      case 'string':
        return 'str';
      case 'integer':
        return withMinimum('int', node);
      case 'number':
        return withMinimum('num', node);
      case 'boolean':
        return 'bool';
      case 'array':
        if (!node.items) fail(where, 'an array without items');
        return `v.array(${render(node.items, `${where}[]`)})`;
      case 'object':
        return renderObject(
          { properties: node.properties ?? {}, required: node.required ?? [] },
          node.additionalProperties,
          where,
        );
      default:
        return fail(where, `the type ${JSON.stringify(node.type)} is not supported`);
    }
  }

  /** A number with a lower bound (an amount is never below 0): anything under it is refused. */
  function withMinimum(base, node) {
    if (node.minimum === undefined) return base;
    if (typeof node.minimum !== 'number') fail('minimum', 'a minimum that is not a number');
    return `v.pipe(${base}, v.minValue(${node.minimum}))`;
  }

  function renderObject({ properties, required }, additional, where) {
    const entries = Object.entries(properties);
    if (entries.length === 0 && additional && typeof additional === 'object') {
      return `v.record(str, ${render(additional, `${where}{}`)})`;
    }
    const fields = entries.map(([name, schema]) => {
      const value = render(schema, `${where}.${name}`);
      const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
      return `${key}: ${required.includes(name) ? value : `v.optional(${value})`}`;
    });
    return `v.looseObject({ ${fields.join(', ')} })`;
  }

  /** Every used component schema, each after the ones it refers to. */
  function renderComponents() {
    const rendered = new Map();
    const visiting = new Set();
    const order = [];
    const visit = (name) => {
      if (rendered.has(name)) return;
      if (visiting.has(name)) fail(`components.schemas.${name}`, 'a schema that refers to itself');
      visiting.add(name);
      const before = new Set(used);
      used.clear();
      const source = render(components[name], `components.schemas.${name}`);
      const dependencies = [...used];
      for (const dependency of before) used.add(dependency);
      for (const dependency of dependencies) used.add(dependency);
      for (const dependency of dependencies) visit(dependency);
      visiting.delete(name);
      rendered.set(name, source);
      order.push(name);
    };
    for (const name of [...used].sort()) visit(name);
    return order.map((name) => `const $${name} = ${rendered.get(name)};`);
  }

  return { render, renderComponents };
}

/**
 * The checks of a contract, as TypeScript source (formatted like the rest of the repo): every
 * operation's, or with `firstScreen` only those of FIRST_SCREEN_OPERATIONS.
 */
export async function renderResponseChecks(contractText, { firstScreen = false } = {}) {
  const document = parse(contractText);
  const renderer = createRenderer(document);
  const operations = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      if (firstScreen && !FIRST_SCREEN_OPERATIONS.includes(operation.operationId)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) =>
        /^2\d\d$/.test(status),
      );
      if (successes.length === 0) fail(key, 'no successful response is declared');
      const bodies = successes.map(([status, response]) => {
        const content = resolveRef(document, response).content ?? {};
        const types = Object.keys(content);
        if (types.some((type) => type !== JSON_TYPE)) {
          fail(`${key} ${status}`, `only ${JSON_TYPE} answers are checked`);
        }
        return content[JSON_TYPE]?.schema;
      });
      if (new Set(bodies.map((body) => JSON.stringify(body ?? null))).size > 1) {
        fail(key, 'its successful responses differ in shape');
      }
      const body = bodies[0];
      operations.push({
        key,
        operationId: operation.operationId,
        check: body ? renderer.render(body, key) : 'null',
      });
    }
  }
  const declarations = renderer.renderComponents();
  const source = `// Generated from api/openapi.yaml by \`node api/codegen/responseChecks.mjs\` (part of
// \`npm run api:types\`). Do not edit: change the contract and regenerate.
import * as v from 'valibot';

const str = v.string();
const num = v.number();
const int = v.pipe(v.number(), v.integer());
const bool = v.boolean();

${declarations.join('\n')}

/**
 * The shape of each ${firstScreen ? 'first-screen ' : ''}operation's successful answer, keyed by \`METHOD /path/template\` exactly as
 * in the contract; null where the contract declares no body.
 */
export const ${firstScreen ? 'FIRST_SCREEN_CHECKS' : 'RESPONSE_CHECKS'}: Readonly<Record<string, v.GenericSchema | null>> = {
${operations.map((operation) => `  /** ${operation.operationId} */ '${operation.key}': ${operation.check},`).join('\n')}
};
`;
  const options = (await resolveConfig(OUTPUT_PATH)) ?? {};
  return format(source, { ...options, filepath: OUTPUT_PATH });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const contract = readFileSync(CONTRACT_PATH, 'utf8');
  const outputs = [
    [OUTPUT_PATH, await renderResponseChecks(contract)],
    [FIRST_SCREEN_OUTPUT_PATH, await renderResponseChecks(contract, { firstScreen: true })],
  ];
  for (const [path, rendered] of outputs) {
    if (process.argv.includes('--check')) {
      if (readFileSync(path, 'utf8') !== rendered) {
        console.error(`${path} is stale: run \`npm run api:types\`.`);
        process.exit(1);
      }
    } else {
      writeFileSync(path, rendered);
    }
  }
}
