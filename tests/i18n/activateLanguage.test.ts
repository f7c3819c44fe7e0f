import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { useLingui } from '@lingui/react';
import { ERROR_MESSAGES } from '../../ui/errorMessages';
import { I18nRoot, activateLanguage, activeFormatLocale, activeLocale, i18n } from '../../ui/i18n';

afterEach(async () => {
  cleanup();
  await activateLanguage('pt_PT');
});

describe('activateLanguage', () => {
  it('starts in Portuguese with the catalog already loaded', () => {
    expect(activeLocale()).toBe('pt-PT');
    expect(i18n._(ERROR_MESSAGES.cartEmpty)).toBe('O seu carrinho está vazio.');
  });

  it('loads and activates the catalog of a widget language code', async () => {
    await expect(activateLanguage('es_ES')).resolves.toEqual({ locale: 'es-ES', fellBack: false });
    expect(activeLocale()).toBe('es-ES');
    expect(i18n._(ERROR_MESSAGES.cartEmpty)).toBe('Tu carrito está vacío.');
    await activateLanguage('en_US');
    expect(activeLocale()).toBe('en');
    expect(i18n._(ERROR_MESSAGES.cartEmpty)).toBe('Your cart is empty.');
  });

  it('gives the date and number locale to match', async () => {
    await activateLanguage('en_EN');
    expect(activeFormatLocale()).toBe('en-GB');
    await activateLanguage('es_ES');
    expect(activeFormatLocale()).toBe('es-ES');
  });

  it('falls back to Portuguese for an unknown code and says so', async () => {
    await activateLanguage('en_US');
    await expect(activateLanguage('fr_FR')).resolves.toEqual({ locale: 'pt-PT', fellBack: true });
    expect(activeLocale()).toBe('pt-PT');
  });

  it('lets the last of overlapping calls win', async () => {
    const first = activateLanguage('en_EN');
    const second = activateLanguage('pt_PT');
    await Promise.all([first, second]);
    expect(activeLocale()).toBe('pt-PT');
  });
});

describe('I18nRoot', () => {
  function CartEmpty() {
    const { _ } = useLingui();
    return createElement('p', null, _(ERROR_MESSAGES.cartEmpty));
  }

  it('renders in the active language and follows a change', async () => {
    render(createElement(I18nRoot, null, createElement(CartEmpty)));
    expect(screen.getByText('O seu carrinho está vazio.')).toBeTruthy();
    await act(() => activateLanguage('es_ES'));
    expect(screen.getByText('Tu carrito está vacío.')).toBeTruthy();
  });
});
