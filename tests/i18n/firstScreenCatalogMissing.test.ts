import { describe, expect, it, vi } from 'vitest';
import type { Messages } from '@lingui/core';
import { ERROR_MESSAGES } from '../../ui/errorMessages';
import { i18n } from '../../ui/i18n';

/**
 * As firstScreenCatalog.test.ts: should a Portuguese message beyond the first screen ever be
 * asked for before the rest of the catalog (every other screen waits for it), it is shown once
 * the rest arrives instead of staying an id.
 */
vi.mock('../../locales/pt-PT/messages.po?first-screen', async () => {
  const { messages } = await import('../../locales/pt-PT/messages.po');
  const { cartEmpty } = (await import('../../ui/errorMessages')).ERROR_MESSAGES;
  return { complete: false, messages: { [cartEmpty.id]: messages[cartEmpty.id] } as Messages };
});

describe('a Portuguese message asked for before its catalog is complete', () => {
  it('is shown once the rest of the catalog arrives', async () => {
    const { id } = ERROR_MESSAGES.generic;
    expect(i18n.messages[id]).toBeUndefined();
    const changed = new Promise((resolve) => i18n.on('change', () => resolve(undefined)));
    // (A production build would show the id here: its descriptors carry no source text.)
    i18n._(ERROR_MESSAGES.generic);
    await changed;
    expect(i18n.messages[id]).toBeDefined();
    expect(i18n._(ERROR_MESSAGES.generic)).toBe('Ocorreu um erro, por favor tente novamente.');
  });
});
