import { describe, expect, it } from 'vitest';
import {
  APP_LOCALES,
  DEFAULT_LOCALE,
  formatLocaleFor,
  localeForLanguage,
} from '../../machines/rules/language';
import { SUPPORTED_LANGUAGES } from '../../machines/rules/context';
import { DEFAULT_LANGUAGE } from '../../domain/constants';

describe('localeForLanguage', () => {
  it.each([
    ['pt_PT', 'pt-PT'],
    ['es_ES', 'es-ES'],
    ['en_EN', 'en'],
    ['en_US', 'en'],
  ] as const)('maps the spec code %s to the %s catalog', (language, locale) => {
    expect(localeForLanguage(language)).toEqual({ locale, fellBack: false });
  });

  it('accepts a hyphen, any case and surrounding blanks', () => {
    expect(localeForLanguage('es-ES')).toEqual({ locale: 'es-ES', fellBack: false });
    expect(localeForLanguage(' EN_us ')).toEqual({ locale: 'en', fellBack: false });
    expect(localeForLanguage('pt-pt')).toEqual({ locale: 'pt-PT', fellBack: false });
  });

  it('accepts the bare language names the host site uses', () => {
    expect(localeForLanguage('pt').locale).toBe('pt-PT');
    expect(localeForLanguage('es').locale).toBe('es-ES');
    expect(localeForLanguage('en').locale).toBe('en');
  });

  it.each([undefined, null, '', 'fr_FR', 'pt_BR', 'es_MX', 'english', 'en__US'])(
    'falls back to Portuguese for %j and says so',
    (language) => {
      expect(localeForLanguage(language)).toEqual({ locale: 'pt-PT', fellBack: true });
    },
  );

  it('resolves every language the context accepts, and its default is the default catalog', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(localeForLanguage(language).fellBack).toBe(false);
    }
    expect(localeForLanguage(DEFAULT_LANGUAGE)).toEqual({
      locale: DEFAULT_LOCALE,
      fellBack: false,
    });
  });
});

describe('formatLocaleFor', () => {
  it('gives a locale Intl knows for every catalog', () => {
    for (const locale of APP_LOCALES) {
      const formatLocale = formatLocaleFor(locale);
      expect(Intl.DateTimeFormat.supportedLocalesOf([formatLocale])).toEqual([formatLocale]);
    }
  });

  it('writes English dates the European way', () => {
    expect(formatLocaleFor('en')).toBe('en-GB');
  });
});
