// The voucher's success screen (SPEC 2: "with share, receive SMS and view rewards actions") on the
// real widget against the sandbox (msw/node): Ana (signed in by the host's external token) buys
// two vouchers of campaign 101 by MB WAY; a guest buys one where guests may. Tuesday 3 March 2026
// at 09:00, the sandbox's clock frozen. What is checked is what the visitor sees, and the link
// the share copies (user-event's clipboard stands in for the browser's).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sandbox } from '../../api/sandbox/control';
import {
  click,
  continueAsGuest,
  fill,
  heading,
  openWidget,
  type OpenWidget,
  type Visitor,
} from '../qa/support/widget';

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

beforeAll(() => import('../../ui/screens/voucher/VoucherScreen'));

/** From "Comprar voucher" to "Voucher comprado", paid by the MB WAY phone paid after 10 s. */
async function buyByMbway(user: Visitor) {
  await click(user, 'Comprar voucher');
  await heading('O seu voucher');
  await click(user, 'Continuar');
  await payByMbway(user);
}

/** From the prize and invoice to "Voucher comprado", paid by the phone paid after 10 s. */
async function payByMbway(user: Visitor) {
  await heading('Prémio e fatura');
  await click(user, 'Continuar para o pagamento');
  await heading('Pagamento');
  await fill(user, 'Número de telemóvel', '912000001');
  await click(user, 'Pagar');
  await heading('Confirme o pagamento na app MB WAY');
  sandbox.clock.advance(10_000);
  await screen.findByRole('heading', { level: 2, name: 'Voucher comprado' }, { timeout: 8_000 });
}

describe('the voucher bought', () => {
  it('Ana: her 40 points said; "Partilhar" copies the link to campaign 101; "Ver recompensas" opens her points and prizes', async () => {
    open = await openWidget('campaignId=101&externalToken=ext-ana');
    const { user } = open;
    await buyByMbway(user);
    expect(screen.getByText('Ganhou 40 pontos com esta compra.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Pontos e prémios' })).toBeNull();

    await click(user, 'Partilhar');
    expect(await screen.findByText('Ligação copiada. Já a pode colar onde quiser.')).toBeVisible();
    const copied = new URL(await navigator.clipboard.readText());
    expect([...copied.searchParams]).toEqual([['campaignId', '101']]);

    await click(user, 'Ver recompensas');
    expect(
      await screen.findByRole('region', { name: 'Pontos e prémios' }, { timeout: 8_000 }),
    ).toBeVisible();
  }, 25_000);

  it('a guest: no points and no "Ver recompensas" (a guest has none); "Partilhar" still there', async () => {
    open = await openWidget('campaignId=101&allowGuestLogin=true');
    const { user } = open;
    await click(user, 'Comprar voucher');
    await heading('O seu voucher');
    await click(user, 'Continuar');
    await continueAsGuest(user);
    await payByMbway(user);
    expect(screen.getByRole('button', { name: 'Partilhar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Concluir' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ver recompensas' })).toBeNull();
    expect(screen.queryByText(/pontos/)).toBeNull();
  }, 25_000);
});
