// A campaign's currency (SPEC 3 campaignView.currency, SPEC 9 "currency is euro"), on the
// rendered widget against the sandbox: its amounts are written in it, and a voucher or an order
// is sold only in the euro; a campaign in another currency says so and offers no sale. The
// sandbox's campaign 101 (a paid offer) and 107 (takeaway) are answered in another currency.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { sandbox } from '../../api/sandbox/control';
import { FIXED_NOW } from '../../api/sandbox/clock';
import { openWidget, plain, type OpenWidget } from './support/widget';

let open: OpenWidget | null = null;
beforeEach(() => {
  sandbox.clock.setNow(FIXED_NOW, { frozen: true });
});
afterEach(() => {
  open?.close();
  open = null;
  vi.restoreAllMocks();
});

/** The sandbox answers its campaigns in `currency`, without the display text of the price. */
function answerIn(currency: string) {
  const campaignInfo = sandbox.store.campaignInfo.bind(sandbox.store);
  vi.spyOn(sandbox.store, 'campaignInfo').mockImplementation((campaign) => {
    const info = campaignInfo(campaign);
    const { offerPriceD: _text, ...view } = info.campaignView;
    return { ...info, campaignView: { ...view, currency } };
  });
}

const title = (name: string) => screen.findByRole('heading', { level: 1, name });
const pageText = () => plain(document.body.textContent);

describe("a campaign's currency", () => {
  it('writes the amounts in it, and sells no voucher in a currency other than the euro', async () => {
    answerIn('USD');
    open = await openWidget('campaignId=101');
    expect(await title('Jantar de degustação para dois')).toBeVisible();
    expect(pageText()).toContain('39,90 US$');
    expect(pageText()).toContain('59,90 US$');
    expect(pageText()).not.toContain('€');
    expect(screen.queryByRole('button', { name: 'Comprar voucher' })).toBeNull();
    expect(screen.getByText(/não pode ser comprada aqui: o seu preço está em USD/)).toBeVisible();
  });

  it('orders nothing in another currency either (type 7)', async () => {
    answerIn('GBP');
    open = await openWidget('campaignId=107');
    await screen.findByText(/o seu preço está em GBP/);
    expect(screen.queryByRole('button', { name: 'Encomendar' })).toBeNull();
  });

  it('leaves out amounts in a currency it cannot write, and says it is not sold here', async () => {
    answerIn('XQZ');
    open = await openWidget('campaignId=101&language=en_EN');
    expect(await title('Jantar de degustação para dois')).toBeVisible();
    // The English words arrive with their catalogue, which may come after the campaign.
    expect(await screen.findByText(/cannot be bought here: its price is in XQZ/)).toBeVisible();
    expect(pageText()).not.toMatch(/39[,.]90/);
    expect(screen.queryByRole('button', { name: 'Buy voucher' })).toBeNull();
  });

  it('sells in the euro as before', async () => {
    answerIn(' eur ');
    open = await openWidget('campaignId=101');
    await title('Jantar de degustação para dois');
    expect(pageText()).toContain('39,90 €');
    expect(screen.getByRole('button', { name: 'Comprar voucher' })).toBeVisible();
    expect(screen.queryByText(/não pode ser comprada aqui/)).toBeNull();
  });
});
