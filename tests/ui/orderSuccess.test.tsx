// The order's success screen (SPEC 2: "with share, receive SMS and view rewards actions") on the
// real widget against the sandbox (msw/node): campaign 107 (Francesinha & Companhia, 12 points
// an order) collected at the shop as soon as possible, paid in store, ordered by Ana (signed in
// by the host's external token) or by a guest. It is 12:00 in Lisbon, the sandbox's clock frozen.
// What is checked is what the visitor sees, and what the host page is handed to share (the
// widget in a parent window, no share sheet in jsdom).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { configureShare } from '../../api/shareConfig';
import type { ShareData } from '../../domain/share';
import { sandbox } from '../../api/sandbox/control';
import { FIXED_NOW } from '../../api/sandbox/clock';
import {
  click,
  continueAsGuest,
  heading,
  openWidget,
  type OpenWidget,
  type Visitor,
} from '../qa/support/widget';

const NOON = FIXED_NOW.replace('09:00', '12:00');

let open: OpenWidget | null = null;
beforeEach(() => sandbox.clock.setNow(NOON, { frozen: true }));
afterEach(() => {
  open?.close();
  open = null;
  configureShare({ parent: null });
});

/** The cart of 107, collected at the shop as soon as possible, ordered. */
async function toCheckout(user: Visitor) {
  await click(user, 'Encomendar');
  await user.click(
    await screen.findByRole('radio', { name: 'Para levar (recolha no estabelecimento)' }),
  );
  await click(user, 'Continuar');
  await click(user, 'Ver carrinho');
  await heading('Carrinho');
  await click(user, 'Encomendar');
}

/** From the contact to "Encomenda enviada", paid in store. */
async function placeInStore(user: Visitor) {
  await heading('Os seus contactos');
  await click(user, 'Continuar');
  await click(user, 'Encomendar');
  await user.click(await screen.findByRole('radio', { name: 'Pagar no estabelecimento' }));
  await click(user, 'Confirmar encomenda');
  await heading('Encomenda enviada');
}

describe('the order sent', () => {
  it('Ana: her 12 points said; "Partilhar" hands the host page what was ordered and where; "Ver recompensas" opens her points and prizes', async () => {
    open = await openWidget('campaignId=107&externalToken=ext-ana');
    const { user } = open;
    // The host page around the widget, as the shell configures it inside a parent window.
    const shared: ShareData[] = [];
    configureShare({ parent: async (data) => void shared.push(data) });
    await toCheckout(user);
    await placeInStore(user);
    expect(screen.getByText('Ganhou 12 pontos com esta encomenda.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Concluir' })).toBeVisible();

    await click(user, 'Partilhar');
    expect(await screen.findByText('Enviado para a página, para partilhar.')).toBeVisible();
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({
      title: 'Francesinha para levar ou entregar em casa',
      text: 'Francesinha para levar ou entregar em casa · Francesinha & Companhia',
    });
    expect([...new URL(shared[0]!.url).searchParams]).toEqual([['campaignId', '107']]);

    expect(screen.queryByRole('region', { name: 'Pontos e prémios' })).toBeNull();
    await click(user, 'Ver recompensas');
    expect(
      await screen.findByRole('region', { name: 'Pontos e prémios' }, { timeout: 8_000 }),
    ).toBeVisible();
  }, 25_000);

  it('a guest: "Partilhar", no points and no "Ver recompensas" (a guest has none)', async () => {
    open = await openWidget('campaignId=107&allowGuestLogin=true');
    const { user } = open;
    await toCheckout(user);
    await continueAsGuest(user);
    await placeInStore(user);
    expect(screen.getByRole('button', { name: 'Partilhar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Concluir' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ver recompensas' })).toBeNull();
    expect(screen.queryByText(/pontos/)).toBeNull();
  }, 25_000);
});
