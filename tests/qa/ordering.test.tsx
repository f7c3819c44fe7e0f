// QA model of ordering campaign 107 (Francesinha & Companhia, type 7: takeaway or delivery),
// written from the spec: SPEC 2 (transport choice; digital menu with unavailable items; cart
// review with coupon entry), SPEC 3 (priceListView PRODUCTS and MENU; the cart's subtotal,
// discount, delivery cost and total), SPEC 4 (adding appends, removing by item id, a coupon
// replaces the cart), SPEC 5 ("A transport option must be chosen", invalid coupon, empty cart),
// SPEC 9 (the lead time: 1800 s is 30 min, its 35 min of preparation the larger). Driven on the
// rendered widget against the sandbox; each state checks the screen and the cart the sandbox's
// store holds for the visit. It is 12:00 in Lisbon.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createMachine } from 'xstate';
import { DateTime } from 'luxon';
import { getSessionId } from '../../api/client';
import { sandbox } from '../../api/sandbox/control';
import { FIXED_NOW } from '../../api/sandbox/clock';
import { describeQaModel } from './support/model';
import {
  click,
  euro,
  fill,
  heading,
  openWidget,
  plain,
  ZONE,
  type OpenWidget,
} from './support/widget';

const orderModel = createMachine({
  id: 'orderingQa',
  initial: 'overview',
  states: {
    overview: {
      description: 'campaign 107 offers an order (type 7), nothing else',
      on: { ORDER: 'choosingTransport' },
    },
    choosingTransport: {
      description:
        'the transport: takeaway and delivery (both offered, none chosen), as soon as possible or scheduled',
      on: {
        CONTINUE: 'transportRefused',
        TAKEAWAY_ASAP: 'menu',
        DELIVERY_SCHEDULED: 'menuDelivery',
      },
    },
    transportRefused: {
      description: 'going on with no transport: "A transport option must be chosen" (SPEC 5)',
      on: { TAKEAWAY_ASAP: 'menu' },
    },
    menu: {
      description:
        'the digital menu: PRODUCTS and MENU sections with prices, unavailable items shown and not addable; the cart summed up as the sandbox holds it',
      on: { ADD_BEER: 'itemAdded', VIEW_CART: 'cart' },
    },
    menuDelivery: {
      description:
        'delivery at a scheduled time no sooner than 35 minutes from now (SPEC 9), today at 12:45 the first',
      on: { VIEW_CART: 'cartDelivery' },
    },
    itemAdded: {
      description: 'adding appends the item to the cart the sandbox holds (SPEC 4)',
      on: { VIEW_CART: 'cart' },
    },
    cart: {
      description:
        'the cart: its items and totals as the sandbox holds them, collected at the shop (no delivery cost)',
      on: {
        APPLY_XPTO: 'couponRefused',
        APPLY_BEMVINDO10: 'couponApplied',
        ORDER: 'signingIn',
        REMOVE_ALL: 'empty',
      },
    },
    cartDelivery: {
      description: "the cart delivered: the shop's delivery cost (2,50 €) in the total",
    },
    couponRefused: {
      description: 'XPTO: "invalid coupon" beside the field, the cart unchanged, the code kept',
      on: { APPLY_BEMVINDO10: 'couponApplied' },
    },
    couponApplied: {
      description: 'BEMVINDO10: a new cart (a new id), 10 % off, the totals the sandbox prices',
      on: { REMOVE_ALL: 'empty', ORDER: 'signingIn' },
    },
    signingIn: {
      description:
        'ordering, not signed in and no guests allowed here: sign in first (SPEC 6); nothing ordered yet, the cart kept; back to it',
      on: { BACK: 'cart' },
    },
    empty: {
      description: 'every item removed by its id: "Cart empty", nothing to order (SPEC 5, 8)',
    },
  },
});

const NOON = FIXED_NOW.replace('09:00', '12:00');

let open: OpenWidget | null = null;
beforeEach(() => sandbox.clock.setNow(NOON, { frozen: true }));
afterEach(() => {
  open?.close();
  open = null;
});

/** The cart the sandbox holds for this visit at shop 14. */
const held = () => sandbox.store.getCart(getSessionId(), 14);
const lineTexts = (cart: ReturnType<typeof held>) =>
  cart.items.map((item) => `${item.quantity} × ${item.name}`);

/** The cart as shown: its lines and its totals. */
function cartShown() {
  const list = screen.getByRole('list', { name: 'Artigos no carrinho' });
  const lines = within(list)
    .getAllByRole('listitem')
    .map((item) => plain(item.querySelector('.order__item-name')?.textContent));
  const totals = screen.getAllByRole('definition').map((value) => plain(value.textContent));
  return { lines, totals };
}

const totalsOf = (cart: ReturnType<typeof held>, delivery = 0) => [
  euro(cart.subtotal),
  cart.discount > 0 ? `−${euro(cart.discount)}` : euro(0),
  euro(delivery),
  euro(Math.round((cart.subtotal - cart.discount + delivery) * 100) / 100),
];

describeQaModel('QA model, ordering campaign 107', orderModel, async (path) => {
  open = await openWidget('campaignId=107');
  const { user } = open;
  let cartIdBefore = 0;

  const menuShown = async (delivery = 0) => {
    await heading('Menu');
    const menu = screen.getByRole('region', { name: 'Francesinhas' });
    expect(plain(menu.textContent)).toContain(`Francesinha clássica${euro(13.5)} ${euro(11.9)}`);
    const soldOut = within(menu).getByText('Francesinha de marisco').closest('li')!;
    expect(within(soldOut).getByText('Indisponível')).toBeVisible();
    expect(within(soldOut).queryByRole('button')).toBeNull();
    const setMenu = screen.getByRole('region', { name: 'Menu francesinha para dois' });
    expect(within(setMenu).getAllByText('Incluído')).toHaveLength(3);
    const cart = held();
    const count = cart.itemsTotal;
    // The items' price; a delivery's cost told beside it, not added in.
    const items = `${count} artigos no carrinho: ${euro(cart.total)}`;
    const line = delivery > 0 ? `${items}, mais ${euro(delivery)} de entrega` : items;
    expect(await screen.findByText(line)).toBeVisible();
  };

  const cartMatchesStore = async (delivery = 0) => {
    await heading('Carrinho');
    const cart = held();
    expect(cartShown()).toEqual({ lines: lineTexts(cart), totals: totalsOf(cart, delivery) });
  };

  await path.test({
    events: {
      ORDER: () => click(user, 'Encomendar'),
      CONTINUE: () => click(user, 'Continuar'),
      TAKEAWAY_ASAP: async () => {
        await user.click(
          screen.getByRole('radio', { name: 'Para levar (recolha no estabelecimento)' }),
        );
        await click(user, 'Continuar');
      },
      DELIVERY_SCHEDULED: async () => {
        await user.click(screen.getByRole('radio', { name: 'Entrega em casa' }));
        await user.click(screen.getByRole('radio', { name: 'Agendar' }));
        const time = screen.getByLabelText('Hora') as HTMLSelectElement;
        await user.selectOptions(time, time.options[1]!.value);
        await click(user, 'Continuar');
      },
      ADD_BEER: async () => {
        await click(user, 'Adicionar Super Bock (33 cl) ao carrinho');
        expect(await screen.findByText(`4 artigos no carrinho: ${euro(29.3)}`)).toBeVisible();
      },
      VIEW_CART: () => click(user, 'Ver carrinho'),
      APPLY_XPTO: async () => {
        cartIdBefore = held().id;
        await fill(user, 'Código de cupão', 'XPTO');
        await click(user, 'Aplicar cupão');
      },
      APPLY_BEMVINDO10: async () => {
        cartIdBefore = held().id;
        await fill(user, 'Código de cupão', 'BEMVINDO10');
        await click(user, 'Aplicar cupão');
        await screen.findByText('Cupão BEMVINDO10 aplicado.');
      },
      REMOVE_ALL: async () => {
        for (const item of held().items) {
          await click(user, `Remover ${item.name} do carrinho`);
          await expectGone(`Remover ${item.name} do carrinho`);
        }
      },
      BACK: () => click(user, 'Voltar ao carrinho'),
    },
    states: {
      overview: async () => {
        expect(
          await screen.findByRole('heading', {
            level: 1,
            name: 'Francesinha para levar ou entregar em casa',
          }),
        ).toBeVisible();
        expect(screen.getByRole('button', { name: 'Encomendar' })).toBeVisible();
        expect(screen.queryByRole('button', { name: 'Reservar' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Comprar voucher' })).toBeNull();
      },
      choosingTransport: async () => {
        await heading('Como quer receber a encomenda?');
        const takeaway = screen.getByRole('radio', {
          name: 'Para levar (recolha no estabelecimento)',
        });
        const delivery = screen.getByRole('radio', { name: 'Entrega em casa' });
        expect(takeaway).not.toBeChecked();
        expect(delivery).not.toBeChecked();
        expect(screen.getByRole('radio', { name: 'O mais depressa possível' })).toBeChecked();
      },
      transportRefused: async () => {
        expect(
          await screen.findByText('Escolha uma opção de transporte: para levar ou entrega.'),
        ).toBeVisible();
        expect(
          screen.getByRole('heading', { name: 'Como quer receber a encomenda?' }),
        ).toBeVisible();
      },
      menu: async () => {
        await menuShown();
        expect(screen.getByText('Para levar, o mais depressa possível.')).toBeVisible();
        expect(lineTexts(held())).toEqual(['2 × Francesinha clássica', '1 × Batata frita caseira']);
      },
      menuDelivery: async () => {
        // The cart's total with the shop's delivery cost.
        await menuShown(2.5);
        const soonest = DateTime.fromISO(NOON, { zone: ZONE }).plus({ minutes: 35 });
        expect(soonest.toFormat('HH:mm')).toBe('12:35');
        expect(screen.getByText('Entrega em casa, hoje às 12:45.')).toBeVisible();
      },
      itemAdded: async () => {
        await menuShown();
        expect(lineTexts(held())).toEqual([
          '2 × Francesinha clássica',
          '1 × Batata frita caseira',
          '1 × Super Bock (33 cl)',
        ]);
      },
      cart: () => cartMatchesStore(),
      cartDelivery: () => cartMatchesStore(2.5),
      couponRefused: async () => {
        expect(await screen.findByText('O código do cupão não é válido.')).toBeVisible();
        expect(screen.getByLabelText('Código de cupão')).toHaveValue('XPTO');
        expect(held().id).toBe(cartIdBefore);
        expect(held().couponCode).toBeUndefined();
        await cartMatchesStore();
      },
      couponApplied: async () => {
        const cart = held();
        expect(cart.id).not.toBe(cartIdBefore);
        expect(cart.couponCode).toBe('BEMVINDO10');
        expect(cart.discount).toBe(Math.round(cart.subtotal * 10) / 100);
        await cartMatchesStore();
      },
      signingIn: async () => {
        await heading('Inicie sessão para concluir a encomenda');
        expect(screen.queryByRole('button', { name: /convidado/i })).toBeNull();
        expect(held().items.length).toBeGreaterThan(0);
        expect(sandbox.store.orders.size).toBe(0);
      },
      empty: async () => {
        expect(await screen.findByText('O seu carrinho está vazio.')).toBeVisible();
        expect(held().items).toEqual([]);
        expect(screen.queryByRole('button', { name: 'Encomendar' })).toBeNull();
      },
    },
  });
});

async function expectGone(name: string) {
  await waitFor(() => expect(screen.queryByRole('button', { name })).toBeNull());
}

describe('service 1102 of the list (shop 11, type 7): ordered, at least 30 minutes ahead', () => {
  it("offers takeaway and delivery; scheduled from 12:30 (30 min: 1200 s and its 25 min of preparation are less); back to the list from the first step; the shop's menu and cart; the transport changed and kept; back from the menu to the transport, then to the list", async () => {
    open = await openWidget('shopId=11');
    const { user } = open;
    await click(user, 'Encomendar Petiscos para levar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Petiscos para levar' }),
    ).toBeVisible();
    await heading('Como quer receber a encomenda?');
    // Back from the first step: the list again.
    await click(user, 'Voltar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Taberna do Chiado' }),
    ).toBeVisible();
    await click(user, 'Encomendar Petiscos para levar');
    await heading('Como quer receber a encomenda?');
    await user.click(screen.getByRole('radio', { name: 'Entrega em casa' }));
    await user.click(screen.getByRole('radio', { name: 'Agendar' }));
    const time = screen.getByLabelText('Hora') as HTMLSelectElement;
    expect(plain(time.options[1]!.textContent)).toBe('hoje às 12:30');
    await user.selectOptions(time, time.options[1]!.value);
    await click(user, 'Continuar');

    await heading('Menu');
    expect(screen.getByText('Entrega em casa, hoje às 12:30.')).toBeVisible();
    const petiscos = screen.getByRole('region', { name: 'Petiscos' });
    const ameijoas = within(petiscos).getByText('Amêijoas à Bulhão Pato').closest('li')!;
    expect(within(ameijoas).getByText('Indisponível')).toBeVisible();
    expect(within(ameijoas).queryByRole('button')).toBeNull();
    const cart = sandbox.store.getCart(getSessionId(), 11);
    expect(cart.items.map((item) => `${item.quantity} × ${item.name}`)).toEqual([
      '2 × Bitoque da casa',
      '1 × Pastel de nata',
    ]);

    await click(user, 'Alterar');
    await heading('Como quer receber a encomenda?');
    expect(screen.getByRole('radio', { name: 'Entrega em casa' })).toBeChecked();
    await click(user, 'Voltar');
    await heading('Menu');

    // The menu's own way back is the step before it, the transport as first chosen (kept), whose
    // way back leaves the order.
    await click(user, 'Voltar');
    await heading('Como quer receber a encomenda?');
    expect(screen.getByRole('radio', { name: 'Entrega em casa' })).toBeChecked();
    await click(user, 'Voltar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Taberna do Chiado' }),
    ).toBeVisible();
  });
});

describe('faults on the rendered order (SPEC 8): the message, nothing lost, a retry', () => {
  it.each([
    [
      'a 4xx with a message',
      { kind: 'status', status: 409, message: 'Conflito.' },
      'Ocorreu um erro, por favor tente novamente.',
    ],
    ['a 5xx', { kind: 'status', status: 503 }, 'Ocorreu um erro, por favor tente novamente.'],
    [
      'no answer',
      { kind: 'network' },
      'Não foi possível contactar o servidor. Verifique a sua ligação à internet e tente novamente.',
    ],
    [
      'an answer off the contract',
      { kind: 'malformed', shape: 'emptyObject' },
      'Recebemos uma resposta inesperada do servidor. Por favor tente novamente.',
    ],
  ] as const)(
    'adding fails with %s: said, the cart as it was, then added by "Tentar novamente"',
    async (_, fault, message) => {
      open = await openWidget('campaignId=107');
      const { user } = open;
      await click(user, 'Encomendar');
      await user.click(
        await screen.findByRole('radio', { name: 'Para levar (recolha no estabelecimento)' }),
      );
      await click(user, 'Continuar');
      expect(await screen.findByText(`3 artigos no carrinho: ${euro(27.3)}`)).toBeVisible();
      sandbox.setFault('addCartItem', fault, { times: 1 });
      await click(user, 'Adicionar Super Bock (33 cl) ao carrinho');
      const alert = await screen.findByRole('alert');
      expect(plain(alert.textContent)).toContain(message);
      expect(screen.getByText(`3 artigos no carrinho: ${euro(27.3)}`)).toBeVisible();
      await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
      expect(await screen.findByText(`4 artigos no carrinho: ${euro(29.3)}`)).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(sandbox.store.getCart(getSessionId(), 14).itemsTotal).toBe(4);
    },
  );

  it('reading the cart fails (no answer): said on the cart, and "Tentar novamente" reads it', async () => {
    sandbox.setFault('getShoppingCart', { kind: 'network' }, { times: 1 });
    open = await openWidget('shopId=14&defaultView=cart');
    const { user } = open;
    const alert = await screen.findByRole('alert');
    expect(plain(alert.textContent)).toContain('Não foi possível contactar o servidor.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Artigos no carrinho' })).toBeVisible();
  });
});
