/**
 * A production build starts the first screen's calls from index.html itself: this plugin inlines
 * ui/boot/earlyRequests.ts (compiled and minified) as a classic script in <head>, so
 * the requests leave as soon as the page is parsed, while the widget's JavaScript downloads.
 * Dev and sandbox (demo) builds get nothing: there the sandbox's service worker starts with the
 * widget's code, and a request made before it would reach no middleware.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { minify, transformWithOxc, type HtmlTagDescriptor, type Plugin } from 'vite';
import { APP_LOCALES, type AppLocale } from '../../machines/rules/language.js';
import type { EarlyConfig } from './earlyRequests';
import { NOT_LOADED_AFTER_MS, PAGE_MESSAGES, type PageWords } from './pageWords.js';

const SOURCE = join(import.meta.dirname, 'earlyRequests.ts');
const EXPORTED = /^export function startEarlyRequests\(/;

/** The script's source, ready to inline: `startEarlyRequests(window, config)` in one block. */
export async function earlyRequestsScript(config: EarlyConfig): Promise<string> {
  const typescript = await readFile(SOURCE, 'utf8');
  const { code } = await transformWithOxc(typescript, SOURCE, { lang: 'ts', target: 'es2020' });
  const minified = await minify('earlyRequests.js', code, { compress: true, mangle: true });
  if (minified.errors.length > 0 || !EXPORTED.test(minified.code)) {
    throw new Error(`ui/boot/earlyRequests.ts did not compile to one exported function`);
  }
  const body = minified.code.replace(EXPORTED, 'function startEarlyRequests(').trim();
  // `</script` cannot appear inside an inline script.
  const call = `startEarlyRequests(window,${JSON.stringify(config).replace(/</g, '\\u003c')})`;
  return `(()=>{${body}${body.endsWith(';') ? '' : ';'}${call}})()`;
}

/**
 * The page's own words (ui/boot/pageWords.ts) in each language, as the catalogs translate them:
 * each message is found by its Portuguese source text. A message no catalog has, or one a
 * language leaves untranslated, fails the build: the page never says what the app would not.
 */
export async function pageWordsFromCatalogs(): Promise<Record<AppLocale, PageWords>> {
  const root = join(import.meta.dirname, '..', '..');
  const [catalog] = await getCatalogs(getConfig({ cwd: root }));
  if (!catalog) throw new Error('lingui.config.ts names no catalog');
  const words = {} as Record<AppLocale, PageWords>;
  for (const locale of APP_LOCALES) {
    const messages = Object.values(await catalog.read(locale));
    const inLocale = {} as PageWords;
    for (const [key, source] of Object.entries(PAGE_MESSAGES) as [keyof PageWords, string][]) {
      const translation = messages.find((message) => message.message === source)?.translation;
      if (!translation) {
        throw new Error(`ui/boot/pageWords.ts: "${source}" has no ${locale} translation`);
      }
      inLocale[key] = translation;
    }
    words[locale] = inLocale;
  }
  return words;
}

export function earlyRequests(): Plugin {
  let enabled = false;
  let config: EarlyConfig = {};
  return {
    name: 'booking-widget:early-requests',
    apply: 'build',
    configResolved(resolved) {
      enabled = resolved.mode !== 'sandbox' && !resolved.build.ssr;
      const apiHost = resolved.env.VITE_API_HOST as string | undefined;
      config = apiHost ? { apiHost } : {};
    },
    // Before Vite adds its own tags: a classic script placed after a stylesheet would wait for it.
    transformIndexHtml: {
      order: 'pre',
      async handler() {
        if (!enabled) return [];
        const notLoaded = { words: await pageWordsFromCatalogs(), afterMs: NOT_LOADED_AFTER_MS };
        return [
          {
            tag: 'script',
            children: await earlyRequestsScript({ ...config, notLoaded }),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The lazy chunks the first screen cannot do without, requested by index.html alongside the
 * entry script (`<link rel="modulepreload">`): the answer checks (api/answerCheck.ts) are a chunk
 * of their own (with the schema library they import), and the first answer waits for them.
 * Without the links they would be asked for only once the entry has been parsed and run, a round
 * trip later; with them they share the download of the entry. `npm run bench` counts them in the first screen's bytes.
 */
export function preloadFirstScreenChunks(modules: readonly string[]): Plugin {
  let base = '/';
  const sources = modules.map((module) => join(import.meta.dirname, '..', '..', module));
  return {
    name: 'booking-widget:preload-first-screen-chunks',
    apply: 'build',
    configResolved(resolved) {
      base = resolved.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        // Each chunk with its static imports, recursively: a browser's modulepreload fetches the
        // file it names, not what that file imports, which would otherwise wait a round trip.
        const fileNames = new Set<string>();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || chunk.isEntry || fileNames.has(fileName)) return;
          fileNames.add(fileName);
          chunk.imports.forEach(add);
        };
        for (const source of sources) {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId === source,
          );
          if (!chunk) throw new Error(`No chunk of its own holds ${source}: nothing to preload`);
          add(chunk.fileName);
        }
        return [...fileNames].map(
          (fileName): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}

/** V8's explicit compile hint (Chrome 136 and later): compile every function of the file now. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the entry chunk with V8's explicit compile hint, its first line. Chromium then compiles
 * all of its functions on the background thread that parses the script while it downloads,
 * instead of compiling each one on the main thread when it is first called: on a phone the first
 * screen's code (React, XState, the root and campaign charts, their screens) is run almost
 * entirely on load, and compiling it lazily cost the main thread about 80 ms between the script's
 * arrival and the title (`npm run bench`, CPU 4× slower). Other browsers read it as a comment.
 * The lazy chunks stay compiled lazily: most of their code never runs.
 *
 * The hint counts only as the file's first line, so it is added after Vite has written its own
 * first line (the lazy chunks' list, `__vite__mapDeps`); a source map, if any, moves one line.
 */
export function compileHints(): Plugin {
  return {
    name: 'booking-widget:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            parsed.mappings = `;${parsed.mappings}`;
            map.source = JSON.stringify(parsed);
          }
        }
      },
    },
  };
}
