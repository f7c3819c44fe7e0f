// The in-page sandbox keeps its store across reloads of the tab (api/sandbox/persist.ts): what
// was ordered and paid, and the answers given per idempotency key, come back after a "reload"
// (a fresh store, as a new page would start with), so the reloaded widget asks a middleware that
// remembers. Driven through the real handlers (msw/node), judged by the sandbox's own answers.
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient, configureApi, unwrap } from '../../api/client';
import { getStore, replaceStore, reset, sandbox } from '../../api/sandbox/control';
import {
  createStoreKeeper,
  deserializeStore,
  SANDBOX_STORE_KEY,
  serializeStore,
} from '../../api/sandbox/persist';
import { createStore } from '../../api/sandbox/store';

/** The tab's sessionStorage, as far as the keeper uses it. */
class TabStorage implements Storage {
  readonly items = new Map<string, string>();
  refuse = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.refuse) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const KEY = 'voucher-seed.0123456789a';

/** Ana's voucher of campaign 101, paid by MB WAY to 912000001 (paid 10 s after the request). */
const buyVoucher = () =>
  unwrap(
    apiClient.POST('/client/gift/hipay/{userId}/', {
      params: {
        path: { userId: 1001 },
        query: { token: 'tok-ana' },
        header: { 'Idempotency-Key': KEY },
      },
      body: {
        campaignId: 101,
        numberOfPeople: 2,
        paymentMethod: 'hipay_mbway',
        mbwayPrefix: '+351',
        mbwayPhoneNumber: '912000001',
      },
    }),
  );

const mbwayStatus = (paymentId: string) =>
  unwrap(
    apiClient.GET('/payment/mbway-payment-status/{paymentId}/', {
      params: { path: { paymentId }, query: { token: 'tok-ana' } },
    }),
  );

/** Lets the answers in flight settle (the keeper notes each idempotent answer once known). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => configureApi({ host: undefined, context: { token: 'tok-ana' } }));

describe('the in-page sandbox across a reload', () => {
  it('keeps the order and the payment under way: its status goes on, nothing is made twice', async () => {
    const tab = new TabStorage();
    const before = createStoreKeeper(tab, getStore);
    const bought = await buyVoucher();
    before.save();
    await settle();

    // The reload: the page starts with a fresh store, then finds the tab's.
    reset();
    sandbox.clock.setNow('2026-03-03T09:00', { frozen: true });
    expect(getStore().payments.size).toBe(0);
    const after = createStoreKeeper(tab, getStore);
    const restored = after.restore();
    expect(restored).not.toBeNull();
    replaceStore(restored!);

    expect([...getStore().payments.values()]).toEqual([
      expect.objectContaining({ id: bought.payment.id, orderCode: bought.orderCode }),
    ]);
    expect(await mbwayStatus(bought.payment.id)).toMatchObject({ status: 'pending' });
    sandbox.clock.advance(10_000);
    expect(await mbwayStatus(bought.payment.id)).toMatchObject({ status: 'paid' });
    // The same request again (its key) answers the first one: still one payment.
    const again = await buyVoucher();
    expect(again.orderCode).toBe(bought.orderCode);
    expect(getStore().payments.size).toBe(1);
  });

  it('goes on numbering from where it was: a new order and payment have new codes', async () => {
    const tab = new TabStorage();
    const first = await buyVoucher();
    createStoreKeeper(tab, getStore).save();
    reset();
    replaceStore(createStoreKeeper(tab, getStore).restore()!);
    const store = getStore();
    const order = store.createPaymentOrder('VOU', 10, null);
    const payment = store.startPayment(order.orderCode, 'hipay_mb', undefined);
    expect(order.orderCode).not.toBe(first.orderCode);
    expect(payment.id).not.toBe(first.payment.id);
  });

  it('drops what is not a store of this shape, and carries on when storage refuses', () => {
    const tab = new TabStorage();
    tab.setItem(SANDBOX_STORE_KEY, '{"version":1,"fields":{"orders":[]},"answered":[]}');
    expect(createStoreKeeper(tab, getStore).restore()).toBeNull();
    expect(tab.getItem(SANDBOX_STORE_KEY)).toBeNull();
    tab.setItem(SANDBOX_STORE_KEY, 'not json');
    expect(createStoreKeeper(tab, getStore).restore()).toBeNull();

    tab.refuse = true;
    expect(() => createStoreKeeper(tab, getStore).save()).not.toThrow();
  });

  it('reads back every field as it was written (maps stay maps)', () => {
    const store = createStore();
    store.createPaymentOrder('VOU', 12.5, null);
    const text = serializeStore(store, new Map());
    const restored = deserializeStore(text)!.store;
    expect(restored.orders).toBeInstanceOf(Map);
    expect([...restored.orders.entries()]).toEqual([...store.orders.entries()]);
    expect(restored.users.get(1001)).toEqual(store.users.get(1001));
    expect(serializeStore(restored, new Map())).toBe(text);
  });
});
