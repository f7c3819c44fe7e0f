import { createElement, type ReactNode } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  DEFAULT_LOCALE,
  formatLocaleFor,
  localeForLanguage,
  type AppLocale,
  type ResolvedLocale,
} from '../machines/rules/language';
import {
  complete as firstScreenIsWhole,
  messages as firstScreenMessages,
} from '../locales/pt-PT/messages.po?first-screen';

export { i18n };

// Portuguese is the first screen for most visitors, so it ships in the main bundle: in a
// production build only the messages the first screen draws (ui/boot/firstScreenMessages.ts),
// the rest loading with the first other part of the interface (completeCatalogs). The other
// catalogs are separate chunks fetched only when chosen.
const loadCatalog: Record<AppLocale, () => Promise<Messages>> = {
  'pt-PT': async () => (await import('../locales/pt-PT/messages.po?rest')).messages,
  'es-ES': async () => (await import('../locales/es-ES/messages.po')).messages,
  en: async () => (await import('../locales/en/messages.po')).messages,
};

const loadedLocales = new Set<AppLocale>([DEFAULT_LOCALE]);
i18n.load(DEFAULT_LOCALE, firstScreenMessages);
activate(DEFAULT_LOCALE);

/** The whole Portuguese catalog, once asked for (settled at once where it shipped whole). */
let wholeDefaultCatalog: Promise<void> | null = firstScreenIsWhole ? Promise.resolve() : null;
/** A part of the interface beyond the first screen has been asked for. */
let beyondFirstScreen = false;

function loadWholeDefaultCatalog(): Promise<void> {
  wholeDefaultCatalog ??= loadCatalog[DEFAULT_LOCALE]().then(
    (messages) => i18n.load(DEFAULT_LOCALE, messages),
    (error: unknown) => {
      wholeDefaultCatalog = null; // the next call tries again
      throw error;
    },
  );
  return wholeDefaultCatalog;
}

// Never expected (every screen beyond the first waits for completeCatalogs), but should a
// Portuguese message be asked for before its catalog is whole, it is shown once that arrives.
i18n.on('missing', ({ locale }) => {
  if (locale === DEFAULT_LOCALE) void loadWholeDefaultCatalog().catch(() => undefined);
});

/**
 * Resolves once the active language has every message, and the error catalogue every code's,
 * for a part of the interface beyond the first screen (ui/lazyScreen.tsx waits for it). From then on, switching back to Portuguese also
 * waits for its whole catalog.
 */
export function completeCatalogs(): Promise<void> {
  beyondFirstScreen = true;
  return Promise.all([
    activeLocale() === DEFAULT_LOCALE ? loadWholeDefaultCatalog() : undefined,
    // The error catalogue's messages beyond the first screen's (ui/firstScreenErrors.ts).
    import('./errorMessages'),
  ]).then(() => undefined);
}

let latestRequest = 0;

/**
 * Switches the interface to a widget language code (pt_PT, es_ES, en_EN, en_US; see
 * machines/rules/language.ts). Resolves once the catalog is active and tells whether the code was
 * unknown and Portuguese was used instead. When calls overlap, the last one wins. If a catalog
 * cannot be fetched the promise rejects and the current language stays active.
 */
export async function activateLanguage(language: string): Promise<ResolvedLocale> {
  const resolved = localeForLanguage(language);
  const request = ++latestRequest;
  const { locale } = resolved;
  if (locale === DEFAULT_LOCALE) {
    if (beyondFirstScreen) await loadWholeDefaultCatalog();
  } else if (!loadedLocales.has(locale)) {
    i18n.load(locale, await loadCatalog[locale]());
    loadedLocales.add(locale);
  }
  if (request === latestRequest) activate(locale);
  return resolved;
}

function activate(locale: AppLocale): void {
  i18n.activate(locale);
  // Screen readers pick their voice from the page's language.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The active catalog, for the rules that format money and dates (machines/rules/format.ts). */
export function activeLocale(): AppLocale {
  return i18n.locale as AppLocale;
}

/**
 * The Intl/luxon locale matching the active catalog; the format rules take it as an argument,
 * so luxon is loaded only by the screens that show dates.
 */
export function activeFormatLocale(): string {
  return formatLocaleFor(activeLocale());
}

/** Gives the app and Storybook the shared i18n instance; re-renders when the language changes. */
export function I18nRoot({ children }: { children: ReactNode }) {
  return createElement(I18nProvider, { i18n }, children);
}
