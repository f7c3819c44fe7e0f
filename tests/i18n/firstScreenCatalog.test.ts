import { describe, expect, it, vi } from 'vitest';
import type { Messages } from '@lingui/core';
import { ERROR_MESSAGES } from '../../ui/errorMessages';
import { activateLanguage, completeCatalogs, i18n } from '../../ui/i18n';
import { lazyScreen } from '../../ui/lazyScreen';

/**
 * What a production build does (ui/boot/firstScreenMessages.ts), played here: the first screen's
 * Portuguese messages ship alone, and the rest arrives before any other part of the interface is
 * drawn. Here that part holds one message; a message of the rest stands for every other. The
 * steps run in order: each starts where the one before left the catalogs.
 */
const ELSEWHERE = ERROR_MESSAGES.generic.id;

vi.mock('../../locales/pt-PT/messages.po?first-screen', async () => {
  const { messages } = await import('../../locales/pt-PT/messages.po');
  const { cartEmpty } = (await import('../../ui/errorMessages')).ERROR_MESSAGES;
  return { complete: false, messages: { [cartEmpty.id]: messages[cartEmpty.id] } as Messages };
});

// (A message missing from the catalog would still read as its Portuguese source text here, as
// the tests' descriptors carry it; a production build's do not, and would show the id.)
const has = (id: string) => i18n.messages[id] !== undefined;

describe('the first screen’s catalog', () => {
  it('ships only the first screen’s Portuguese messages', () => {
    expect(i18n.locale).toBe('pt-PT');
    expect(i18n._(ERROR_MESSAGES.cartEmpty)).toBe('O seu carrinho está vazio.');
    expect(has(ELSEWHERE)).toBe(false);
  });

  it('fetches nothing more for a change of language before anything else is shown', async () => {
    await activateLanguage('es_ES');
    expect(i18n._(ERROR_MESSAGES.generic)).toBe('Se ha producido un error, inténtalo de nuevo.');
    await activateLanguage('pt_PT');
    expect(has(ELSEWHERE)).toBe(false);
  });

  it('is completed before a Portuguese visitor’s next screen is drawn, and then only once', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: () => null }));
    const preloading = Screen.preload();
    expect(has(ELSEWHERE)).toBe(false);
    await preloading;
    expect(has(ELSEWHERE)).toBe(true);
    expect(i18n._(ERROR_MESSAGES.generic)).toBe('Ocorreu um erro, por favor tente novamente.');
    expect(i18n._(ERROR_MESSAGES.cartEmpty)).toBe('O seu carrinho está vazio.');
    await expect(completeCatalogs()).resolves.toBeUndefined();
  });
});
