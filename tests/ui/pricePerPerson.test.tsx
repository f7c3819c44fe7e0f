// A booking's price is each person's, and the page says so (issue 26: 101 "Jantar de degustação
// para dois" at 39,90 € must be bought two at a time, 79,80 €, and the page never said "por
// pessoa"). Where the middleware's own text already says the unit (106: "25,00 € por pessoa") it
// is shown as it is; an order's price (107) has no unit. In pt, es and en; the sandbox's clock
// frozen.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FIXED_NOW } from '../../api/sandbox/clock';
import { sandbox } from '../../api/sandbox/control';
import { openWidget, plain, type OpenWidget } from '../qa/support/widget';

let open: OpenWidget | null = null;
beforeEach(() => sandbox.clock.setNow(FIXED_NOW, { frozen: true }));
afterEach(() => {
  open?.close();
  open = null;
});

const priceLine = async () => {
  const now = await screen.findByText(/^\d+,\d\d €$/, { selector: '.price__now' });
  return plain(now.closest('.price')?.textContent);
};

describe('the price of a campaign that counts people', () => {
  it.each([
    ['pt_PT', '39,90 € por pessoa ', 'Mínimo de 2 pessoas: 79,80 €'],
    ['es_ES', '39,90 € por persona ', 'Mínimo 2 personas: 79,80 €'],
    ['en_EN', '39,90 € per person ', 'At least 2 people: 79,80 €'],
  ])('101 in %s: each person’s, and the least two cost', async (language, price, minimum) => {
    open = await openWidget(`campaignId=101&language=${language}`);
    // Drawn in the visit's language once its catalog is in.
    expect(await screen.findByText(minimum)).toBeVisible();
    expect(await priceLine()).toMatch(new RegExp(`^${price}`));
  });

  it('106: the middleware’s text says the unit already; not said twice', async () => {
    open = await openWidget('campaignId=106');
    expect(await screen.findByText('25,00 € por pessoa')).toBeVisible();
    expect(screen.queryAllByText('por pessoa')).toHaveLength(0);
    expect(screen.getByText('Mínimo de 6 pessoas: 150,00 €')).toBeVisible();
  });

  it('an order’s price (107) has no unit and no minimum', async () => {
    open = await openWidget('campaignId=107');
    await screen.findByRole('button', { name: 'Encomendar' });
    expect(screen.queryAllByText('por pessoa')).toHaveLength(0);
    expect(screen.queryByText(/^Mínimo de/)).toBeNull();
  });
});
