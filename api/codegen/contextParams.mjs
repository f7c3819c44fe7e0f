// Writes api/contextParams.ts from api/openapi.yaml: for every operation, which context
// parameters (language, token, entityId, clientApplication, sessionId, X-User-Language) it
// declares and whether its body is form-encoded. The client adds exactly those, so the contract
// stays the one place that says which call takes what.
//
//   node api/codegen/contextParams.mjs          write api/contextParams.ts
//   node api/codegen/contextParams.mjs --check  exit 1 when api/contextParams.ts is stale
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

export const CONTRACT_PATH = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
export const OUTPUT_PATH = fileURLToPath(new URL('../contextParams.ts', import.meta.url));

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

/** The context map of a contract, as TypeScript source (formatted like the rest of the repo). */
export async function renderContextParams(contractText) {
  const document = parse(contractText);
  const entries = [];
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
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
${entries
  .map(
    (entry) =>
      `'${entry.key}': { operationId: '${entry.operationId}', query: ${list(entry.query)}, header: ${list(entry.header)}, form: ${entry.form} },`,
  )
  .join('\n')}
};
`;
  const options = (await resolveConfig(OUTPUT_PATH)) ?? {};
  return format(source, { ...options, filepath: OUTPUT_PATH });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rendered = await renderContextParams(readFileSync(CONTRACT_PATH, 'utf8'));
  if (process.argv.includes('--check')) {
    const current = readFileSync(OUTPUT_PATH, 'utf8');
    if (current !== rendered) {
      console.error('api/contextParams.ts is stale: run `node api/codegen/contextParams.mjs`.');
      process.exit(1);
    }
  } else {
    writeFileSync(OUTPUT_PATH, rendered);
  }
}
