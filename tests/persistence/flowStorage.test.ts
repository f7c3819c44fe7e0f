import { describe, expect, it } from 'vitest';
import { FLOW_STORAGE_KEY, FLOW_STORAGE_VERSION, createFlowStorage } from '../../api/flowStorage';
import { initialFlowState } from '../../domain/flowState';

function memoryStorage(seed: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(seed));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const chosen = () => {
  const state = initialFlowState();
  state.campaignId = 101;
  state.contact.name = 'Ana Silva';
  state.book.numberOfPeople = 2;
  state.book.date = '2026-12-05';
  return state;
};

describe('flow storage', () => {
  it('restores what it saved, under the widget key with version 1', async () => {
    const storage = memoryStorage();
    createFlowStorage(() => storage).save(chosen());
    const raw = JSON.parse(storage.getItem(FLOW_STORAGE_KEY) ?? 'null');
    expect(raw.version).toBe(FLOW_STORAGE_VERSION);
    expect(await createFlowStorage(() => storage).load()).toEqual(chosen());
  });

  it('discards corrupt JSON', async () => {
    const storage = memoryStorage({ [FLOW_STORAGE_KEY]: '{"version":1,"state":' });
    expect(await createFlowStorage(() => storage).load()).toBeNull();
    expect(storage.getItem(FLOW_STORAGE_KEY)).toBeNull();
  });

  it('discards another version', async () => {
    const storage = memoryStorage({
      [FLOW_STORAGE_KEY]: JSON.stringify({ version: 0, state: chosen() }),
    });
    expect(await createFlowStorage(() => storage).load()).toBeNull();
  });

  it('discards a state of the wrong shape', async () => {
    const wrong = { ...chosen(), transportType: 'teleport' };
    const storage = memoryStorage({
      [FLOW_STORAGE_KEY]: JSON.stringify({ version: 1, state: wrong }),
    });
    expect(await createFlowStorage(() => storage).load()).toBeNull();
    const notAnObject = memoryStorage({ [FLOW_STORAGE_KEY]: 'null' });
    expect(await createFlowStorage(() => notAnObject).load()).toBeNull();
  });

  it('keeps a payment under way; a version 1 state from before it existed still reads', async () => {
    const paying = {
      ...chosen(),
      paymentInProgress: {
        inProgress: {
          orderCode: 'VOU-5001',
          method: 'hipay_mbway' as const,
          payment: { id: 'pay-1', deadline: '2026-03-03T09:05:00.000Z' },
          startedAtMs: 1_772_528_400_000,
        },
        payer: { kind: 'user' as const, userId: 1001 },
        phone: { prefix: '+351', phone: '912000001' },
        title: 'Jantar de degustação para dois',
        campaignId: 101,
        amount: 79.8,
      },
    };
    const storage = memoryStorage();
    createFlowStorage(() => storage).save(paying);
    expect(await createFlowStorage(() => storage).load()).toEqual(paying);
    // Written before payments were kept: no such field at all.
    const older = memoryStorage({
      [FLOW_STORAGE_KEY]: JSON.stringify({ version: 1, state: chosen() }),
    });
    expect(await createFlowStorage(() => older).load()).toEqual(chosen());
    // A token never comes back from storage, even if something had put one there.
    const withToken = {
      ...paying.paymentInProgress,
      payer: { ...paying.paymentInProgress.payer, token: 'tok-ana' },
    };
    const tampered = memoryStorage({
      [FLOW_STORAGE_KEY]: JSON.stringify({
        version: 1,
        state: { ...chosen(), paymentInProgress: withToken },
      }),
    });
    expect(JSON.stringify(await createFlowStorage(() => tampered).load())).not.toContain('tok-ana');
  });

  it('keeps a voucher purchase under way (its step, kind, recipient and the SPEC 3 Voucher step); one of the wrong shape is discarded', async () => {
    const buying = {
      ...chosen(),
      voucher: {
        numberOfPeople: 3,
        needVatInvoice: true,
        name: 'Ana Silva Lda',
        vatId: '123456789',
        prizeId: 301,
      },
      voucherInProgress: {
        step: 'details' as const,
        campaignId: 101,
        kind: 'gift' as const,
        giftName: 'Rui Ferreira',
      },
    };
    const storage = memoryStorage();
    createFlowStorage(() => storage).save(buying);
    expect(await createFlowStorage(() => storage).load()).toEqual(buying);
    const tampered = memoryStorage({
      [FLOW_STORAGE_KEY]: JSON.stringify({
        version: 1,
        state: { ...buying, voucherInProgress: { ...buying.voucherInProgress, count: 'three' } },
      }),
    });
    // Unknown keys are stripped; a wrong step or campaign is not read at all.
    expect((await createFlowStorage(() => tampered).load())?.voucherInProgress).toEqual(
      buying.voucherInProgress,
    );
    const wrongStep = memoryStorage({
      [FLOW_STORAGE_KEY]: JSON.stringify({
        version: 1,
        state: { ...buying, voucherInProgress: { ...buying.voucherInProgress, step: 'paid' } },
      }),
    });
    expect(await createFlowStorage(() => wrongStep).load()).toBeNull();
    expect(wrongStep.getItem(FLOW_STORAGE_KEY)).toBeNull();
  });

  it('falls back to memory when storage throws on access', async () => {
    const flow = createFlowStorage(() => {
      throw new DOMException('Blocked in a third-party frame', 'SecurityError');
    });
    expect(await flow.load()).toBeNull();
    flow.save(chosen());
    expect(await flow.load()).toEqual(chosen());
    flow.clear();
    expect(await flow.load()).toBeNull();
  });

  it('falls back to memory when writing throws', async () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const flow = createFlowStorage(() => storage);
    flow.save(chosen());
    expect(await flow.load()).toEqual(chosen());
  });
});
