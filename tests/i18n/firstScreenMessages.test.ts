// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { lingui } from '@lingui/vite-plugin';
import type { Messages } from '@lingui/core';
import { firstScreenMessages, messageIdsIn } from '../../ui/boot/firstScreenMessages';
import { messages as whole } from '../../locales/pt-PT/messages.po';

/**
 * The build step behind the first screen's catalog (ui/boot/firstScreenMessages.ts), on a tiny
 * app: its entry names one message of the Portuguese catalog, a lazy module another.
 */
const CATALOG = join(process.cwd(), 'locales/pt-PT/messages.po');
const [onFirstScreen = '', elsewhere = ''] = Object.keys(whole);

describe('messageIdsIn', () => {
  it('finds the ids a chunk names as strings, in any quotes, and no others', () => {
    const code = 'a({id:"abc123"});b(`+x/Y=1`);c(\'q\');const s="xabc123y"';
    expect(messageIdsIn(code, ['abc123', '+x/Y=1', 'q', 'zzz', 'x'])).toEqual([
      'abc123',
      '+x/Y=1',
      'q',
    ]);
  });
});

describe('the first screen’s messages, in a build', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'first-screen-messages-'));
    await writeFile(
      join(dir, 'entry.js'),
      `import { messages, complete } from ${JSON.stringify(`${CATALOG}?first-screen`)};
export const first = { messages, complete, drawn: { id: ${JSON.stringify(onFirstScreen)} } };
export const later = () => import('./later.js');\n`,
    );
    await writeFile(
      join(dir, 'later.js'),
      `export const drawn = { id: ${JSON.stringify(elsewhere)} };
export const rest = () => import(${JSON.stringify(`${CATALOG}?rest`)});\n`,
    );
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function buildApp(outDir: string, split?: boolean) {
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [lingui(), firstScreenMessages(split === undefined ? {} : { split })],
      build: {
        outDir: join(dir, outDir),
        minify: false,
        modulePreload: false, // its helper needs a document
        rolldownOptions: {
          input: join(dir, 'entry.js'),
          preserveEntrySignatures: 'strict',
          output: { entryFileNames: 'entry.js' },
        },
      },
    });
    type Entry = {
      first: { messages: Messages; complete: boolean };
      later: () => Promise<{ rest: () => Promise<{ messages: Messages }> }>;
    };
    const entry = (await import(
      /* @vite-ignore */ pathToFileURL(join(dir, outDir, 'entry.js')).href
    )) as Entry;
    const rest = await (await entry.later()).rest();
    return { first: entry.first, rest: rest.messages };
  }

  it('ships the messages the first chunk names, and the rest apart, all of them once', async () => {
    const { first, rest } = await buildApp('split', true);
    expect(first.complete).toBe(false);
    expect(Object.keys(first.messages)).toEqual([onFirstScreen]);
    expect(first.messages[onFirstScreen]).toEqual(whole[onFirstScreen]);
    expect(rest[onFirstScreen]).toBeUndefined();
    expect({ ...first.messages, ...rest }).toEqual(whole);
  }, 60_000);

  it('ships the whole catalog first in any build but the app’s own', async () => {
    const { first } = await buildApp('whole');
    expect(first.complete).toBe(true);
    expect(first.messages).toEqual(whole);
  }, 60_000);
});
