// @vitest-environment node
import { readFile } from 'node:fs/promises';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_PATH,
  FIRST_SCREEN_OUTPUT_PATH as FIRST_SCREEN_CONTEXT_PATH,
  OUTPUT_PATH,
  renderContextParams,
} from '../../api/codegen/contextParams.mjs';
import {
  FIRST_SCREEN_OUTPUT_PATH,
  OUTPUT_PATH as CHECKS_PATH,
  renderResponseChecks,
} from '../../api/codegen/responseChecks.mjs';

const committed = (path: string) => readFile(new URL(path, import.meta.url), 'utf8');

describe('generated files match api/openapi.yaml', () => {
  it('api/schema.d.ts is fresh (else run `npm run api:types`)', async () => {
    const contract = await committed('../../api/openapi.yaml');
    const generated = COMMENT_HEADER + astToString(await openapiTS(contract, { silent: true }));
    expect(generated === (await committed('../../api/schema.d.ts'))).toBe(true);
  }, 20_000);

  it('api/contextParams.ts is fresh (else run `node api/codegen/contextParams.mjs`)', async () => {
    const generated = await renderContextParams(await readFile(CONTRACT_PATH, 'utf8'));
    expect(generated === (await readFile(OUTPUT_PATH, 'utf8'))).toBe(true);
  });

  it('api/firstScreenContext.ts is fresh (else run `node api/codegen/contextParams.mjs`)', async () => {
    const contract = await readFile(CONTRACT_PATH, 'utf8');
    const generated = await renderContextParams(contract, { firstScreen: true });
    expect(generated === (await readFile(FIRST_SCREEN_CONTEXT_PATH, 'utf8'))).toBe(true);
  });

  it('api/responseChecks.ts is fresh (else run `npm run api:types`)', async () => {
    const generated = await renderResponseChecks(await readFile(CONTRACT_PATH, 'utf8'));
    expect(generated === (await readFile(CHECKS_PATH, 'utf8'))).toBe(true);
  });

  it('api/firstScreenChecks.ts is fresh (else run `npm run api:types`)', async () => {
    const contract = await readFile(CONTRACT_PATH, 'utf8');
    const generated = await renderResponseChecks(contract, { firstScreen: true });
    expect(generated === (await readFile(FIRST_SCREEN_OUTPUT_PATH, 'utf8'))).toBe(true);
  });
});
