// The NIF told by what is wrong (issue: "an invalid NIF with 9 digits is told 'Indique um NIF
// válido: 9 algarismos'"). Ana (signed in by the host's external token) asks for a VAT invoice on
// campaign 101's voucher, in Portuguese, Spanish and English: too few digits are told the length,
// nine digits whose last does not check the others are told to check them, none at all is asked
// for; each message beside the field (aria-describedby), the field marked invalid and focused,
// nothing bought in the sandbox. A saved address's optional NIF uses the same words
// (tests/qa/addressBook.test.tsx).
// Tuesday 3 March 2026 at 10:00 in Lisbon, the sandbox's clock frozen.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sandbox } from '../../api/sandbox/control';
import { click, fill, heading, openWidget, type OpenWidget } from '../qa/support/widget';

let open: OpenWidget | null = null;
beforeEach(() => {
  sandbox.clock.setNow('2026-03-03T10:00', { frozen: true });
  sandbox.clearSeenOperations();
});
afterEach(() => {
  open?.close();
  open = null;
});
beforeAll(() => import('../../ui/screens/voucher/VoucherScreen'));

const WORDS = {
  pt_PT: {
    buy: 'Comprar voucher',
    first: 'O seu voucher',
    next: 'Continuar',
    details: 'Prémio e fatura',
    invoice: 'Quero fatura com NIF',
    name: 'Nome para a fatura',
    nif: 'NIF',
    pay: 'Continuar para o pagamento',
    none: 'Indique o NIF para a fatura: 9 algarismos.',
    length: 'O NIF tem 9 algarismos, sem letras.',
    check: 'Estes 9 algarismos não formam um NIF válido: confirme-os.',
  },
  es_ES: {
    buy: 'Comprar bono',
    first: 'Tu bono',
    next: 'Continuar',
    details: 'Premio y factura',
    invoice: 'Quiero factura con NIF',
    name: 'Nombre para la factura',
    nif: 'NIF',
    pay: 'Continuar al pago',
    none: 'Indique el NIF para la factura: 9 dígitos.',
    length: 'El NIF portugués tiene 9 dígitos, sin letras.',
    check: 'Estos 9 dígitos no forman un NIF portugués válido: revíselos.',
  },
  en_EN: {
    buy: 'Buy voucher',
    first: 'Your voucher',
    next: 'Continue',
    details: 'Prize and invoice',
    invoice: 'I want an invoice with my VAT number (NIF)',
    name: 'Name on the invoice',
    nif: 'VAT number (NIF)',
    pay: 'Continue to payment',
    none: 'Enter the VAT number (NIF) for the invoice: 9 digits.',
    length: 'A Portuguese VAT number (NIF) has 9 digits, no letters.',
    check: 'These 9 digits are not a valid Portuguese VAT number (NIF): please check them.',
  },
} as const;

/** The message tied to the field, the field marked invalid and holding the focus. */
function toldBesideTheField(label: string, message: string) {
  const field = screen.getByRole('textbox', { name: label });
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
  expect(field).toHaveFocus();
}

describe('the NIF of a voucher invoice, told by what is wrong', () => {
  it.each(Object.keys(WORDS) as (keyof typeof WORDS)[])('in %s', async (language) => {
    const words = WORDS[language];
    open = await openWidget(`campaignId=101&externalToken=ext-ana&language=${language}`);
    const { user } = open;
    await click(user, words.buy);
    await heading(words.first);
    await click(user, words.next);
    await heading(words.details);
    await user.click(screen.getByRole('checkbox', { name: words.invoice }));
    await fill(user, words.name, 'Ana Silva');

    await click(user, words.pay);
    expect(await screen.findByText(words.none)).toBeVisible();
    toldBesideTheField(words.nif, words.none);

    await fill(user, words.nif, '12345678');
    await click(user, words.pay);
    expect(await screen.findByText(words.length)).toBeVisible();
    toldBesideTheField(words.nif, words.length);

    // Nine digits: no longer a matter of length, the check digit is wrong.
    await fill(user, words.nif, '123456780');
    await click(user, words.pay);
    expect(await screen.findByText(words.check)).toBeVisible();
    expect(screen.queryByText(words.length)).toBeNull();
    toldBesideTheField(words.nif, words.check);
    expect(screen.getByRole('textbox', { name: words.nif })).toHaveValue('123456780');

    expect([...sandbox.store.orders.values()]).toEqual([]);
    expect(sandbox.seenOperations().has('createVoucherPaymentLink')).toBe(false);
  });
});
