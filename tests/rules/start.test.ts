import { describe, expect, it } from 'vitest';
import { EMPTY_START, type WidgetStart } from '../../machines/rules/context';
import { resumeFlow } from '../../machines/rules/resumeFlow';
import { canShowView, startViewOf } from '../../machines/rules/start';
import { initialFlowState, type FlowState } from '../../domain/flowState';

const start = (values: Partial<WidgetStart>): WidgetStart => ({ ...EMPTY_START, ...values });

describe('where the widget opens', () => {
  it('opens the view asked for when its subject is known', () => {
    expect(startViewOf(start({ shopId: 11, defaultView: 'cart' }))).toBe('cart');
    expect(startViewOf(start({ defaultView: 'premium' }))).toBe('premium');
  });

  it('falls back from a view whose subject is missing', () => {
    expect(startViewOf(start({ defaultView: 'services' }))).toBe('campaign');
    expect(startViewOf(start({ campaignId: 101, defaultView: 'services' }))).toBe('campaign');
  });

  it('opens the cart without a shop: the whole cart, every shop of it (SPEC 3)', () => {
    expect(startViewOf(start({ defaultView: 'cart' }))).toBe('cart');
    expect(startViewOf(start({ campaignId: 101, defaultView: 'cart' }))).toBe('cart');
  });

  it('prefers a campaign, then a shop, then explains a missing campaign', () => {
    expect(startViewOf(start({ campaignId: 101, shopId: 11 }))).toBe('campaign');
    expect(startViewOf(start({ offerCode: 'CHIADO2026' }))).toBe('campaign');
    expect(startViewOf(start({ shopId: 11 }))).toBe('services');
    expect(startViewOf(start({}))).toBe('campaign');
  });

  it("shows a shop's services only with a shop; the cart with or without one", () => {
    expect(canShowView('services', start({ campaignId: 101 }))).toBe(false);
    expect(canShowView('services', start({ shopId: 12 }))).toBe(true);
    expect(canShowView('cart', start({ shopId: 14 }))).toBe(true);
    expect(canShowView('cart', start({ campaignId: 101 }))).toBe(true);
    expect(canShowView('cart', start({}))).toBe(true);
    expect(canShowView('myBookings', start({}))).toBe(true);
  });
});

const anew = { reopened: false };
const reloaded = { reopened: true };

describe('resuming the flow after a reload', () => {
  const stored: FlowState = {
    ...initialFlowState(),
    campaignId: 101,
    contact: {
      name: 'Ana Silva',
      prefix: '+351',
      phone: '912345678',
      email: 'ana.silva@example.pt',
      notes: 'Mesa à janela',
      vatId: '',
    },
    book: { ...initialFlowState().book, numberOfPeople: 4, date: '2026-12-05' },
  };

  it("a booking's date kept reopens its calendar after a reload of the same campaign only, not when its link is opened anew", () => {
    const stored: FlowState = {
      ...initialFlowState(),
      campaignId: 108,
      bookingInProgress: { campaignId: 108, startTime: '2026-03-07T19:00:00.000Z' },
    };
    const again = start({ campaignId: 108 });
    expect(resumeFlow(again, stored, initialFlowState(), reloaded).flow.bookingInProgress).toEqual(
      stored.bookingInProgress,
    );
    expect(resumeFlow(again, stored, initialFlowState(), anew).flow.bookingInProgress).toBeNull();
  });

  it('starts afresh with nothing stored', () => {
    const resumed = resumeFlow(start({ campaignId: 102 }), null, initialFlowState(), anew);
    expect(resumed.flow.campaignId).toBe(102);
    expect(resumed.flow.book.numberOfPeople).toBeUndefined();
  });

  it('carries on where the visitor was when the address names nothing', () => {
    const resumed = resumeFlow(start({}), stored, initialFlowState(), anew);
    expect(resumed.start.campaignId).toBe(101);
    expect(resumed.flow).toEqual(stored);
  });

  it('opens the view the address asks for, the stored flow filling in only the rest', () => {
    const inServices = { ...stored, campaignId: null, shopId: 12, defaultView: 'services' };
    for (const how of [anew, reloaded]) {
      const resumed = resumeFlow(
        start({ defaultView: 'myBookings' }),
        inServices,
        initialFlowState(),
        how,
      );
      expect(startViewOf(resumed.start)).toBe('myBookings');
      expect(resumed.flow.defaultView).toBe('myBookings');
      // What the address left open: the shop, the contact, the booking under way.
      expect(resumed.start.shopId).toBe(12);
      expect(resumed.flow.contact.notes).toBe('Mesa à janela');
      expect(resumed.flow.book.numberOfPeople).toBe(4);
    }
    const referred = resumeFlow(
      start({ referralCode: 'AMIGO5' }),
      { ...inServices, referralCode: 'OLD' },
      initialFlowState(),
      anew,
    );
    expect(referred.start.referralCode).toBe('AMIGO5');
    expect(referred.flow.referralCode).toBe('AMIGO5');
    expect(startViewOf(referred.start)).toBe('services');
  });

  it('keeps the whole flow for the same campaign', () => {
    const resumed = resumeFlow(start({ campaignId: 101 }), stored, initialFlowState(), anew);
    expect(resumed.flow.book.numberOfPeople).toBe(4);
    expect(resumed.flow.contact.notes).toBe('Mesa à janela');
  });

  it('keeps the view the visitor moved to when the same page is reloaded', () => {
    const inCart = { ...stored, campaignId: null, shopId: 11, defaultView: 'cart' };
    const resumed = resumeFlow(start({ shopId: 11 }), inCart, initialFlowState(), reloaded);
    expect(resumed.start.defaultView).toBe('cart');
    expect(resumed.flow.defaultView).toBe('cart');
    const asked = resumeFlow(
      start({ shopId: 11, defaultView: 'services' }),
      inCart,
      initialFlowState(),
      reloaded,
    );
    expect(asked.start.defaultView).toBe('services');
  });

  it('shows what the address names when the page is opened anew, whatever view was stored', () => {
    const inBookings = { ...stored, defaultView: 'myBookings' };
    const resumed = resumeFlow(start({ campaignId: 101 }), inBookings, initialFlowState(), anew);
    expect(startViewOf(resumed.start)).toBe('campaign');
    expect(resumed.flow.defaultView).toBeNull();
    // The booking in progress on that campaign is still there.
    expect(resumed.flow.book.numberOfPeople).toBe(4);
  });

  it('keeps only who the visitor is (name, phone, email) for another campaign: notes and the NIF stay with their merchant', () => {
    const withNif = { ...stored, contact: { ...stored.contact, vatId: '123456789' } };
    const resumed = resumeFlow(start({ campaignId: 105 }), withNif, initialFlowState(), anew);
    expect(resumed.flow.campaignId).toBe(105);
    expect(resumed.flow.book.numberOfPeople).toBeUndefined();
    expect(resumed.flow.contact).toEqual({
      name: 'Ana Silva',
      prefix: '+351',
      phone: '912345678',
      email: 'ana.silva@example.pt',
      notes: '',
      vatId: '',
    });
  });

  it('follows a payment under way wherever the visitor comes back to', () => {
    const paying: FlowState = {
      ...stored,
      paymentInProgress: {
        inProgress: {
          orderCode: 'VOU-5001',
          method: 'hipay_mbway',
          payment: { id: 'pay-1', deadline: '2026-03-03T09:05:00.000Z' },
          startedAtMs: Date.parse('2026-03-03T09:00:00.000Z'),
        },
        payer: { kind: 'user', userId: 1001 },
        phone: { prefix: '+351', phone: '912000001' },
        title: 'Jantar de degustação para dois',
        campaignId: 101,
        amount: 79.8,
      },
    };
    const elsewhere = resumeFlow(start({ campaignId: 105 }), paying, initialFlowState(), anew);
    expect(elsewhere.flow.paymentInProgress).toEqual(paying.paymentInProgress);
    const same = resumeFlow(start({ campaignId: 101 }), paying, initialFlowState(), reloaded);
    expect(same.flow.paymentInProgress).toEqual(paying.paymentInProgress);
  });

  it('looks up a booking or an order on its way wherever the visitor comes back to', () => {
    const ordering: FlowState = {
      ...stored,
      pendingRequest: {
        kind: 'order',
        operation: 'POST /v1/web/orders',
        params: {},
        body: { shopId: 14, campaignId: 107 },
        key: 'seed.0123456789a',
        title: 'Francesinha & Companhia',
        requestedAtMs: Date.parse('2026-03-03T12:00:00.000Z'),
        requester: { kind: 'user', userId: 1001 },
        campaignId: 107,
        shopId: 14,
      },
    };
    const elsewhere = resumeFlow(start({ campaignId: 105 }), ordering, initialFlowState(), anew);
    expect(elsewhere.flow.pendingRequest).toEqual(ordering.pendingRequest);
  });
});
