/**
 * The widget's language codes (SPEC sections 1 and 9: pt_PT, es_ES, en_EN, en_US) and the
 * translation catalogs they select. An unknown or missing code is not an error: the widget opens
 * in Portuguese and tells the caller it fell back, so it can report a warning.
 */

export const APP_LOCALES = ['pt-PT', 'es-ES', 'en'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

/** The catalog of the default language, pt_PT, which is also the source of every message. */
export const DEFAULT_LOCALE = 'pt-PT' satisfies AppLocale;

// Keys are lower case with an underscore, so `pt-PT`, `PT_pt` and `pt_PT` all match. Bare language
// names are accepted because the host site's own pages use them (pt, en, es).
const LOCALE_BY_LANGUAGE_CODE: Readonly<Record<string, AppLocale>> = {
  pt_pt: 'pt-PT',
  pt: 'pt-PT',
  es_es: 'es-ES',
  es: 'es-ES',
  en_en: 'en',
  en_us: 'en',
  en_gb: 'en',
  en: 'en',
};

export interface ResolvedLocale {
  locale: AppLocale;
  /** True when the code was missing or unknown and the default language was chosen instead. */
  fellBack: boolean;
}

export function localeForLanguage(language: string | null | undefined): ResolvedLocale {
  const key = (language ?? '').trim().replace('-', '_').toLowerCase();
  const locale = LOCALE_BY_LANGUAGE_CODE[key];
  return locale ? { locale, fellBack: false } : { locale: DEFAULT_LOCALE, fellBack: true };
}

/**
 * The Intl/luxon locale used to format dates, times and numbers in each catalog's language.
 * English is formatted the British way (day before month, 24-hour clock), as suits a marketplace
 * of merchants in Portugal.
 */
const FORMAT_LOCALE: Readonly<Record<AppLocale, string>> = {
  'pt-PT': 'pt-PT',
  'es-ES': 'es-ES',
  en: 'en-GB',
};

export function formatLocaleFor(locale: AppLocale): string {
  return FORMAT_LOCALE[locale];
}
