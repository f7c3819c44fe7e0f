import type { components } from '../../api/schema';
import { isHttpUrl } from '../../domain/httpUrl';
import type { SupportedLanguage } from './context';

type EntityConfig = components['schemas']['EntityConfig'];

/** The host site's pages the widget links to (SPEC 1), in the order the personal area lists them. */
export const HOST_PAGES = [
  'winPrizes',
  'userPrizes',
  'privacyPolicy',
  'termsAndConditions',
] as const;
export type HostPage = (typeof HOST_PAGES)[number];

/** Each host page's address in the visitor's language; a page without one is left out. */
export type HostLinks = Partial<Record<HostPage, string>>;

/** The languages of the host site (SPEC 1: pt, en, es). */
export type SiteLanguage = 'pt' | 'en' | 'es';

/**
 * How the widget takes the visitor to a host page (SPEC 7's parent messages). The prize pages are
 * where the visitor goes on from the widget: the host page `navigate`s there. The privacy policy
 * and the terms are read beside what the visitor is doing (a form being filled in must not be
 * lost): they `openUrl` in a new window.
 */
export const HOST_PAGE_WAY: Record<HostPage, 'navigate' | 'openUrl'> = {
  winPrizes: 'navigate',
  userPrizes: 'navigate',
  privacyPolicy: 'openUrl',
  termsAndConditions: 'openUrl',
};

/** The site's language for the widget's (en_US and en_EN are English). */
export function siteLanguageOf(language: SupportedLanguage): SiteLanguage {
  if (language === 'es_ES') return 'es';
  if (language === 'en_EN' || language === 'en_US') return 'en';
  return 'pt';
}

/**
 * The host pages of the entity's configuration in the visitor's language. Only absolute http(s)
 * addresses are kept: a `javascript:`, `data:` or relative address, or none for that language, is
 * no link at all (never another language's page in its place).
 */
export function hostLinksOf(
  entity: Pick<EntityConfig, 'hostLinks'> | null,
  language: SupportedLanguage,
): HostLinks {
  const site = siteLanguageOf(language);
  const links: HostLinks = {};
  for (const page of HOST_PAGES) {
    const url = entity?.hostLinks?.[page]?.[site]?.trim();
    if (url && isHttpUrl(url)) links[page] = url;
  }
  return links;
}
