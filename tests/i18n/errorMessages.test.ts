import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../../api/errors';
import { ERROR_MESSAGES, errorMessage } from '../../ui/errorMessages';
import { activateLanguage, i18n } from '../../ui/i18n';

describe('error messages', () => {
  it('has a message for every error code of the catalogue', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
    const ids = ERROR_CODES.map((code) => ERROR_MESSAGES[code].id);
    expect(new Set(ids).size, 'two codes share one message').toBe(ERROR_CODES.length);
  });

  it('reads every code in each language, never falling back to the source text', async () => {
    const byLanguage: Record<string, string[]> = {};
    for (const language of ['pt_PT', 'es_ES', 'en_US']) {
      await activateLanguage(language);
      byLanguage[language] = ERROR_CODES.map((code) => errorMessage(i18n, code));
    }
    ERROR_CODES.forEach((code, index) => {
      const texts = Object.values(byLanguage).map((texts) => texts[index] ?? '');
      for (const text of texts) expect(text.trim(), code).not.toBe('');
      expect(new Set(texts).size, `${code}: ${texts.join(' / ')}`).toBe(3);
    });
  });

  it('uses the wording of the error catalogue', async () => {
    await activateLanguage('pt_PT');
    expect(errorMessage(i18n, 'generic')).toBe('Ocorreu um erro, por favor tente novamente.');
    expect(errorMessage(i18n, 'dateNotAvailable')).toBe(
      'Data não disponível, selecione outra data.',
    );
    expect(errorMessage(i18n, 'voucherAmountTooLow')).toBe(
      'O valor do voucher não pode ser inferior a 2 €.',
    );
    await activateLanguage('es_ES');
    expect(errorMessage(i18n, 'generic')).toBe('Se ha producido un error, inténtalo de nuevo.');
    await activateLanguage('en_EN');
    expect(errorMessage(i18n, 'timeout')).toBe(
      'The server took too long to respond. Please try again.',
    );
  });
});

describe("the first screen's error messages (ui/firstScreenErrors.ts)", () => {
  it('are the catalogue’s own, and a code beyond them reads the generic message until the rest has come', async () => {
    const { ERROR_MESSAGES: all } = await import('../../ui/errorMessages');
    const { FIRST_SCREEN_ERROR_MESSAGES } = await import('../../ui/firstScreenErrors');
    for (const [code, message] of Object.entries(FIRST_SCREEN_ERROR_MESSAGES)) {
      expect(all[code as keyof typeof all]).toBe(message);
    }
    await activateLanguage('pt_PT');
    vi.resetModules();
    const fresh = await import('../../ui/firstScreenErrors');
    expect(fresh.errorMessage(i18n, 'network')).toBe(errorMessage(i18n, 'network'));
    expect(fresh.errorMessage(i18n, 'cartEmpty')).toBe(errorMessage(i18n, 'generic'));
    fresh.knowErrorMessages(all);
    expect(fresh.errorMessage(i18n, 'cartEmpty')).toBe('O seu carrinho está vazio.');
  });
});
