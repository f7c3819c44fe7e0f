// The voucher purchase on the real widget against the sandbox (msw/node), found by role and label
// as a visitor finds it: Ana (signed in by the host's external token) buys vouchers of campaign
// 101, a tasting dinner for two at 39,90 € each; Miguel, a premium member, tries his 48,50 € prize
// on one voucher of campaign 109. Tuesday 3 March 2026 at 09:00, the sandbox's clock frozen.
// What is checked is what the visitor sees and what the sandbox holds (SPEC 2, 3, 5, 9).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sandbox } from '../../api/sandbox/control';
import {
  click,
  euro,
  fill,
  heading,
  openWidget,
  plain,
  type OpenWidget,
} from '../qa/support/widget';

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

// The purchase's screens load when it starts; loaded ahead, the test waits for the sandbox only.
beforeAll(() => import('../../ui/screens/voucher/VoucherScreen'));

const orders = () => [...sandbox.store.orders.values()];

/** The amount a term of the purchase's amounts shows ("Total", "A pagar"). */
function amountOf(term: string): string {
  const terms = [...document.querySelectorAll('.voucher__amounts dt')];
  const found = terms.find((dt) => plain(dt.textContent) === term);
  return plain(found?.nextElementSibling?.textContent);
}

/** Opens the campaign for a visitor signed in by the host, and starts buying its voucher. */
async function startBuying(search: string) {
  open = await openWidget(search);
  await click(open.user, 'Comprar voucher');
  await heading('O seu voucher');
  return open.user;
}

describe('voucher screen', () => {
  it('"Comprar voucher" opens the purchase at 2 vouchers of the dinner for two: 79,80 €', async () => {
    await startBuying('campaignId=101&externalToken=ext-ana');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Jantar de degustação para dois',
    );
    const stepHeading = screen.getByRole('heading', { level: 2, name: 'O seu voucher' });
    expect(stepHeading).toHaveFocus();
    const stepper = screen.getByRole('group', { name: 'Número de vouchers' });
    expect(plain(within(stepper).getByRole('status').textContent)).toBe('2 vouchers');
    expect(screen.getByRole('radio', { name: 'Voucher' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Voucher para oferecer' })).not.toBeChecked();
    // Ana is no premium member: no premium voucher.
    expect(screen.queryByRole('radio', { name: 'Voucher premium' })).toBeNull();
    expect(amountOf('Preço por voucher')).toBe(euro(39.9));
    expect(amountOf('Total')).toBe('79,80 €');
    expect(screen.getByRole('button', { name: 'Voltar à campanha' })).toBeVisible();
  });

  it('a voucher to give without the name of whom receives it is refused, with the message', async () => {
    const user = await startBuying('campaignId=101&externalToken=ext-ana');
    await user.click(screen.getByRole('radio', { name: 'Voucher para oferecer' }));
    // SPEC 9: the gift's extra discount (5 %) over the offer price.
    expect(
      screen.getByRole('radio', { name: 'Voucher para oferecer' }),
    ).toHaveAccessibleDescription(/mais 5% de desconto/);
    const recipient = screen.getByRole('textbox', { name: 'Nome de quem recebe' });
    await click(user, 'Continuar');
    expect(await screen.findByText('Indique o nome de quem recebe o voucher.')).toBeVisible();
    expect(recipient).toHaveAttribute('aria-invalid', 'true');
    expect(recipient).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'O seu voucher' })).toBeVisible();
    // Given, the purchase goes on.
    await fill(user, 'Nome de quem recebe', 'Joana Pereira');
    await click(user, 'Continuar');
    await heading('Prémio e fatura');
    expect(orders()).toEqual([]);
  });

  it('Miguel choosing his 48,50 € prize for one voucher of 109 is refused (SPEC 5: at least 2 € to pay); nothing is bought', async () => {
    const user = await startBuying('campaignId=109&externalToken=ext-miguel');
    const stepper = screen.getByRole('group', { name: 'Número de vouchers' });
    expect(plain(within(stepper).getByRole('status').textContent)).toBe('1 voucher');
    // A premium member gets the premium voucher at the smart price.
    expect(screen.getByRole('radio', { name: 'Voucher premium' })).toBeChecked();
    await click(user, 'Continuar');
    await heading('Prémio e fatura');
    const prize = await screen.findByRole('radio', { name: /Vale de 48,50 € no spa/ });
    await user.click(prize);
    expect(amountOf('A pagar')).toBe('0,00 €');
    await click(user, 'Continuar para o pagamento');
    const message = await screen.findByText('O valor do voucher não pode ser inferior a 2 €.');
    expect(message).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Prémio e fatura' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Pagamento' })).toBeNull();
    expect(orders()).toEqual([]);
  });

  it('a VAT invoice with an invalid NIF (123456780) is refused; a valid one (123456789) reaches the payment', async () => {
    const user = await startBuying('campaignId=101&externalToken=ext-ana');
    await click(user, 'Continuar');
    await heading('Prémio e fatura');
    await user.click(screen.getByRole('checkbox', { name: 'Quero fatura com NIF' }));
    await fill(user, 'Nome para a fatura', 'Ana Silva');
    await fill(user, 'NIF', '123456780');
    await click(user, 'Continuar para o pagamento');
    const vatId = screen.getByRole('textbox', { name: 'NIF' });
    expect(
      await screen.findByText('Estes 9 algarismos não formam um NIF válido: confirme-os.'),
    ).toBeVisible();
    expect(vatId).toHaveAttribute('aria-invalid', 'true');
    expect(vatId).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Nome para a fatura' })).toHaveValue('Ana Silva');
    await fill(user, 'NIF', '123456789');
    await click(user, 'Continuar para o pagamento');
    await heading('Pagamento');
    expect(screen.getByRole('heading', { level: 2, name: 'Pagamento' })).toHaveFocus();
    expect(screen.getByText('79,80 €')).toBeVisible();
    // Nothing is bought before the visitor pays.
    expect(orders()).toEqual([]);
  });

  it('the same invalid NIF refused a second time takes the focus back to it from the button', async () => {
    const user = await startBuying('campaignId=101&externalToken=ext-ana');
    await click(user, 'Continuar');
    await heading('Prémio e fatura');
    await user.click(screen.getByRole('checkbox', { name: 'Quero fatura com NIF' }));
    await fill(user, 'Nome para a fatura', 'Ana Silva');
    await fill(user, 'NIF', '123456780');
    const vatId = screen.getByRole('textbox', { name: 'NIF' });
    const submit = screen.getByRole('button', { name: 'Continuar para o pagamento' });
    await user.click(submit);
    expect(
      await screen.findByText('Estes 9 algarismos não formam um NIF válido: confirme-os.'),
    ).toBeVisible();
    expect(vatId).toHaveFocus();
    // Nothing changed, the same message: the refusal is answered again all the same.
    await user.click(submit);
    expect(vatId).toHaveFocus();
    expect(vatId).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Prémio e fatura' })).toBeVisible();
    expect(orders()).toEqual([]);
  });

  it('paid by MB WAY: "Voucher comprado", 2 vouchers, 79,80 € paid, valid for a year, emailed, 40 points; "Concluir" back to the campaign', async () => {
    const user = await startBuying('campaignId=101&externalToken=ext-ana');
    await click(user, 'Continuar');
    await heading('Prémio e fatura');
    await click(user, 'Continuar para o pagamento');
    await heading('Pagamento');
    // The sandbox's MB WAY test phone that is paid 10 s after the request.
    await fill(user, 'Número de telemóvel', '912000001');
    await click(user, 'Pagar');
    await heading('Confirme o pagamento na app MB WAY');
    sandbox.clock.advance(10_000);
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Voucher comprado' },
        { timeout: 8_000 },
      ),
    ).toHaveFocus();
    expect(orders().map((record) => record.order)).toEqual([
      expect.objectContaining({ total: 79.8 }),
    ]);
    const details = document.querySelector('dl.booking__details');
    expect(plain(details?.textContent)).toBe('Vouchers2 vouchersPago79,80 €');
    // SPEC 9: valid for one year from the day it is bought; emailed within 10 minutes.
    expect(screen.getByText('Válido por um ano, até 3 de março de 2027.')).toBeVisible();
    expect(
      screen.getByText(
        'Vai receber o voucher e a fatura por email (ana.silva@example.pt) nos próximos 10 minutos.',
      ),
    ).toBeVisible();
    // An account earns the campaign's points.
    expect(screen.getByText('Ganhou 40 pontos com esta compra.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Partilhar' })).toBeVisible();
    // The end has one way out.
    expect(screen.queryByRole('button', { name: 'Voltar à campanha' })).toBeNull();
    await click(user, 'Concluir');
    expect(await screen.findByRole('button', { name: 'Comprar voucher' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Jantar de degustação para dois',
    );
  }, 20_000);

  it('by Multibanco reference: entity, reference in groups of three and amount; issued once paid', async () => {
    const user = await startBuying('campaignId=101&externalToken=ext-ana');
    await click(user, 'Continuar');
    await heading('Prémio e fatura');
    await click(user, 'Continuar para o pagamento');
    await heading('Pagamento');
    await user.click(screen.getByRole('radio', { name: 'Referência Multibanco' }));
    await click(user, 'Pagar');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pague com a referência Multibanco' }),
    ).toHaveFocus();
    const [record] = orders();
    expect(record?.order).toMatchObject({ total: 79.8 });
    const payment = [...sandbox.store.payments.values()].find(
      (candidate) => candidate.orderCode === record!.order.orderCode,
    );
    expect(payment).toMatchObject({ method: 'hipay_mb', amount: 79.8 });
    const list = document.querySelector('dl.atm-reference')!;
    const rows = [...list.querySelectorAll('dt')].map((dt) => [
      plain(dt.textContent),
      plain(dt.nextElementSibling?.querySelector('span')?.textContent),
    ]);
    expect(rows.slice(0, 3)).toEqual([
      ['Entidade', '11249'],
      ['Referência', expect.stringMatching(/^\d{3} \d{3} \d{3}$/)],
      ['Montante', '79,80 €'],
    ]);
    expect(screen.getByText(/O voucher é emitido quando o pagamento for recebido/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copiar a referência' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Concluir' })).toBeVisible();
  });
});
