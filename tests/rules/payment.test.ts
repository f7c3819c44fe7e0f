// The payment rules (machines/rules/payment.ts): SPEC 4 "Payment methods", "Payment timing" and
// "Mobile-wallet payment status", SPEC 8's payment messages, and the README's payment table (MB WAY
// asked every 2 s for a minute then every 5 s, a card every 5 s; an ATM reference in groups of
// three digits). Every clock is given explicitly.
import { describe, expect, it } from 'vitest';
import {
  atmReferenceOf,
  CARD_POLL_MS,
  countdownParts,
  DEFAULT_PAYMENT_METHOD,
  defaultPaymentMethod,
  groupedReference,
  isCountdownAnnouncement,
  mbwayPollInterval,
  deadlineMsOf,
  paymentErrorCodeOf,
  paymentKindOf,
  paymentOutcomeOf,
  paymentTimingOf,
  MBWAY_USUAL_WINDOW_MS,
  PREMIUM_PAYMENT_METHODS,
  UNREADABLE_ANSWERS_NAMED_AFTER,
  backedOffInterval,
  premiumPaymentMethods,
  startFoundOfOrder,
  startFoundOfVoucher,
  startLookupOf,
  startedVoucherIn,
  statedDeadlineMs,
  waitEndsAtMs,
} from '../../machines/rules/payment';
import type { components } from '../../api/schema';

type MyBooking = components['schemas']['MyBooking'];

describe('SPEC 4 payment methods: hipay_mbway is the default selection', () => {
  it('is hipay_mbway wherever it is offered, whatever its place in the list', () => {
    expect(DEFAULT_PAYMENT_METHOD).toBe('hipay_mbway');
    expect(defaultPaymentMethod(['hipay_cc', 'hipay_mb', 'hipay_mbway'])).toBe('hipay_mbway');
    expect(defaultPaymentMethod(['hipay_mbway'])).toBe('hipay_mbway');
  });

  it("where it is not offered, SIBS's MB WAY wherever it is in the list", () => {
    expect(defaultPaymentMethod(['IN_STORE_PAYMENT', 'SIBS_MBWAY', 'SIBS_CARD'])).toBe(
      'SIBS_MBWAY',
    );
    expect(defaultPaymentMethod(['SIBS_CARD', 'SIBS_MBWAY'])).toBe('SIBS_MBWAY');
  });

  it('with no MB WAY at all, the first method offered', () => {
    expect(defaultPaymentMethod(['VIVA_WALLET', 'hipay_cc'])).toBe('VIVA_WALLET');
    expect(defaultPaymentMethod(['IN_STORE_PAYMENT', 'SIBS_CARD'])).toBe('IN_STORE_PAYMENT');
  });

  it('none when no method is offered (SPEC 8 "No payment methods available")', () => {
    expect(defaultPaymentMethod([])).toBeNull();
  });
});

describe('SPEC 4: how each of the seven methods is paid', () => {
  it.each([
    ['hipay_mbway', 'mbway'],
    ['SIBS_MBWAY', 'mbway'],
    ['hipay_cc', 'card'],
    ['SIBS_CARD', 'card'],
    ['VIVA_WALLET', 'card'],
    ['hipay_mb', 'atmReference'],
    ['IN_STORE_PAYMENT', 'inStore'],
  ] as const)('%s is paid by %s', (method, kind) => {
    expect(paymentKindOf(method)).toBe(kind);
  });
});

describe('SPEC 4 payment timing: in store is pay_in_store, every other method pay_now', () => {
  it('IN_STORE_PAYMENT is paid in store', () => {
    expect(paymentTimingOf('IN_STORE_PAYMENT')).toBe('pay_in_store');
  });

  it.each([
    'hipay_mbway',
    'hipay_cc',
    'hipay_mb',
    'VIVA_WALLET',
    'SIBS_MBWAY',
    'SIBS_CARD',
  ] as const)('%s is paid now', (method) => {
    expect(paymentTimingOf(method)).toBe('pay_now');
  });
});

describe('the premium membership is paid by HiPay, never in store', () => {
  it("without a list, HiPay's MB WAY, card and ATM reference, MB WAY first (SPEC 4 default)", () => {
    expect(PREMIUM_PAYMENT_METHODS).toEqual(['hipay_mbway', 'hipay_cc', 'hipay_mb']);
    expect(premiumPaymentMethods()).toEqual(['hipay_mbway', 'hipay_cc', 'hipay_mb']);
  });

  it('an offered list keeps its order and loses only the in-store method', () => {
    expect(premiumPaymentMethods(['hipay_cc', 'IN_STORE_PAYMENT', 'SIBS_MBWAY'])).toEqual([
      'hipay_cc',
      'SIBS_MBWAY',
    ]);
    expect(premiumPaymentMethods(['IN_STORE_PAYMENT'])).toEqual([]);
  });
});

describe('SPEC 4 mobile-wallet payment status, and SPEC 8 its messages', () => {
  it('only "paid" is paid', () => {
    expect(paymentOutcomeOf('paid')).toBe('paid');
  });

  it('"cancelled" means the payment was refused: SPEC 8 "Payment refused"', () => {
    expect(paymentOutcomeOf('cancelled')).toBe('refused');
    expect(paymentErrorCodeOf('refused')).toBe('paymentRefused');
  });

  it('"error_in_payment_platform" is a platform error: SPEC 8 "Error in the payment platform"', () => {
    expect(paymentOutcomeOf('error_in_payment_platform')).toBe('platformError');
    expect(paymentErrorCodeOf('platformError')).toBe('paymentPlatformError');
  });

  it('the confirmation time limit reached: SPEC 8 "Confirmation timer expired, try again"', () => {
    expect(paymentOutcomeOf('expired')).toBe('expired');
    expect(paymentErrorCodeOf('expired')).toBe('confirmationExpired');
  });

  it.each(['pending', 'PAID', 'unknown', '', null, undefined])(
    'anything else (%j) is still pending, never paid',
    (status) => {
      expect(paymentOutcomeOf(status)).toBe('pending');
    },
  );
});

describe('MB WAY is asked about every 2 s for the first minute, then every 5 s; a card every 5 s', () => {
  it('2 s from the request until one minute has passed', () => {
    expect(mbwayPollInterval(0)).toBe(2_000);
    expect(mbwayPollInterval(59_999)).toBe(2_000);
  });

  it('5 s from one minute on', () => {
    expect(mbwayPollInterval(60_000)).toBe(5_000);
    expect(mbwayPollInterval(300_000)).toBe(5_000);
  });

  it('a card payment every 5 s', () => {
    expect(CARD_POLL_MS).toBe(5_000);
  });
});

describe('SPEC 4 "the confirmation has a time limit": a deadline read once, as a time', () => {
  it('is the absolute time the answer states', () => {
    expect(deadlineMsOf('2026-03-03T09:04:05Z')).toBe(Date.parse('2026-03-03T09:04:05Z'));
    expect(deadlineMsOf('2026-03-03T08:59:00Z')).toBe(Date.parse('2026-03-03T08:59:00Z'));
  });

  it('is no deadline (null, never "already past") without one that can be read', () => {
    expect(deadlineMsOf(null)).toBeNull();
    expect(deadlineMsOf(undefined)).toBeNull();
    expect(deadlineMsOf('')).toBeNull();
    expect(deadlineMsOf('soon')).toBeNull();
    // An answer off the contract (a number where an ISO text is due) states none either.
    expect(deadlineMsOf(1_772_528_700_000)).toBeNull();
  });
});

describe('the countdown to the confirmation deadline', () => {
  it('shows minutes and seconds, a started second counted whole', () => {
    expect(countdownParts(245_000)).toEqual({ minutes: 4, seconds: 5 });
    expect(countdownParts(244_001)).toEqual({ minutes: 4, seconds: 5 });
    expect(countdownParts(60_000)).toEqual({ minutes: 1, seconds: 0 });
    expect(countdownParts(59_000)).toEqual({ minutes: 0, seconds: 59 });
    expect(countdownParts(1)).toEqual({ minutes: 0, seconds: 1 });
  });

  it('stops at 0:00, never below', () => {
    expect(countdownParts(0)).toEqual({ minutes: 0, seconds: 0 });
    expect(countdownParts(-5_000)).toEqual({ minutes: 0, seconds: 0 });
  });

  it('is announced every whole minute while more than one is left, not in between', () => {
    expect(isCountdownAnnouncement(240_000)).toBe(true);
    expect(isCountdownAnnouncement(120_000)).toBe(true);
    expect(isCountdownAnnouncement(239_001)).toBe(true); // 3:59.001 shows 4:00
    expect(isCountdownAnnouncement(239_000)).toBe(false);
    expect(isCountdownAnnouncement(75_000)).toBe(false);
    expect(isCountdownAnnouncement(90_000)).toBe(false); // a multiple of 15 s, above a minute
    expect(isCountdownAnnouncement(70_000)).toBe(false); // a multiple of 10 s
    expect(isCountdownAnnouncement(65_000)).toBe(false); // a multiple of 5 s
  });

  it('in the last minute every 15 s, then at 10 and 5 s', () => {
    expect(isCountdownAnnouncement(60_000)).toBe(true);
    expect(isCountdownAnnouncement(45_000)).toBe(true);
    expect(isCountdownAnnouncement(30_000)).toBe(true);
    expect(isCountdownAnnouncement(15_000)).toBe(true);
    expect(isCountdownAnnouncement(10_000)).toBe(true);
    expect(isCountdownAnnouncement(5_000)).toBe(true);
    expect(isCountdownAnnouncement(59_000)).toBe(false);
    expect(isCountdownAnnouncement(20_000)).toBe(false);
    expect(isCountdownAnnouncement(25_000)).toBe(false);
    expect(isCountdownAnnouncement(11_000)).toBe(false);
    expect(isCountdownAnnouncement(6_000)).toBe(false);
    expect(isCountdownAnnouncement(4_000)).toBe(false);
    expect(isCountdownAnnouncement(1_000)).toBe(false);
  });
});

describe('an ATM (Multibanco) reference', () => {
  it('is shown in groups of three digits, whatever was between them', () => {
    expect(groupedReference('123456789')).toBe('123 456 789');
    expect(groupedReference('123-456 789')).toBe('123 456 789');
    expect(groupedReference('1234567')).toBe('123 456 7');
    expect(groupedReference('123')).toBe('123');
  });

  const payment = {
    atmEntity: '12345',
    atmReference: '123 456-789',
    amount: 35.9,
    deadline: '2026-03-06T09:00:00Z',
  };

  it('gives its entity, the reference shown and as typed, the amount and the deadline', () => {
    expect(atmReferenceOf(payment, 20)).toEqual({
      entity: '12345',
      reference: '123 456 789',
      referenceDigits: '123456789',
      amount: 35.9,
      deadline: '2026-03-06T09:00:00Z',
    });
  });

  it("the purchase's amount when the payment states none", () => {
    expect(atmReferenceOf({ ...payment, amount: undefined }, 20)?.amount).toBe(20);
  });

  it('no deadline when none, or none that can be read, is given', () => {
    expect(atmReferenceOf({ ...payment, deadline: undefined }, 20)?.deadline).toBeNull();
    expect(atmReferenceOf({ ...payment, deadline: 'friday' }, 20)?.deadline).toBeNull();
    // An answer off the contract (a number where an ISO text is due) states no deadline either.
    const year = 2026 as unknown as string;
    expect(atmReferenceOf({ ...payment, deadline: year }, 20)?.deadline).toBeNull();
  });

  it('none without both the entity and the reference', () => {
    expect(atmReferenceOf({ ...payment, atmEntity: undefined }, 20)).toBeNull();
    expect(atmReferenceOf({ ...payment, atmEntity: '' }, 20)).toBeNull();
    expect(atmReferenceOf({ ...payment, atmReference: undefined }, 20)).toBeNull();
    expect(atmReferenceOf({ ...payment, atmReference: '' }, 20)).toBeNull();
    expect(atmReferenceOf(null, 20)).toBeNull();
    expect(atmReferenceOf(undefined, 20)).toBeNull();
  });
});

describe('the MB WAY deadline believed: after the request, at most 30 minutes after it', () => {
  const requested = Date.parse('2026-03-03T09:00:00Z');

  it('a deadline 5 minutes after the request is believed', () => {
    expect(statedDeadlineMs('2026-03-03T09:05:00Z', requested)).toBe(requested + 5 * 60_000);
    expect(waitEndsAtMs(statedDeadlineMs('2026-03-03T09:05:00Z', requested), requested)).toBe(
      requested + 5 * 60_000,
    );
  });

  it.each([
    ['missing', undefined],
    ['not a date', 'soon'],
    ['at or before the request', '2026-03-03T09:00:00Z'],
    ['a year ahead (it showed 525599:52)', '2027-03-03T09:00:00Z'],
    ['just over 30 minutes', '2026-03-03T09:30:01Z'],
  ])('%s: not believed; the wait runs the usual 5 minutes, with no number', (_, deadline) => {
    expect(statedDeadlineMs(deadline, requested)).toBeNull();
    expect(waitEndsAtMs(statedDeadlineMs(deadline, requested), requested)).toBe(
      requested + MBWAY_USUAL_WINDOW_MS,
    );
  });

  it('30 minutes exactly is still believed', () => {
    expect(statedDeadlineMs('2026-03-03T09:30:00Z', requested)).toBe(requested + 30 * 60_000);
  });
});

describe('unreadable status answers: the pause doubles after the first, up to 30 s', () => {
  it.each([
    [0, 2_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000],
    [50, 30_000],
  ])('%i in a row: %i ms', (inARow, pause) => {
    expect(backedOffInterval(2_000, inARow)).toBe(pause);
  });

  it('named after three in a row', () => {
    expect(UNREADABLE_ANSWERS_NAMED_AFTER).toBe(3);
  });
});

describe('a start whose answer was lost: how it is looked up, and what was found', () => {
  const requestedAtMs = Date.parse('2026-03-03T09:00:00Z');
  const voucher = (overrides: Partial<MyBooking> = {}): MyBooking => ({
    kind: 'voucher',
    id: 'VOU-7',
    state: 'paymentPending',
    createdAt: '2026-03-03T09:00:01Z',
    campaignId: 101,
    numberOfPeople: 2,
    payment: { id: 'pay-7' },
    ...overrides,
  });
  const lookup = { kind: 'myBookings' as const, campaignId: 101, count: 2 };

  it("an order's payment by the order; a user's voucher in their bookings; else none", () => {
    const base = { previousPaymentId: null, voucher: { campaignId: 101, count: 2 } };
    expect(
      startLookupOf({ ...base, purchase: 'voucher', payer: 'user', orderCode: 'VOU-1' }),
    ).toEqual({ kind: 'orderStatus', orderCode: 'VOU-1', previousPaymentId: null });
    expect(startLookupOf({ ...base, purchase: 'voucher', payer: 'user', orderCode: null })).toEqual(
      lookup,
    );
    expect(
      startLookupOf({ ...base, purchase: 'voucher', payer: 'guest', orderCode: null }),
    ).toEqual({ kind: 'none' });
    expect(
      startLookupOf({
        ...base,
        purchase: 'premium',
        payer: 'user',
        orderCode: null,
        voucher: null,
      }),
    ).toEqual({ kind: 'none' });
  });

  it('the newest voucher of that campaign and count made since the request (less 2 minutes)', () => {
    const older = voucher({ id: 'VOU-1', createdAt: '2026-03-03T08:57:59Z' });
    expect(startedVoucherIn([voucher(), older], lookup, requestedAtMs)?.id).toBe('VOU-7');
    expect(startedVoucherIn([older], lookup, requestedAtMs)).toBeNull();
    expect(
      startedVoucherIn([voucher({ createdAt: '2026-03-03T08:58:30Z' })], lookup, requestedAtMs)?.id,
    ).toBe('VOU-7');
    expect(startedVoucherIn([voucher({ campaignId: 102 })], lookup, requestedAtMs)).toBeNull();
    expect(startedVoucherIn([voucher({ numberOfPeople: 3 })], lookup, requestedAtMs)).toBeNull();
    expect(startedVoucherIn([voucher({ kind: 'order' })], lookup, requestedAtMs)).toBeNull();
  });

  it('what the voucher found says: its payment under way, paid, not paid, or nothing', () => {
    expect(startFoundOfVoucher(voucher())).toEqual({
      kind: 'started',
      orderCode: 'VOU-7',
      payment: { id: 'pay-7' },
    });
    expect(startFoundOfVoucher(voucher({ state: 'confirmed' }))).toEqual({
      kind: 'paid',
      orderCode: 'VOU-7',
    });
    expect(startFoundOfVoucher(voucher({ state: 'notPaid' }))).toEqual({
      kind: 'notPaid',
      orderCode: 'VOU-7',
    });
    expect(startFoundOfVoucher(null)).toEqual({ kind: 'nothing' });
    // Pending with no payment named: nothing to follow, so not known.
    expect(startFoundOfVoucher(voucher({ payment: undefined }))).toBeNull();
  });

  it("an order's status: a new payment is the one started; the earlier attempt's is not", () => {
    const order = { kind: 'orderStatus' as const, orderCode: 'ENC-3', previousPaymentId: 'pay-1' };
    expect(
      startFoundOfOrder({ orderCode: 'ENC-3', status: 'pending', payment: { id: 'pay-2' } }, order),
    ).toEqual({ kind: 'started', orderCode: 'ENC-3', payment: { id: 'pay-2' } });
    expect(
      startFoundOfOrder({ orderCode: 'ENC-3', status: 'pending', payment: { id: 'pay-1' } }, order),
    ).toEqual({ kind: 'nothing' });
    expect(startFoundOfOrder({ orderCode: 'ENC-3', status: 'pending' }, order)).toEqual({
      kind: 'nothing',
    });
    expect(
      startFoundOfOrder({ orderCode: 'ENC-3', status: 'paid', payment: { id: 'pay-2' } }, order),
    ).toEqual({ kind: 'paid', orderCode: 'ENC-3' });
    // An answer about another order says nothing.
    expect(startFoundOfOrder({ orderCode: 'ENC-4', status: 'paid' }, order)).toBeNull();
  });
});
