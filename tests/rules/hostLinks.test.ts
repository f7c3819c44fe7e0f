// The host site's pages (SPEC 1: win prizes, user prizes, privacy policy, terms and conditions, per
// language pt, en, es) as the entity configuration gives them: the visitor's language's address,
// only http(s), nothing in place of a missing one.
import { describe, expect, it } from 'vitest';
import { ENTITY_CONFIG, HOST_SITE } from '../../api/sandbox/seed';
import { HOST_PAGE_WAY, hostLinksOf, siteLanguageOf } from '../../machines/rules/hostLinks';

describe('hostLinksOf', () => {
  it('gives each page in the visitor’s language: pt, es, and en for en_EN and en_US', () => {
    expect(hostLinksOf(ENTITY_CONFIG, 'pt_PT')).toEqual({
      winPrizes: `${HOST_SITE}/pt/ganhar-premios`,
      userPrizes: `${HOST_SITE}/pt/os-meus-premios`,
      privacyPolicy: `${HOST_SITE}/pt/politica-de-privacidade`,
      termsAndConditions: `${HOST_SITE}/pt/termos-e-condicoes`,
    });
    expect(hostLinksOf(ENTITY_CONFIG, 'es_ES').privacyPolicy).toBe(
      `${HOST_SITE}/es/politica-de-privacidad`,
    );
    for (const language of ['en_EN', 'en_US'] as const) {
      expect(hostLinksOf(ENTITY_CONFIG, language).privacyPolicy).toBe(
        `${HOST_SITE}/en/privacy-policy`,
      );
      expect(siteLanguageOf(language)).toBe('en');
    }
  });

  it('keeps only absolute http and https addresses', () => {
    const entity = {
      hostLinks: {
        winPrizes: { pt: 'javascript:alert(1)' },
        userPrizes: { pt: '/pt/os-meus-premios' },
        privacyPolicy: { pt: 'data:text/html,<h1>x</h1>' },
        termsAndConditions: { pt: ' http://loja.example.pt/termos ' },
      },
    };
    expect(hostLinksOf(entity, 'pt_PT')).toEqual({
      termsAndConditions: 'http://loja.example.pt/termos',
    });
  });

  it('gives no page whose address is missing in the visitor’s language, never another language’s', () => {
    const entity = { hostLinks: { privacyPolicy: { pt: `${HOST_SITE}/pt/privacidade`, en: '' } } };
    expect(hostLinksOf(entity, 'en_EN')).toEqual({});
    expect(hostLinksOf(entity, 'es_ES')).toEqual({});
  });

  it('gives none without an entity (a local host) or without links in it', () => {
    expect(hostLinksOf(null, 'pt_PT')).toEqual({});
    expect(hostLinksOf({}, 'pt_PT')).toEqual({});
  });

  it('the prize pages navigate the host page; the privacy policy and terms open a new window', () => {
    expect(HOST_PAGE_WAY).toEqual({
      winPrizes: 'navigate',
      userPrizes: 'navigate',
      privacyPolicy: 'openUrl',
      termsAndConditions: 'openUrl',
    });
  });
});
