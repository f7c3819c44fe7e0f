// SPEC 7's listed parameters, sent as it lists them, on the rendered widget against the sandbox:
// `startPeriod` on the available-slots calls (a campaign's and a service's), `channel` on the
// order (the client platform of the context) and the payment timing that follows from the method
// (SPEC 4); and `common/category/{language}`, asked for the campaign's category name. Checked in
// what the sandbox received, what its store holds and what the screen says.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sandbox } from '../../api/sandbox/control';
import { FIXED_NOW } from '../../api/sandbox/clock';
import { server } from '../../api/sandbox/node';
import { click, heading, openWidget, signInAsAna, type OpenWidget } from './support/widget';

const NOON = FIXED_NOW.replace('09:00', '12:00');
let open: OpenWidget | null = null;
let asked: URL[] = [];
const onRequest = ({ request }: { request: Request }) => {
  asked.push(new URL(request.url));
};
beforeEach(() => {
  sandbox.clock.setNow(NOON, { frozen: true });
  asked = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  open?.close();
  open = null;
});

const slotCalls = () => asked.filter((url) => url.pathname.endsWith('/available-slots'));

describe('startPeriod (SPEC 7: ISO, default now)', () => {
  it("a campaign's slots are asked from the widget's now, for 30 days", async () => {
    open = await openWidget('campaignId=108');
    await click(open.user, 'Reservar');
    await screen.findByRole('grid');
    expect(slotCalls().length).toBeGreaterThan(0);
    for (const call of slotCalls()) {
      expect(call.searchParams.get('startPeriod')).toBe('2026-03-03T12:00:00.000Z');
      expect(call.searchParams.get('untilMinutes')).toBe('43200');
    }
  });

  it("a service's slots too", async () => {
    open = await openWidget('shopId=12');
    await click(open.user, /^Reservar Corte de cabelo/);
    await screen.findByRole('grid');
    const calls = slotCalls().filter((url) => url.pathname.includes('/shopmerchantservices/'));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.searchParams.get('startPeriod')).toBe('2026-03-03T12:00:00.000Z');
    }
  });
});

describe("the campaign's category (SPEC 7 common/category/{language})", () => {
  it('is named as the marketplace lists it, in the language of the visit', async () => {
    open = await openWidget('campaignId=101&language=en_EN');
    expect(await screen.findByText('Restaurants')).toBeVisible();
    expect(asked.some((url) => url.pathname.endsWith('/common/category/en_EN'))).toBe(true);
    open.close();
    open = await openWidget('campaignId=101');
    expect(await screen.findByText('Restaurantes')).toBeVisible();
  });

  it('is left out when the list does not come: the campaign is shown all the same', async () => {
    sandbox.setFault('getCategories', { kind: 'status', status: 503 });
    open = await openWidget('campaignId=101');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }),
    ).toBeVisible();
    expect(screen.queryByText('Restaurantes')).toBeNull();
    expect(screen.getByRole('button', { name: 'Comprar voucher' })).toBeVisible();
  });
});

describe('an order paid in store from an embedded app', () => {
  it('goes with the channel of the context and the timing of its method (pay_in_store)', async () => {
    open = await openWidget('campaignId=107&clientPlatform=APP');
    const { user } = open;
    await click(user, 'Encomendar');
    await user.click(
      await screen.findByRole('radio', { name: 'Para levar (recolha no estabelecimento)' }),
    );
    await click(user, 'Continuar');
    await click(user, 'Ver carrinho');
    await click(user, 'Encomendar');
    await signInAsAna(user);
    await heading('Os seus contactos');
    await click(user, 'Continuar');
    await heading('Rever a encomenda');
    await click(user, 'Encomendar');
    await user.click(await screen.findByRole('radio', { name: 'Pagar no estabelecimento' }));
    await click(user, 'Confirmar encomenda');
    await heading('Encomenda enviada');
    const [record] = [...sandbox.store.orders.values()];
    expect(record?.channel).toBe('APP');
    expect(record?.order).toMatchObject({ paymentTiming: 'pay_in_store' });
    const purchase = asked.find((url) => url.pathname.endsWith('/v1/web/orders/purchase'));
    expect(purchase?.searchParams.has('channel')).toBe(false);
  });
});
