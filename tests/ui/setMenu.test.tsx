// "Menu francesinha para dois" can be ordered (issue: an item of the MENU section showed no price
// and no "Adicionar"). Campaign 107 (shop 14) for takeaway: the set menu shows its price, its
// courses as included, and its own "Adicionar"; added, it is one line of the sandbox's cart at
// its price, and the cart's line counts it. Its courses are never added alone. In pt, es and en;
// with the keyboard only. It is 12:00 in Lisbon, the sandbox's clock frozen.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getSessionId } from '../../api/client';
import { FIXED_NOW } from '../../api/sandbox/clock';
import { sandbox } from '../../api/sandbox/control';
import { click, euro, heading, openWidget, plain, type OpenWidget } from '../qa/support/widget';

const NOON = FIXED_NOW.replace('09:00', '12:00');
const SET_MENU = 'Menu francesinha para dois';

let open: OpenWidget | null = null;
beforeEach(() => sandbox.clock.setNow(NOON, { frozen: true }));
afterEach(() => {
  open?.close();
  open = null;
});

const cartLines = () =>
  sandbox.store
    .getCart(getSessionId(), 14)
    .items.map((item) => [item.productId, item.name, item.quantity, item.total]);

/** 107's menu, collected at the shop as soon as possible. */
async function menuOf107(language = 'pt_PT', words = PT): Promise<OpenWidget> {
  const widget = await openWidget(`campaignId=107&language=${language}`);
  await click(widget.user, words.order);
  await widget.user.click(await screen.findByRole('radio', { name: words.takeaway }));
  await click(widget.user, words.next);
  await heading(words.menu);
  return widget;
}

const PT = {
  order: 'Encomendar',
  takeaway: 'Para levar (recolha no estabelecimento)',
  next: 'Continuar',
  menu: 'Menu',
  price: 'Preço do menu',
  included: 'Incluído',
  add: `Adicionar ${SET_MENU} ao carrinho`,
};

describe('a set menu (MENU section) of 107 is ordered whole', () => {
  it('shows its price and its courses included, and adds it to the cart at 26,90 €', async () => {
    open = await menuOf107();
    const { user } = open;
    const section = screen.getByRole('region', { name: SET_MENU });
    expect(within(section).getByRole('heading', { level: 3, name: SET_MENU })).toBeVisible();
    const priceLine = within(section).getByText(PT.price).parentElement!;
    expect(plain(priceLine.querySelector('.order__item-price')?.textContent)).toBe(
      `${euro(34.8)} ${euro(26.9)}`,
    );
    // The courses are listed as included, with no button of their own.
    for (const course of ['2 francesinhas clássicas', '2 batatas fritas', '2 bebidas']) {
      const line = within(section).getByText(course).closest('li')!;
      expect(within(line).getByText(PT.included)).toBeVisible();
      expect(within(line).queryByRole('button')).toBeNull();
    }
    const before = cartLines();
    expect(before.some(([productId]) => productId === 230)).toBe(false);

    // With the keyboard: the button is reached and pressed.
    const add = within(section).getByRole('button', { name: PT.add });
    add.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cartLines()).toEqual([...before, [230, SET_MENU, 1, 26.9]]));
    expect(await screen.findByText(/4 artigos no carrinho/)).toBeVisible();
    expect(sandbox.store.orders.size).toBe(0);

    await click(user, 'Ver carrinho');
    await heading('Carrinho');
    expect(screen.getByText(`1 × ${SET_MENU}`)).toBeVisible();
  });

  it.each([
    ['en_EN', 'Order', 'Takeaway (collect at the shop)', 'Continue', 'Menu', 'Menu price', 'Add'],
    [
      'es_ES',
      'Pedir',
      'Para llevar (recogida en el establecimiento)',
      'Continuar',
      'Menú',
      'Precio del menú',
      'Añadir',
    ],
  ])(
    'in %s: its price and its own "add"',
    async (language, order, takeaway, next, menu, price, add) => {
      open = await menuOf107(language, { ...PT, order, takeaway, next, menu });
      const section = screen.getByRole('region', { name: SET_MENU });
      expect(within(section).getByText(price)).toBeVisible();
      const buttons = within(section).getAllByRole('button');
      expect(buttons).toHaveLength(1);
      expect(buttons[0]!.getAttribute('aria-label')).toMatch(new RegExp(`^${add} ${SET_MENU}`));
    },
  );
});
