// @vitest-environment node
import { relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getConfig, type CatalogType, type ExtractedCatalogType } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

/**
 * The catalogs are complete and current: every message in ui/ and machines/ is in each catalog
 * with a translation, and nothing stale is left. Extraction runs in memory (Catalog.collect), so
 * the test never writes to locales/. To fix a failure:
 *   npm run i18n:extract     (adds new messages, removes obsolete ones)
 * then fill every empty msgstr in locales/es-ES and locales/en.
 */

const config = getConfig({ cwd: process.cwd() });
const { rootDir = process.cwd(), sourceLocale = '' } = config;
const targetLocales = config.locales.filter((locale) => locale !== sourceLocale);

interface CatalogSet {
  path: string;
  source: ExtractedCatalogType;
  byLocale: Record<string, CatalogType>;
}
const catalogSets: CatalogSet[] = [];

beforeAll(async () => {
  for (const catalog of await getCatalogs(config)) {
    const [source, byLocale] = await Promise.all([catalog.collect(), catalog.readAll()]);
    if (!source) throw new Error(`Could not extract messages for ${catalog.path}`);
    catalogSets.push({
      path: relative(rootDir, catalog.path),
      source,
      byLocale: byLocale as Record<string, CatalogType>,
    });
  }
}, 60_000);

const show = (entry: { message?: string } | undefined, id: string) => entry?.message ?? id;

describe('translation catalogs', () => {
  it('are configured for pt-PT (source), es-ES and en', () => {
    expect(sourceLocale).toBe('pt-PT');
    expect([...config.locales].sort()).toEqual(['en', 'es-ES', 'pt-PT']);
    expect(catalogSets.length).toBeGreaterThan(0);
  });

  it('hold every message of the source code, in every language', () => {
    const missing: string[] = [];
    for (const { path, source, byLocale } of catalogSets) {
      for (const locale of config.locales) {
        const messages = byLocale[locale] ?? {};
        for (const [id, entry] of Object.entries(source)) {
          const stored = messages[id];
          if (!stored || stored.obsolete) missing.push(`${path} [${locale}] ${show(entry, id)}`);
        }
      }
    }
    expect(missing, 'run `npm run i18n:extract` and translate').toEqual([]);
  });

  it('have no message the source code no longer uses', () => {
    const stale: string[] = [];
    for (const { path, source, byLocale } of catalogSets) {
      for (const locale of config.locales) {
        for (const [id, entry] of Object.entries(byLocale[locale] ?? {})) {
          if (entry.obsolete || !(id in source))
            stale.push(`${path} [${locale}] ${show(entry, id)}`);
        }
      }
    }
    expect(stale, 'run `npm run i18n:extract` (it removes obsolete entries)').toEqual([]);
  });

  it('translate every message into Spanish and English', () => {
    const untranslated: string[] = [];
    for (const { path, byLocale } of catalogSets) {
      const sourceMessages = byLocale[sourceLocale] ?? {};
      for (const locale of targetLocales) {
        const messages = byLocale[locale] ?? {};
        for (const id of Object.keys(sourceMessages)) {
          if (!messages[id]?.translation.trim()) {
            untranslated.push(`${path} [${locale}] ${show(sourceMessages[id], id)}`);
          }
        }
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('have no entry marked fuzzy (a translation nobody has checked)', () => {
    const fuzzy: string[] = [];
    for (const { path, byLocale } of catalogSets) {
      for (const [locale, messages] of Object.entries(byLocale)) {
        for (const [id, entry] of Object.entries(messages ?? {})) {
          const flags = (entry.extra as { flags?: string[] } | undefined)?.flags ?? [];
          if (flags.includes('fuzzy')) fuzzy.push(`${path} [${locale}] ${show(entry, id)}`);
        }
      }
    }
    expect(fuzzy).toEqual([]);
  });

  it('keep the placeholders of the source in each translation', () => {
    const broken: string[] = [];
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const { path, byLocale } of catalogSets) {
      const sourceMessages = byLocale[sourceLocale] ?? {};
      for (const locale of targetLocales) {
        for (const [id, entry] of Object.entries(sourceMessages)) {
          const translation = byLocale[locale]?.[id]?.translation;
          if (!translation) continue;
          const expected = placeholders(entry.message ?? entry.translation);
          if (placeholders(translation).join() !== expected.join()) {
            broken.push(`${path} [${locale}] ${show(entry, id)} -> ${translation}`);
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
