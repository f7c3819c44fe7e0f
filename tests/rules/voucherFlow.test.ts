// A voucher purchase kept across a reload (SPEC 3 Flow state, Voucher step): what the widget
// writes as the visitor chooses, and what it reads back, checked, for the same campaign only.
import { describe, expect, it } from 'vitest';
import { initialFlowState, parseFlowState, type FlowState } from '../../domain/flowState';
import { EMPTY_START, type WidgetStart } from '../../machines/rules/context';
import { resumeFlow } from '../../machines/rules/resumeFlow';
import { keptVoucherOf, withoutEndedVoucherPurchase } from '../../machines/rules/voucherFlow';
import {
  checkedVoucherChoices,
  voucherKeptOf,
  voucherResumeOf,
  type VoucherFlow,
} from '../../machines/rules/voucherResume';

/** The flow state as the widget writes what the voucher chart tells (machines/widget). */
const flowWithVoucher = (flow: FlowState, voucher: VoucherFlow | null): FlowState => ({
  ...flow,
  ...voucherKeptOf(voucher),
});

/** What a campaign's voucher purchase reopens with: kept for it (widget), read back (chart). */
const resumeOf = (flow: FlowState, campaignId: number) => {
  const kept = keptVoucherOf(flow, campaignId);
  return kept ? voucherResumeOf(kept) : null;
};

const chosen: VoucherFlow = {
  step: 'details',
  campaignId: 101,
  kind: 'gift',
  giftName: 'Rui Ferreira',
  count: 3,
  invoice: { needVatInvoice: true, name: 'Ana Silva Lda', vatId: '123456789' },
  prizeId: 301,
};

const kept = (voucher: VoucherFlow = chosen): FlowState =>
  flowWithVoucher({ ...initialFlowState(), campaignId: 101 }, voucher);

/** The flow state as a reload reads it back from storage (parsed, checked). */
const readBack = (flow: unknown) => parseFlowState(JSON.parse(JSON.stringify(flow)));

const start = (values: Partial<WidgetStart>): WidgetStart => ({ ...EMPTY_START, ...values });

describe('voucher purchase kept in the flow state', () => {
  it('writes the SPEC 3 Voucher step (numberOfPeople, needVatInvoice, name, vatId, prizeId) and reads it all back for the same campaign', () => {
    const flow = readBack(kept());
    expect(flow?.voucher).toEqual({
      numberOfPeople: 3,
      needVatInvoice: true,
      name: 'Ana Silva Lda',
      vatId: '123456789',
      prizeId: 301,
    });
    const { campaignId: _, ...resume } = chosen;
    expect(resumeOf(flow!, 101)).toEqual(resume);
  });

  it('gives nothing back for another campaign, nor when none was kept, nor once it was left', () => {
    expect(resumeOf(kept(), 102)).toBeNull();
    expect(resumeOf(initialFlowState(), 101)).toBeNull();
    const left = flowWithVoucher(kept(), null);
    expect(resumeOf(left, 101)).toBeNull();
    expect(left.voucher).toEqual({ needVatInvoice: false, name: '', vatId: '' });
  });

  it('drops each value read back that does not fit: a count or a prize not a whole number above 0, a text too long to have been typed', () => {
    const flow = kept();
    const tampered: FlowState = {
      ...flow,
      voucher: {
        numberOfPeople: 2.5,
        needVatInvoice: true,
        name: 'x'.repeat(201),
        vatId: '1'.repeat(21),
        prizeId: -301,
      },
      voucherInProgress: { ...flow.voucherInProgress!, giftName: 'y'.repeat(201) },
    };
    expect(resumeOf(tampered, 101)).toEqual({
      step: 'details',
      kind: 'gift',
      giftName: '',
      count: null,
      invoice: { needVatInvoice: true, name: '', vatId: '' },
      prizeId: null,
    });
    expect(
      resumeOf({ ...flow, voucher: { ...flow.voucher, numberOfPeople: 0 } }, 101),
    ).toMatchObject({ count: null });
  });

  it('a kept purchase of the wrong shape is not read at all; a state from before it was kept still reads', () => {
    const flow = kept();
    const wrongStep = { ...flow, voucherInProgress: { ...flow.voucherInProgress, step: 'paying' } };
    const wrongCampaign = {
      ...flow,
      voucherInProgress: { ...flow.voucherInProgress, campaignId: '101' },
    };
    const wrongKind = { ...flow, voucherInProgress: { ...flow.voucherInProgress, kind: 'free' } };
    expect(readBack(wrongStep)).toBeNull();
    expect(readBack(wrongCampaign)).toBeNull();
    expect(readBack(wrongKind)).toBeNull();
    const { voucherInProgress: _, ...older } = flow;
    expect(readBack(older)).not.toBeNull();
    expect(resumeOf(readBack(older)!, 101)).toBeNull();
  });

  it("checks what was kept against the campaign opened now: the count within its bounds, the premium voucher only where it is the visitor's", () => {
    const resume = resumeOf(kept({ ...chosen, kind: 'premium', count: 9 }), 101)!;
    const campaign = { bounds: { min: 2, max: 8 }, defaultCount: 2, premiumAllowed: false };
    expect(checkedVoucherChoices(resume, campaign)).toMatchObject({ count: 2, kind: 'normal' });
    expect(
      checkedVoucherChoices(resume, {
        ...campaign,
        bounds: { min: 1, max: 10 },
        premiumAllowed: true,
      }),
    ).toMatchObject({ count: 9, kind: 'premium' });
    expect(checkedVoucherChoices({ ...resume, count: null }, campaign).count).toBe(2);
  });

  it('another campaign opened drops the purchase kept (resumeFlow); the same campaign, or an address naming none, keeps it', () => {
    const stored = kept();
    const other = resumeFlow(start({ campaignId: 102 }), stored, initialFlowState(), {
      reopened: false,
    }).flow;
    expect(resumeOf(other, 102)).toBeNull();
    expect(resumeOf(other, 101)).toBeNull();
    expect(other.voucher).toEqual({ needVatInvoice: false, name: '', vatId: '' });
    const same = resumeFlow(start({ campaignId: 101 }), stored, initialFlowState(), {
      reopened: true,
    }).flow;
    expect(resumeOf(same, 101)).toMatchObject({ count: 3, prizeId: 301 });
    const none = resumeFlow(start({}), stored, initialFlowState(), { reopened: true }).flow;
    expect(resumeOf(none, 101)).toMatchObject({ giftName: 'Rui Ferreira' });
  });

  it('once the voucher payment followed after a reload has ended, the purchase is not reopened', () => {
    const paying: FlowState = {
      ...kept(),
      paymentInProgress: {
        inProgress: {
          orderCode: 'VOU-5001',
          method: 'hipay_mbway',
          payment: { id: 'pay-1', deadline: '2026-03-03T09:05:00.000Z' },
          startedAtMs: 1_772_528_400_000,
        },
        purchase: 'voucher',
        payer: { kind: 'user', userId: 1001 },
        phone: { prefix: '+351', phone: '912000001' },
        title: 'Jantar de degustação para dois',
        campaignId: 101,
        amount: 114.7,
      },
    };
    const stillPaying = withoutEndedVoucherPurchase(paying, paying);
    expect(resumeOf(stillPaying, 101)).not.toBeNull();
    const ended = withoutEndedVoucherPurchase(paying, { ...paying, paymentInProgress: null });
    expect(resumeOf(ended, 101)).toBeNull();
    // A premium membership's payment ending leaves a voucher purchase alone.
    const premium: FlowState = {
      ...paying,
      paymentInProgress: { ...paying.paymentInProgress!, purchase: 'premium' },
    };
    const after = withoutEndedVoucherPurchase(premium, { ...premium, paymentInProgress: null });
    expect(resumeOf(after, 101)).not.toBeNull();
  });
});
