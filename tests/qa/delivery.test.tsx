// QA model of the delivery of an order, written from the spec: SPEC 2 ("Delivery method and
// delivery address selection and editing", "Pickup point search and selection"), SPEC 3 (Delivery
// address: street, floor and door, city, postal code, country 139 by default; the cart's totals
// with the delivery cost), SPEC 4 (delivery types), SPEC 5 (a valid street, postal code, city),
// SPEC 7 (delivery countries, rates, pickup-points), SPEC 8 ("the selected address is currently
// unavailable for delivery"; pickup points none found / search error). Campaign 107 (shop 14)
// delivered at home, service 1102 (shop 11) to a pickup point, on the rendered widget against
// the sandbox; each state checks the screen and what the sandbox holds (its cart, its delivery
// rules: api/sandbox/seed.ts SHOP_DELIVERY). Faults of each delivery call: the message, what was
// typed kept, a retry. It is 12:00 in Lisbon.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMachine } from 'xstate';
import { getSessionId } from '../../api/client';
import { sandbox, type SandboxFault } from '../../api/sandbox/control';
import { FIXED_NOW } from '../../api/sandbox/clock';
import { PICKUP_POINTS, SHOP_DELIVERY } from '../../api/sandbox/seed';
import { describeQaModel } from './support/model';
import {
  click,
  euro,
  fill,
  heading,
  openWidget,
  plain,
  signInAsAna,
  type OpenWidget,
} from './support/widget';

const homeModel = createMachine({
  id: 'deliveryQa',
  initial: 'cart',
  states: {
    cart: {
      description: "the cart of 107 delivered at home: the shop's delivery cost in its totals",
      on: { ORDER: 'address' },
    },
    address: {
      description:
        'shop 14 delivers only at home: the address for this order at once, Portugal (139) chosen',
      on: { LISBON: 'refused', HALF_TYPED: 'rulesBroken', PORTO: 'chosen' },
    },
    rulesBroken: {
      description: 'a postal code that is none: said beside its field, nothing asked (SPEC 5)',
      on: { PORTO: 'chosen' },
    },
    refused: {
      description:
        'a Lisbon address (1xxx): "the selected address is currently unavailable for delivery", the address kept (SPEC 8)',
      on: { PORTO: 'chosen' },
    },
    chosen: {
      description:
        'delivery to Porto chosen: who orders is asked (sign in; no guests here), nothing ordered yet',
      on: { BACK_TO_DELIVERY: 'addressKept', SIGN_IN: 'review' },
    },
    addressKept: {
      description:
        'back one step from who orders: the address step again, the Porto address as typed; nothing ordered',
      on: { BACK: 'cartAfter' },
    },
    review: {
      description:
        'signed in, the contact confirmed: the review shows the delivery to Porto with its cost and the total with it; nothing ordered or charged yet',
    },
    cartAfter: {
      description: 'back at the cart: the delivery cost of the rate in its totals',
    },
  },
});

const NOON = FIXED_NOW.replace('09:00', '12:00');
const SHOP_14_DELIVERY = SHOP_DELIVERY[14]!.methods.DELIVERY!.costWithVat;

let open: OpenWidget | null = null;
beforeEach(() => sandbox.clock.setNow(NOON, { frozen: true }));
afterEach(() => {
  open?.close();
  open = null;
});

const held = () => sandbox.store.getCart(getSessionId(), 14);

async function cartOf107Delivered(): Promise<OpenWidget> {
  const widget = await openWidget('campaignId=107');
  await click(widget.user, 'Encomendar');
  await widget.user.click(await screen.findByRole('radio', { name: 'Entrega em casa' }));
  await click(widget.user, 'Continuar');
  await click(widget.user, 'Ver carrinho');
  await heading('Carrinho');
  return widget;
}

async function typeAddress(open: OpenWidget, street: string, postalCode: string, city: string) {
  await fill(open.user, 'Rua e número', street);
  await fill(open.user, 'Código postal', postalCode);
  await fill(open.user, 'Localidade', city);
  await click(open.user, 'Entregar nesta morada');
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const totals = () => screen.getAllByRole('definition').map((dd) => plain(dd.textContent));

describeQaModel('QA model, delivery of campaign 107 at home', homeModel, async (path) => {
  open = await cartOf107Delivered();
  const widget = open;
  await path.test({
    events: {
      ORDER: () => click(widget.user, 'Encomendar'),
      LISBON: () => typeAddress(widget, 'Rua Augusta 27', '1100-048', 'Lisboa'),
      HALF_TYPED: () => typeAddress(widget, 'Rua de Cedofeita 210', '405', 'Porto'),
      PORTO: () => typeAddress(widget, 'Rua de Cedofeita 210', '4050 262', 'Porto'),
      BACK_TO_DELIVERY: () => click(widget.user, 'Voltar à entrega'),
      // The address step's own way back (to the cart).
      BACK: () => click(widget.user, 'Voltar'),
      SIGN_IN: async () => {
        await signInAsAna(widget.user);
        await heading('Os seus contactos');
        await click(widget.user, 'Continuar');
      },
    },
    states: {
      cart: async () => {
        const cart = held();
        expect(totals()[2]).toBe(euro(SHOP_14_DELIVERY));
        expect(totals()[3]).toBe(euro(Math.round((cart.total + SHOP_14_DELIVERY) * 100) / 100));
      },
      address: async () => {
        await heading('Morada de entrega');
        expect((screen.getByLabelText('País') as HTMLSelectElement).value).toBe('139');
        expect(screen.queryByRole('radio')).toBeNull();
      },
      rulesBroken: async () => {
        expect(
          await screen.findByText('Indique um código postal válido (em Portugal, 0000-000).'),
        ).toBeVisible();
        expect(value('Rua e número')).toBe('Rua de Cedofeita 210');
      },
      refused: async () => {
        expect(
          await screen.findByText(
            'Francesinha & Companhia só faz entregas ao domicílio na zona de Porto (códigos postais 4xxx). Indique uma morada nessa zona.',
          ),
        ).toBeVisible();
        expect(sandbox.store.deliversTo(14, 139, '1100-048')).toBe(false);
        expect([value('Rua e número'), value('Código postal'), value('Localidade')]).toEqual([
          'Rua Augusta 27',
          '1100-048',
          'Lisboa',
        ]);
      },
      chosen: async () => {
        await heading('Inicie sessão para concluir a encomenda');
        expect(sandbox.store.deliversTo(14, 139, '4050-262')).toBe(true);
        expect(held().items.length).toBeGreaterThan(0);
        expect(sandbox.store.orders.size).toBe(0);
      },
      addressKept: async () => {
        await heading('Morada de entrega');
        expect(value('Rua e número')).toBe('Rua de Cedofeita 210');
        expect(value('Código postal')).toMatch(/^4050.262$/);
        expect(value('Localidade')).toBe('Porto');
        expect(sandbox.store.orders.size).toBe(0);
      },
      review: async () => {
        await heading('Rever a encomenda');
        const cost = euro(SHOP_14_DELIVERY);
        expect(
          screen.getByText(
            (_, node) =>
              node?.tagName === 'P' &&
              plain(node.textContent) ===
                `Entrega em Rua de Cedofeita 210, 4050-262 Porto: ${cost}.`,
          ),
        ).toBeVisible();
        const total = euro(Math.round((held().total + SHOP_14_DELIVERY) * 100) / 100);
        expect(totals().at(-1)).toBe(total);
        expect(totals().at(-2)).toBe(cost);
        expect(sandbox.store.orders.size).toBe(0);
      },
      cartAfter: async () => {
        await heading('Carrinho');
        expect(totals()[2]).toBe(euro(SHOP_14_DELIVERY));
      },
    },
  });
});

describe('pickup points of service 1102 (shop 11), on the rendered widget', () => {
  async function atPickup() {
    open = await openWidget('shopId=11');
    const { user } = open;
    await click(user, 'Encomendar Petiscos para levar');
    await user.click(await screen.findByRole('radio', { name: 'Entrega em casa' }));
    await click(user, 'Continuar');
    await click(user, 'Ver carrinho');
    await heading('Carrinho');
    await click(user, 'Encomendar');
    await heading('Entrega');
    await user.click(screen.getByRole('radio', { name: /Entrega num ponto de recolha/ }));
    await click(user, 'Continuar');
    await heading('Ponto de recolha');
    return open;
  }

  it('near Lisbon (1100-048): the points of the shop nearest first; none near Faro (8000-138)', async () => {
    const { user } = await atPickup();
    await fill(user, 'Código postal onde procurar', '8000-138');
    await click(user, 'Procurar pontos de recolha');
    expect(await screen.findByText('Não foram encontrados pontos de recolha.')).toBeVisible();
    await fill(user, 'Código postal onde procurar', '1100-048');
    await click(user, 'Procurar pontos de recolha');
    const list = await screen.findByRole('list', {
      name: 'Pontos de recolha, o mais perto primeiro',
    });
    const shown = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    const lisbon = PICKUP_POINTS.filter(
      (point) => point.shopDeliveryMethodId === 502 && point.city === 'Lisboa',
    );
    expect(shown).toHaveLength(lisbon.length);
    expect(shown[0]).toBe('Escolher Loja Restauradores');
    await click(user, 'Escolher Loja Restauradores');
    // Who orders, then the review names the point.
    await signInAsAna(user);
    await heading('Os seus contactos');
    await click(user, 'Continuar');
    await heading('Rever a encomenda');
    expect(screen.getByText(/Ponto de recolha Loja Restauradores/)).toBeVisible();
  });

  it.each<[string, SandboxFault, string]>([
    [
      'a 5xx',
      { kind: 'status', status: 503 },
      'Não foi possível procurar pontos de recolha, por favor tente novamente.',
    ],
    ['no answer', { kind: 'network' }, 'Não foi possível contactar o servidor.'],
    [
      'an answer off the contract',
      { kind: 'malformed', shape: 'wrongTypes' },
      'Recebemos uma resposta inesperada do servidor.',
    ],
  ])(
    'a search that gets %s: said, the postal code kept, "Tentar novamente" finds them',
    async (_, fault, message) => {
      const { user } = await atPickup();
      await fill(user, 'Código postal onde procurar', '1100-048');
      sandbox.setFault('getPickupPoints', fault, { times: 1 });
      await click(user, 'Procurar pontos de recolha');
      const alert = await screen.findByRole('alert');
      expect(plain(alert.textContent)).toContain(message);
      expect(value('Código postal onde procurar')).toBe('1100-048');
      await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
      expect(
        await screen.findByRole('list', { name: 'Pontos de recolha, o mais perto primeiro' }),
      ).toBeVisible();
    },
  );
});

describe('faults of the rates on the rendered widget (SPEC 8): the message, the address kept, a retry', () => {
  it('rates refused with a 4xx (message only): the address unavailable, kept to change, no retry', async () => {
    open = await cartOf107Delivered();
    await click(open.user, 'Encomendar');
    await heading('Morada de entrega');
    sandbox.setFault(
      'getDeliveryRates',
      { kind: 'status', status: 422, message: 'Código postal fora da zona.' },
      { times: 1 },
    );
    await typeAddress(open, 'Rua de Cedofeita 210', '4050-262', 'Porto');
    const alert = await screen.findByRole('alert');
    expect(plain(alert.textContent)).toContain(
      'Francesinha & Companhia só faz entregas ao domicílio na zona de Porto (códigos postais 4xxx). Indique uma morada nessa zona.',
    );
    expect(within(alert).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(value('Rua e número')).toBe('Rua de Cedofeita 210');
    await heading('Morada de entrega');
  });

  it.each<[string, SandboxFault, string]>([
    ['a 5xx', { kind: 'status', status: 503 }, 'Ocorreu um erro, por favor tente novamente.'],
    ['no answer', { kind: 'network' }, 'Não foi possível contactar o servidor.'],
    [
      'an answer off the contract',
      { kind: 'malformed', shape: 'emptyObject' },
      'Recebemos uma resposta inesperada do servidor.',
    ],
  ])('rates that get %s', async (_, fault, message) => {
    open = await cartOf107Delivered();
    await click(open.user, 'Encomendar');
    await heading('Morada de entrega');
    sandbox.setFault('getDeliveryRates', fault, { times: 1 });
    await typeAddress(open, 'Rua de Cedofeita 210', '4050-262', 'Porto');
    const alert = await screen.findByRole('alert');
    expect(plain(alert.textContent)).toContain(message);
    expect(value('Rua e número')).toBe('Rua de Cedofeita 210');
    await open.user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await heading('Inicie sessão para concluir a encomenda');
  });

  it('the countries not read: said with a retry, which reads them', async () => {
    sandbox.setFault('getDeliveryCountries', { kind: 'status', status: 503 }, { times: 1 });
    open = await cartOf107Delivered();
    await click(open.user, 'Encomendar');
    const alert = await screen.findByRole('alert');
    await open.user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('option', { name: 'Portugal' })).toBeInTheDocument();
  });
});
