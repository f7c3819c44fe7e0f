// Writes api/contextParams.ts from api/openapi.yaml: for every operation, which context
// parameters (language, token, entityId, clientApplication, sessionId, X-User-Language) it
// declares and whether its body is form-encoded. The client adds exactly those, so the contract
// stays the one place that says which call takes what.
//
// It also writes api/firstScreenContext.ts: the same for the first screen's calls only
// (FIRST_SCREEN_OPERATIONS of ./responseChecks.mjs), which come with the first screen's script;
// the whole map is a chunk of its own, loaded with the later steps' code (api/client.ts).
//
//   node api/codegen/contextParams.mjs          write both files
//   node api/codegen/contextParams.mjs --check  exit 1 when either is stale
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import { FIRST_SCREEN_OPERATIONS } from './responseChecks.mjs';

export const CONTRACT_PATH = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
export const OUTPUT_PATH = fileURLToPath(new URL('../contextParams.ts', import.meta.url));
export const FIRST_SCREEN_OUTPUT_PATH = fileURLToPath(
  new URL('../firstScreenContext.ts', import.meta.url),
);

const CONTEXT_QUERY = [
  'language',
  'token',
  'entityId',
  'clientApplication',
  'sessionId',
  'channel',
];
const CONTEXT_HEADER = ['token', 'X-User-Language'];
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const FORM = 'application/x-www-form-urlencoded';

function resolve(document, node) {
  if (!node || typeof node.$ref !== 'string') return node;
  const pointer = node.$ref.replace(/^#\//, '').split('/');
  return resolve(
    document,
    pointer.reduce(
      (target, key) => target?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    ),
  );
}

/**
 * The context map of a contract, as TypeScript source (formatted like the rest of the repo); with
 * `firstScreen`, the map of FIRST_SCREEN_OPERATIONS only (api/firstScreenContext.ts).
 */
export async function renderContextParams(contractText, { firstScreen = false } = {}) {
  const document = parse(contractText);
  const entries = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      if (firstScreen && !FIRST_SCREEN_OPERATIONS.includes(operation.operationId)) continue;
      const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map(
        (parameter) => resolve(document, parameter),
      );
      const named = (location, names) =>
        names.filter((name) =>
          parameters.some((parameter) => parameter.in === location && parameter.name === name),
        );
      const body = resolve(document, operation.requestBody);
      entries.push({
        key: `${method.toUpperCase()} ${path}`,
        operationId: operation.operationId,
        query: named('query', CONTEXT_QUERY),
        header: named('header', CONTEXT_HEADER),
        form: Boolean(body?.content?.[FORM]),
      });
    }
  }
  const union = (names) => names.map((name) => `'${name}'`).join(' | ');
  const list = (names) => `[${names.map((name) => `'${name}'`).join(', ')}]`;
  const rows = entries
    .map(
      (entry) =>
        `'${entry.key}': { operationId: '${entry.operationId}', query: ${list(entry.query)}, header: ${list(entry.header)}, form: ${entry.form} },`,
    )
    .join('\n');
  const outputPath = firstScreen ? FIRST_SCREEN_OUTPUT_PATH : OUTPUT_PATH;
  const options = (await resolveConfig(outputPath)) ?? {};
  if (firstScreen) {
    const source = `// Generated from api/openapi.yaml by \`node api/codegen/contextParams.mjs\`. Do not edit.

import type { OperationContext } from './contextParams';

/**
 * api/contextParams.ts for the first screen's calls only, which leave before any other code has
 * loaded: ${FIRST_SCREEN_OPERATIONS.join(', ')}.
 */
export const FIRST_SCREEN_CONTEXT: Readonly<Record<string, OperationContext>> = {
${rows}
};
`;
    return format(source, { ...options, filepath: outputPath });
  }
  const source = `// Generated from api/openapi.yaml by \`node api/codegen/contextParams.mjs\`. Do not edit.

import type { operations } from './schema';

export type ContextQueryParam = ${union(CONTEXT_QUERY)};
export type ContextHeaderParam = ${union(CONTEXT_HEADER)};

export interface OperationContext {
  /** The contract's operationId (the name the sandbox, the reactions table and the registry use). */
  readonly operationId: keyof operations;
  readonly query: readonly ContextQueryParam[];
  readonly header: readonly ContextHeaderParam[];
  /** The body is sent as application/x-www-form-urlencoded. */
  readonly form: boolean;
}

/** Keyed by \`METHOD /path/template\`, exactly as in the contract. */
export const OPERATION_CONTEXT: Readonly<Record<string, OperationContext>> = {
${rows}
};
`;
  return format(source, { ...options, filepath: outputPath });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const contract = readFileSync(CONTRACT_PATH, 'utf8');
  const outputs = [
    [OUTPUT_PATH, await renderContextParams(contract)],
    [FIRST_SCREEN_OUTPUT_PATH, await renderContextParams(contract, { firstScreen: true })],
  ];
  for (const [path, rendered] of outputs) {
    if (process.argv.includes('--check')) {
      if (readFileSync(path, 'utf8') !== rendered) {
        console.error(`${path} is stale: run \`node api/codegen/contextParams.mjs\`.`);
        process.exit(1);
      }
    } else {
      writeFileSync(path, rendered);
    }
  }
}
