/**
 * Only the Portuguese messages the first screen draws ship with it. `ui/i18n.ts` imports
 * `locales/pt-PT/messages.po?first-screen` and, before any other part of the interface is drawn
 * (ui/lazyScreen.tsx), loads `locales/pt-PT/messages.po?rest`. In the app's production and demo
 * builds this plugin makes the first the catalog's messages whose ids the modules of the first
 * chunk name (the campaign overview, the header, the errors, ...: what the Lingui macros left in
 * their code), and the second every other message of the catalog, a chunk of its own. Elsewhere
 * (the dev server, tests, Storybook) both are simply the whole catalog. The .po files stay as they
 * are: every build splits them anew, so a message added to a screen lands on the right side.
 */
import { relative } from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin, ResolvedConfig } from 'vite';

type Part = 'first-screen' | 'rest';
type CompiledMessages = Record<string, unknown>;

const PART_QUERY = /\?(first-screen|rest)$/;

/** This plugin's modules are `\0<catalog>?<part>`: neither the file nor @lingui/vite-plugin's. */
function partOf(id: string): { catalog: string; part: Part } | null {
  const match = id.startsWith('\0') ? PART_QUERY.exec(id) : null;
  return match ? { catalog: id.slice(1, match.index), part: match[1] as Part } : null;
}

const partId = (catalog: string, part: Part) => `\0${catalog}?${part}`;

/**
 * The ids of a catalog that some code names as string literals, in any of JavaScript's quotes
 * (the Lingui macros leave `{ id: "…" }` behind).
 */
export function messageIdsIn(code: string, ids: Iterable<string>): string[] {
  return [...ids].filter((id) => {
    const body = JSON.stringify(id).slice(1, -1);
    return ['"', "'", '`'].some((quote) => code.includes(`${quote}${body}${quote}`));
  });
}

/** Some of a compiled catalog's messages, as a JavaScript expression. */
export function messagesExpression(messages: CompiledMessages, ids: Iterable<string>): string {
  const some = Object.fromEntries([...ids].sort().map((id) => [id, messages[id]]));
  // A string for JSON.parse, as @lingui/vite-plugin writes catalogs: it parses faster.
  return `JSON.parse(${JSON.stringify(JSON.stringify(some))})`;
}

/** A catalog compiled exactly as @lingui/vite-plugin compiles it when it is imported. */
async function compileCatalog(file: string): Promise<CompiledMessages> {
  const config = getConfig({ cwd: process.cwd() });
  const { rootDir = process.cwd(), sourceLocale = '', fallbackLocales = {} } = config;
  const found = getCatalogForFile(relative(rootDir, file), await getCatalogs(config));
  if (!found) throw new Error(`${file} is none of the catalogs of lingui.config.ts`);
  const { messages } = await found.catalog.getTranslations(found.locale, {
    fallbackLocales: fallbackLocales || {},
    sourceLocale,
  });
  const { source } = createCompiledCatalog(found.locale, messages, {
    namespace: 'json',
    pseudoLocale: config.pseudoLocale,
  });
  return (JSON.parse(source) as { messages: CompiledMessages }).messages;
}

/** The build of the app's own page (not Storybook's, not a library, not SSR). */
function buildsTheApp(config: ResolvedConfig): boolean {
  if (config.command !== 'build' || config.build.ssr || config.build.lib) return false;
  const input: unknown = config.build.rolldownOptions.input;
  return input === undefined || (typeof input === 'string' && input.endsWith('/index.html'));
}

/**
 * `split`: split the catalogs (true), or give both parts the whole catalog (false); by default
 * split in the app's builds only.
 */
export function firstScreenMessages(options: { split?: boolean } = {}): Plugin {
  let split = false;
  const compiled = new Map<string, Promise<CompiledMessages>>();
  /** The placeholder each part's module exports until its chunk is rendered. */
  const placeholders = new Map<string, string>();
  return {
    name: 'booking-widget:first-screen-messages',
    // Before Vite's resolver, which would take the query for a file's.
    enforce: 'pre',
    configResolved(config) {
      split = options.split ?? buildsTheApp(config);
    },
    async resolveId(source, importer) {
      const query = PART_QUERY.exec(source);
      if (!query) return null;
      const catalog = await this.resolve(source.slice(0, query.index), importer, {
        skipSelf: true,
      });
      return catalog ? partId(catalog.id, query[1] as Part) : null;
    },
    async load(id) {
      const found = partOf(id);
      if (!found) return null;
      const { catalog, part } = found;
      const complete = part === 'first-screen' ? `export const complete = ${!split};\n` : '';
      if (!split) return `export { messages } from ${JSON.stringify(catalog)};\n${complete}`;
      this.addWatchFile(catalog);
      if (!compiled.has(catalog)) compiled.set(catalog, compileCatalog(catalog));
      await compiled.get(catalog);
      const placeholder = `__${part.replace('-', '_')}_messages_${placeholders.size}__`;
      placeholders.set(id, placeholder);
      return `export const messages = ${JSON.stringify(placeholder)};\n${complete}`;
    },
    // Before minification; the chunk's hash covers the messages.
    async renderChunk(code, chunk, _options, { chunks }) {
      const here = chunk.moduleIds.filter((id) => placeholders.has(id));
      if (here.length === 0) return null;
      let rendered = code;
      for (const id of here) {
        const { catalog, part } = partOf(id)!;
        const messages = await compiled.get(catalog)!;
        const all = Object.keys(messages);
        // The same for both parts: the ids the first chunk's own modules name.
        const first = Object.values(chunks).find((other) =>
          other.moduleIds.includes(partId(catalog, 'first-screen')),
        );
        const firstCode = (first?.moduleIds ?? [])
          .filter((module) => !partOf(module) && !module.split('?')[0]!.endsWith('.po'))
          .map((module) => this.getModuleInfo(module)?.code ?? '')
          .join('\n');
        const used = new Set(messageIdsIn(firstCode, all));
        const ids = all.filter((message) => used.has(message) === (part === 'first-screen'));
        const placeholder = new RegExp(`(["'\`])${placeholders.get(id)}\\1`, 'g');
        if (rendered.search(placeholder) < 0)
          this.error(`${id}'s messages are missing from its chunk`);
        const expression = messagesExpression(messages, ids);
        rendered = rendered.replace(placeholder, () => expression);
      }
      return { code: rendered, map: null };
    },
  };
}
