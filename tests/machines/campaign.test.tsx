import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { campaignFixture } from '../../api/sandbox/fixtures';
import type { BookingCharts } from '../../machines/booking/load';
import { campaignMachine } from '../../machines/campaign/campaign.machine';
import { flowWithOrder } from '../../machines/rules/orderFlow';
import { initialFlowState } from '../../domain/flowState';
import { anaContact, ana, campaignInput, miguel } from '../../stories/support/bookingFixtures';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type ModelEvent,
} from '../harness/model';

/** Booking charts that stay where they start: the campaign chart only runs and hears them. */
const idleChart = (id: string) => createMachine({ id });
const stubCharts = {
  reservation: idleChart('reservation'),
  dayReservation: idleChart('dayReservation'),
  coupon: idleChart('coupon'),
  suggestions: idleChart('suggestions'),
} as unknown as BookingCharts;

type Event = ModelEvent<typeof campaignMachine>;
const ev = (event: Record<string, unknown>) => event as unknown as Event;
const loaded = (id: number) =>
  ev({ type: 'xstate.done.actor.fetchCampaign', output: campaignFixture(id) });

/** 101 paid offer (voucher), 102 type 2, 103 type 3, 104 info, 105 paid coupon (voucher), 106 type
 * 6, 107 type 7 (ordered), 111 sold out, 114 free coupon. */
const CAMPAIGNS = [101, 102, 103, 104, 105, 106, 107, 111, 114];
const events = [
  ...CAMPAIGNS.map(loaded),
  ev({ type: 'xstate.error.actor.fetchCampaign', error: new ApiError('network', 'offline') }),
  ev({
    type: 'xstate.error.actor.fetchCampaign',
    error: new ApiError('http', 'not found', 404, 'campaignInvalid'),
  }),
  ev({ type: 'campaign.retry' }),
  ev({ type: 'xstate.done.actor.fetchCategories', output: [{ id: 1, name: 'Restaurantes' }] }),
  ev({ type: 'xstate.error.actor.fetchCategories', error: new ApiError('network', 'offline') }),
  ev({ type: 'booking.start' }),
  ev({ type: 'coupon.start' }),
  ev({ type: 'suggestions.start' }),
  ev({ type: 'voucher.start' }),
  ev({ type: 'order.start' }),
  ev({ type: 'xstate.done.actor.loadOrderChart', output: idleChart('order') }),
  ev({ type: 'xstate.error.actor.loadOrderChart', error: new TypeError('chunk failed') }),
  ev({ type: 'xstate.done.actor.order', output: undefined }),
  ev({ type: 'xstate.done.actor.loadVoucherChart', output: idleChart('voucher') }),
  ev({ type: 'xstate.error.actor.loadVoucherChart', error: new TypeError('chunk failed') }),
  ev({ type: 'xstate.done.actor.voucher', output: { payment: null } }),
  ev({ type: 'xstate.done.actor.loadBookingCharts', output: stubCharts }),
  ev({ type: 'xstate.error.actor.loadBookingCharts', error: new TypeError('chunk failed') }),
  ev({ type: 'xstate.done.actor.booking', output: { reservation: null } }),
  ev({ type: 'booking.signedIn', identity: ana }),
  ev({ type: 'booking.contact', contact: anaContact }),
  ev({ type: 'contact.prefill', name: 'Maria Silva', email: 'maria.silva@example.pt' }),
  ev({ type: 'prize.used', prizeId: 301 }),
];

const byId = createMachineModel(campaignMachine, { input: campaignInput(101), events });
const withoutReference = createMachineModel(campaignMachine, {
  input: { ...campaignInput(null), offerCode: '  ' },
  events,
});
/** The context switched date booking off: types 1 to 6 offer no booking (only vouchers). */
const datesOff = createMachineModel(campaignMachine, {
  input: campaignInput(102, { flags: { canBookDate: false, canBuyVoucher: false } }),
  events: [loaded(102), loaded(105), ev({ type: 'booking.start' }), ev({ type: 'coupon.start' })],
});

/** Back after a reload in campaign 107's order: reopened where the visitor was. */
const orderResumed = createMachineModel(campaignMachine, {
  input: {
    ...campaignInput(107),
    orderKept: flowWithOrder(initialFlowState(), {
      step: 'cart',
      shopId: 14,
      campaignId: 107,
      serviceId: null,
      transport: null,
      deliveryType: null,
      address: null,
      pickupPoint: null,
      note: '',
      vatId: '',
    }),
  },
  events: [loaded(107)],
});

/** Back after a reload in campaign 101's voucher purchase: reopened where the visitor was. */
const voucherResumed = createMachineModel(campaignMachine, {
  input: {
    ...campaignInput(101),
    voucherKept: {
      voucherInProgress: { step: 'details', campaignId: 101, kind: 'normal', giftName: '' },
      voucher: {
        numberOfPeople: 3,
        needVatInvoice: true,
        name: 'Ana Silva Lda',
        vatId: '123456789',
        prizeId: null,
      },
    },
  },
  events: [loaded(101)],
});

/** A date chosen before a reload: the calendar of its type's booking is opened again. */
const bookingResumed = createMachineModel(campaignMachine, {
  input: {
    ...campaignInput(102),
    bookingKept: {
      bookingInProgress: { campaignId: 102, startTime: '2026-03-07T11:00:00.000Z' },
      book: {
        transportInstant: 'asap',
        numberOfPeople: 2,
        selectedDayIsAvailable: true,
        date: '2026-03-07',
        dateTimes: [],
      },
      vatId: '',
      notes: '',
    },
  },
  events: [loaded(102), loaded(103), loaded(106)],
});

const models = [byId, withoutReference, datesOff, orderResumed, voucherResumed, bookingResumed];

describe('campaign chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    // A missing reference is the only way into notProvided, hence the second model.
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });
});

describe('campaign chart: which flows each type offers (SPEC 4 availability)', () => {
  const offered = (
    id: number,
    flags = { canBookDate: true, canBuyVoucher: true },
    currency?: string,
  ) => {
    const campaign = campaignFixture(id);
    if (currency !== undefined) campaign.campaignView.currency = currency;
    const snapshot = campaignMachine.resolveState({
      value: { showing: 'overview' },
      context: {
        ...campaignInput(id, { flags }),
        campaign,
        error: null,
        errorDetail: null,
        categoryName: null,
        refs: {},
      },
    });
    return [
      'order.start',
      'booking.start',
      'coupon.start',
      'suggestions.start',
      'voucher.start',
    ].filter((type) => snapshot.can({ type } as Event));
  };

  it('offers a paid offer as a voucher only, a free offer as a booking only (no 0 € voucher)', () => {
    expect(offered(101)).toEqual(['voucher.start']);
    expect(offered(108)).toEqual(['booking.start']);
  });

  it('books types 1, 2 and 3, gets a coupon for 5, suggests dates for 6', () => {
    expect(offered(102)).toEqual(['booking.start']);
    expect(offered(103)).toEqual(['booking.start']);
    // A coupon with a price is bought (a voucher), its code shown once paid (SPEC 4).
    expect(offered(105)).toEqual(['voucher.start']);
    expect(offered(106)).toEqual(['suggestions.start']);
  });

  it('orders type 7 (takeaway or delivery: transport, menu, cart), nothing else', () => {
    expect(offered(107)).toEqual(['order.start']);
  });

  it('sells a voucher or an order in the euro only (SPEC 9), books in any currency', () => {
    const flags = { canBookDate: true, canBuyVoucher: true };
    expect(offered(101, flags, 'USD')).toEqual([]);
    expect(offered(105, flags, 'GBP')).toEqual([]);
    expect(offered(107, flags, 'USD')).toEqual([]);
    expect(offered(108, flags, 'USD')).toEqual(['booking.start']);
    // The code as the middleware may write it: the euro all the same.
    expect(offered(101, flags, ' eur ')).toEqual(['voucher.start']);
    expect(offered(107, flags, '')).toEqual(['order.start']);
  });

  it('refuses date booking for a blocked merchant and where the context switches it off', () => {
    expect(offered(110)).toEqual([]);
    expect(offered(108, { canBookDate: false, canBuyVoucher: true })).toEqual([]);
    expect(offered(108, { canBookDate: true, canBuyVoucher: false })).toEqual(['booking.start']);
  });

  it('shows type 4 as information only', async () => {
    const actor = createActor(
      campaignMachine.provide({
        actors: { fetchCampaign: fromPromise(async () => campaignFixture(104)) },
      }),
      { input: campaignInput(104) },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('showing'));
    expect(actor.getSnapshot().matches({ showing: 'informationOnly' })).toBe(true);
    actor.stop();
  });
});

describe('campaign chart: a booking runs as its child and reports to the widget', () => {
  it('starts the type’s chart with the campaign and what the widget knows', async () => {
    const reports: unknown[] = [];
    let started: unknown = null;
    const spy = createMachine({
      id: 'reservation',
      entry: ({ event }) => {
        started = (event as { input?: unknown }).input;
      },
    });
    const actor = createActor(
      campaignMachine.provide({
        actors: {
          fetchCampaign: fromPromise(async () => campaignFixture(102)),
          loadBookingCharts: fromPromise(
            async () => ({ ...stubCharts, reservation: spy }) as unknown as BookingCharts,
          ),
        },
        actions: { report: (_, report) => reports.push(report) },
      }),
      { input: campaignInput(102, { identity: ana, contact: anaContact }) },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ showing: 'overview' }));
    actor.send({ type: 'booking.start' });
    await waitFor(actor, (snapshot) => snapshot.matches({ showing: { reserving: 'running' } }));
    expect(started).toMatchObject({
      target: { kind: 'campaign', campaign: { campaignView: { campaignId: 102 } } },
      identity: ana,
      contact: anaContact,
    });
    expect((started as { keySeed: string }).keySeed).toMatch(/\w{8}/);

    // What the booking learns of the visitor is the campaign's too (the next booking does not
    // ask again), and the widget's.
    actor.send({ type: 'booking.signedIn', identity: miguel });
    expect(reports).toEqual([{ type: 'booking.signedIn', identity: miguel }]);
    expect(actor.getSnapshot().context.identity).toEqual(miguel);
    actor.stop();
  });

  it('leaves the flow to the flow keeper: a payment, a booking made, an order’s step are not its to relay', async () => {
    const reports: unknown[] = [];
    const actor = createActor(
      campaignMachine.provide({
        actors: { fetchCampaign: fromPromise(async () => campaignFixture(101)) },
        actions: { report: (_, report) => reports.push(report) },
      }),
      { input: campaignInput(101) },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ showing: 'overview' }));
    const pending = {
      type: 'payment.pending' as const,
      payment: {
        inProgress: {
          orderCode: 'VOU-5001',
          method: 'hipay_mbway' as const,
          payment: { id: 'pay-1' },
          startedAtMs: 0,
        },
        payer: { kind: 'user' as const, userId: 1001 },
        phone: { prefix: '+351', phone: '912000001' },
        title: 'Jantar de degustação para dois',
        campaignId: 101,
        amount: 79.8,
      },
    };
    // Sent to the campaign as if it were still on their way (it declares none of them).
    actor.send(ev(pending));
    actor.send(ev({ type: 'payment.settled' }));
    actor.send(ev({ type: 'booking.made', detail: { campaignId: 101, reservationId: '7001' } }));
    actor.send(ev({ type: 'order.flow', flow: null }));
    // A prize used is the campaign's to drop, and the widget's to hear.
    actor.send({ type: 'prize.used', prizeId: 301 });
    expect(reports).toEqual([{ type: 'prize.used', prizeId: 301 }]);
    actor.stop();
  });
});
