import { describe, expect, it, vi } from 'vitest';
import type { Messages } from '@lingui/core';
import { ERROR_MESSAGES } from '../../ui/errorMessages';
import { activateLanguage, i18n } from '../../ui/i18n';
import { lazyScreen } from '../../ui/lazyScreen';

/**
 * As firstScreenCatalog.test.ts, for a visitor who starts in another language: Portuguese is
 * completed only when chosen, and is never shown incomplete. Steps in order.
 */
const ELSEWHERE = ERROR_MESSAGES.generic.id;

vi.mock('../../locales/pt-PT/messages.po?first-screen', async () => {
  const { messages } = await import('../../locales/pt-PT/messages.po');
  const { cartEmpty } = (await import('../../ui/errorMessages')).ERROR_MESSAGES;
  return { complete: false, messages: { [cartEmpty.id]: messages[cartEmpty.id] } as Messages };
});

const portugueseHas = (id: string) => {
  const { locale } = i18n;
  i18n.activate('pt-PT');
  const found = i18n.messages[id] !== undefined;
  i18n.activate(locale);
  return found;
};

describe('the first screen’s catalog, for a visitor in another language', () => {
  it('leaves Portuguese alone while a Spanish visitor goes on', async () => {
    await activateLanguage('es_ES');
    const Screen = lazyScreen(() => Promise.resolve({ default: () => null }));
    await Screen.preload();
    expect(i18n._(ERROR_MESSAGES.generic)).toBe('Se ha producido un error, inténtalo de nuevo.');
    expect(portugueseHas(ELSEWHERE)).toBe(false);
  });

  it('completes Portuguese before switching to it', async () => {
    await activateLanguage('pt_PT');
    expect(i18n.locale).toBe('pt-PT');
    expect(i18n.messages[ELSEWHERE]).toBeDefined();
    expect(i18n._(ERROR_MESSAGES.generic)).toBe('Ocorreu um erro, por favor tente novamente.');
  });
});
