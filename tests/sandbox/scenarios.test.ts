// The sandbox's scenarios list (api/sandbox/scenarios.ts) in the page's language: the widget's
// `language` in the address, else the page's own lang, else Portuguese.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountScenarios, scenariosLanguage } from '../../api/sandbox/scenarios';

afterEach(() => document.body.replaceChildren());

describe('the scenarios list', () => {
  it.each([
    ['', 'pt-PT', 'pt'],
    ['?language=es_ES', 'pt-PT', 'es'],
    ['?language=en_EN', 'pt-PT', 'en'],
    ['', 'en', 'en'],
    ['', '', 'pt'],
    ['?language=fr_FR', 'pt-PT', 'pt'],
  ])('address %j on a page in %j: %s', (search, pageLang, language) => {
    expect(scenariosLanguage(search, pageLang)).toBe(language);
  });

  it.each([
    ['pt', 'pt-PT', 'Cenários do sandbox', '+351 912000002: recusado'],
    ['es', 'es-ES', 'Escenarios del sandbox', '+351 912000002: rechazado'],
    ['en', 'en', 'Sandbox scenarios', '+351 912000002: refused'],
  ] as const)('in %s: named, marked and worded in it', (language, lang, name, refused) => {
    mountScenarios(document.body, language);
    const list = screen.getByRole('complementary', { name });
    expect(list).toHaveAttribute('lang', lang);
    expect(within(list).getByText(refused)).toBeInTheDocument();
  });
});
