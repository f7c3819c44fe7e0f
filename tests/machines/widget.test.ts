import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  getInitialSnapshot,
  SimulatedClock,
  waitFor,
} from 'xstate';
import { apiClient, configureApi, unwrap } from '../../api/client';
import { ApiError } from '../../api/errors';
import { WIDGET_SYSTEM_ID, type HostNotice } from '../../machines/host';
import { sandbox } from '../../api/sandbox/control';
import { shopFixture } from '../../api/sandbox/fixtures';
import { signedInUserFixture } from '../../api/sandbox/userFixtures';
import { serviceChoiceOf } from '../../machines/services/services.machine';
import { authMachine } from '../../machines/auth/auth.machine';
import { DEFAULT_CONTEXT, EMPTY_START } from '../../machines/rules/context';
import { flowWithOrder, type OrderFlow } from '../../machines/rules/orderFlow';
import { initialFlowState, type FlowState } from '../../domain/flowState';
import type { PaymentUnderWay } from '../../domain/paymentInProgress';
import { mbwayUnderWay } from '../harness/paymentUnderWay';
import { widgetMachine } from '../../machines/widget/widget.machine';
import type { EntityConfig, WidgetInput } from '../../machines/widget/widget.types';
import {
  selectAuthActor,
  selectNavigableViews,
  selectResumeActor,
} from '../../machines/widget/widget.selectors';
import { selectResumedPaymentActor } from '../../machines/resume/resume.selectors';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type ModelEvent,
} from '../harness/model';

const entity: EntityConfig = {
  id: 1,
  providerId: 1,
  name: 'Mercado Local',
  theme: { primaryColor: '#0b5cad' },
  supportPhone: '+351 210 000 000',
};

interface InputOverrides {
  context?: Partial<WidgetInput['context']>;
  start?: Partial<WidgetInput['start']>;
  hostname?: string;
}

const input = (overrides: InputOverrides): WidgetInput => ({
  context: { ...DEFAULT_CONTEXT, showClose: true, ...overrides.context },
  start: { ...EMPTY_START, ...overrides.start },
  flow: initialFlowState(),
  hostname: overrides.hostname ?? 'reservas.mercadolocal.pt',
});

type Event = ModelEvent<typeof widgetMachine>;
const ANA_HERE = { userId: 1001, token: 'tok-ana' };

/** An order's report of its progress, as the order chart makes it (machines/cart/order.inputs.ts). */
const orderFlowReport = (flow: OrderFlow) => ({
  type: 'order.flow' as const,
  flow,
  write: (kept: FlowState) => flowWithOrder(kept, flow),
});
const events = [
  { type: 'xstate.done.actor.fetchEntityConfig', output: entity },
  { type: 'xstate.error.actor.fetchEntityConfig', error: new ApiError('network', 'offline') },
  { type: 'entity.retry' },
  ...(['campaign', 'services', 'cart', 'myBookings', 'premium'] as const).map((view) => ({
    type: 'view.show',
    view,
  })),
  { type: 'language.change', language: 'en_EN' },
  { type: 'context.update', values: { allowGuestLogin: true } },
  { type: 'contact.prefill', name: 'Ana Silva', phone: '912345678' },
  { type: 'widget.close' },
  // A purchase's payment under way, kept for a reload, then its end.
  { type: 'payment.pending', payment: mbwayUnderWay },
  { type: 'payment.settled' },
  // An order's progress, kept for a reload (machines/rules/orderFlow.ts).
  orderFlowReport({
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
  // A voucher purchase's step and choices, kept for a reload (machines/rules/voucherFlow.ts).
  {
    type: 'voucher.flow',
    kept: {
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
  // A booking made or left tells that no date is kept (machines/rules/bookingFlow.ts); what a
  // kept date reopens is tested in tests/machines/campaign.test.tsx and the reload e2e.
  { type: 'booking.flow', booking: null },
] as Event[];

/** The auth chart's calls, never answered: the chart stays where its input put it. */
const idleAuthActors = Object.fromEntries(
  Object.keys(authMachine.implementations.actors).map((id) => [
    id,
    fromPromise(() => new Promise<never>(() => undefined)),
  ]),
) as never;

/** What the auth chart ends with: a user, a guest, or (external token only) a failure. */
const ana = signedInUserFixture(1001);
const signedIn = {
  type: 'xstate.done.actor.auth',
  output: { kind: 'user', user: ana, loginSource: 'own' },
};
const guest = {
  name: 'Rita Gomes',
  email: 'rita.gomes@example.pt',
  prefix: '+351',
  phone: '912000222',
};
/** The sign-in chart's code, loaded at run time (a stand-in chart here), or not arriving. */
const loadAuthEvents = [
  { type: 'xstate.done.actor.loadAuthChart', output: createMachine({ id: 'auth' }) },
  { type: 'xstate.error.actor.loadAuthChart', error: new TypeError('chunk failed') },
] as unknown as Event[];
const authEvents = [
  ...loadAuthEvents,
  signedIn,
  { type: 'xstate.done.actor.auth', output: { kind: 'guest', guest } },
  { type: 'xstate.done.actor.auth', output: { kind: 'failed', error: 'externalSignInFailed' } },
  { type: 'xstate.error.actor.auth', error: new Error('auth chart crashed') },
  { type: 'user.signOut' },
  { type: 'user.signIn' },
  { type: 'chart.retry' },
  { type: 'view.show', view: 'campaign' },
  { type: 'view.show', view: 'myBookings' },
  // The signed-in personal area's list: its chart's code (a stand-in here), or none arriving.
  { type: 'xstate.done.actor.loadMyBookingsChart', output: createMachine({ id: 'myBookings' }) },
  { type: 'xstate.error.actor.loadMyBookingsChart', error: new TypeError('chunk failed') },
  // The profile saved in the personal area (machines/profile).
  { type: 'user.profileChanged', profile: { ...ana, firstName: 'Ana Maria' } },
] as unknown as Event[];

// A merchant's site with a campaign of a known shop: the entity is looked up, every view opens.
const merchantSite = createMachineModel(widgetMachine, {
  input: input({ start: { campaignId: 101, shopId: 11 } }),
  events,
});
// Local development opens straight at the start view; a shop alone opens its services.
const localShop = createMachineModel(widgetMachine, {
  input: input({ hostname: 'localhost', start: { shopId: 12 } }),
  events,
});
const localBookings = createMachineModel(widgetMachine, {
  input: input({ hostname: '127.0.0.1', start: { defaultView: 'myBookings' } }),
  events: [],
});
// Local development opens at any other start view too, with no entity to wait for.
const localStarts = (['campaign', 'cart', 'premium'] as const).map((view) =>
  createMachineModel(widgetMachine, {
    input: input({
      hostname: 'localhost',
      start: { campaignId: 101, shopId: 11, defaultView: view },
    }),
    events: [],
  }),
);
// On a merchant's site, the entity's answer leads to whichever view the page opens at.
const remoteStarts = (['services', 'cart', 'myBookings', 'premium'] as const).map((view) =>
  createMachineModel(widgetMachine, {
    input: input({ start: { shopId: 11, defaultView: view } }),
    events: [events[0]!],
  }),
);
// The personal area: signing in (or continuing as a guest where allowed), signing out.
const personalArea = createMachineModel(widgetMachine, {
  input: input({
    hostname: 'localhost',
    start: { campaignId: 101, defaultView: 'myBookings' },
    context: { allowGuestLogin: true },
  }),
  events: authEvents,
});
// Signed in at the personal area, a prize used: dropped, and the prizes read again (or not).
const prizeUsed = createMachineModel(widgetMachine, {
  input: input({ hostname: 'localhost', start: { campaignId: 101, defaultView: 'myBookings' } }),
  events: [
    ...loadAuthEvents.slice(0, 1),
    signedIn,
    { type: 'prize.used', prizeId: 301 },
    { type: 'xstate.done.actor.refreshPrizes', output: [] },
    // Not read again: the prizes stay as they were, the one used dropped.
    { type: 'xstate.error.actor.refreshPrizes', error: new Error('offline') },
  ] as unknown as Event[],
});
// A parent app's externalToken signs in before anything else, whatever it ends with.
const externalToken = createMachineModel(widgetMachine, {
  input: input({ context: { externalToken: 'ext-ana' } }),
  events: authEvents.slice(0, 6),
});
// The service list: a service of type 1 is booked through the reservation chart (loaded then);
// a takeaway service (type 7) is ordered; one with no way to be booked here says so. A booking's
// reports reach the widget.
const stubCharts = Object.fromEntries(
  ['reservation', 'dayReservation', 'coupon', 'suggestions'].map((id) => [
    id,
    createMachine({ id }),
  ]),
);
const shop12 = shopFixture(12);
const shop11 = shopFixture(11);
const serviceEvents = [
  // The list's chart code, loaded at run time (a stand-in chart here), or not arriving.
  { type: 'xstate.done.actor.loadServicesChart', output: createMachine({ id: 'services' }) },
  { type: 'xstate.error.actor.loadServicesChart', error: new TypeError('chunk failed') },
  { type: 'chart.retry' },
  {
    type: 'xstate.done.actor.services',
    output: serviceChoiceOf(shop12, shop12.shopMerchantServices![0]!),
  },
  // 1102: takeaway or delivery (type 7), ordered through the order chart.
  {
    type: 'xstate.done.actor.services',
    output: serviceChoiceOf(shop11, shop11.shopMerchantServices![1]!),
  },
  // A type 7 service offering neither takeaway nor delivery: neither booked nor ordered here.
  {
    type: 'xstate.done.actor.services',
    output: serviceChoiceOf(shop11, {
      ...shop11.shopMerchantServices![1]!,
      bookingConfig: { bookingType: 7 },
    }),
  },
  { type: 'xstate.done.actor.loadOrderChart', output: createMachine({ id: 'order' }) },
  { type: 'xstate.error.actor.loadOrderChart', error: new TypeError('chunk failed') },
  { type: 'xstate.done.actor.order', output: undefined },
  { type: 'xstate.done.actor.loadBookingCharts', output: stubCharts },
  { type: 'xstate.error.actor.loadBookingCharts', error: new TypeError('chunk failed') },
  { type: 'xstate.done.actor.booking', output: { reservation: null } },
  { type: 'services.back' },
  { type: 'booking.signedIn', identity: { kind: 'user', user: ana, loginSource: 'own' } },
  { type: 'booking.signedIn', identity: { kind: 'guest', guest } },
  {
    type: 'booking.contact',
    contact: { name: 'Ana Silva', prefix: '+351', phone: '912345678', notes: 'Janela' },
  },
  { type: 'booking.made', detail: { serviceId: 1201, reservationId: '7001' } },
  {
    type: 'booking.pending',
    pending: {
      kind: 'booking',
      operation: 'POST /bookings',
      params: {},
      body: {},
      key: 'k.1',
      title: 'Corte',
    },
  },
  { type: 'booking.settled' },
] as unknown as Event[];
const serviceList = createMachineModel(widgetMachine, {
  input: input({ hostname: 'localhost', start: { shopId: 12 } }),
  events: serviceEvents,
});
// Shop 11's services of types 3, 5 and 6 (1103, 1104, 1105): each booked with its type's chart
// (the day, the coupon, the suggestions), loaded then, and back at the list when it ends. A model
// of its own: with the reports above, their choices would multiply the states walked.
const typedServiceEvents = [
  { type: 'xstate.done.actor.loadServicesChart', output: createMachine({ id: 'services' }) },
  ...[1103, 1104, 1105].map((id) => ({
    type: 'xstate.done.actor.services',
    output: serviceChoiceOf(shop11, shop11.shopMerchantServices!.find((it) => it.id === id)!),
  })),
  { type: 'xstate.done.actor.loadBookingCharts', output: stubCharts },
  { type: 'xstate.error.actor.loadBookingCharts', error: new TypeError('chunk failed') },
  { type: 'xstate.done.actor.booking', output: { reservation: null } },
] as unknown as Event[];
const typedServices = createMachineModel(widgetMachine, {
  input: input({ hostname: 'localhost', start: { shopId: 11 } }),
  events: typedServiceEvents,
});

// A booking on its way (or a payment under way) when the page went: settled before anything
// else by the resume chart (its code loaded then, a stand-in here), which may hand back the user
// a premium membership paid made a member; the flow state it reports is kept.
const pendingAtStart: WidgetInput['flow'] = {
  ...initialFlowState(),
  pendingRequest: {
    kind: 'booking',
    operation: 'POST /bookings',
    params: {},
    body: {},
    key: 'seed.0123456789a',
    title: 'Copo de boas-vindas no jantar',
    requester: { kind: 'user', userId: 1001 },
  },
};
const resumeEvents = [
  { type: 'xstate.done.actor.loadResumeChart', output: createMachine({ id: 'resume' }) },
  { type: 'xstate.error.actor.loadResumeChart', error: new TypeError('chunk failed') },
  { type: 'chart.retry' },
  { type: 'resume.flow', flow: initialFlowState() },
  { type: 'xstate.done.actor.resume', output: { member: null } },
  {
    type: 'xstate.done.actor.resume',
    output: { member: { kind: 'user', user: { ...ana, isPremium: true }, loginSource: 'own' } },
  },
] as unknown as Event[];
const resumeAtLocalStart = createMachineModel(widgetMachine, {
  input: {
    ...input({ hostname: 'localhost', start: { campaignId: 108 }, context: ANA_HERE }),
    flow: pendingAtStart,
  },
  events: resumeEvents,
});
const resumeOnMerchantSite = createMachineModel(widgetMachine, {
  input: { ...input({ start: { campaignId: 108 }, context: ANA_HERE }), flow: pendingAtStart },
  events: [events[0]!, resumeEvents[0]!],
});

// The Premium view: its chart's code loads (a stand-in chart here) or does not arrive; the chart
// reports the user once the membership is theirs.
const premiumView = createMachineModel(widgetMachine, {
  input: input({ hostname: 'localhost', start: { campaignId: 101, defaultView: 'premium' } }),
  events: [
    { type: 'xstate.done.actor.loadPremiumChart', output: createMachine({ id: 'premium' }) },
    { type: 'xstate.error.actor.loadPremiumChart', error: new TypeError('chunk failed') },
    { type: 'chart.retry' },
    {
      type: 'premium.joined',
      identity: { kind: 'user', user: { ...ana, isPremium: true }, loginSource: 'own' },
    },
    { type: 'view.show', view: 'campaign' },
  ] as unknown as Event[],
});

// The Cart view: the order chart's code loads (a stand-in chart here) or does not arrive; the
// charts below it tell the host page of an order placed and the parent window of the cart.
const cartView = createMachineModel(widgetMachine, {
  input: input({ hostname: 'localhost', start: { shopId: 14, defaultView: 'cart' } }),
  events: [
    { type: 'xstate.done.actor.loadOrderChart', output: createMachine({ id: 'order' }) },
    { type: 'xstate.error.actor.loadOrderChart', error: new TypeError('chunk failed') },
    { type: 'chart.retry' },
    { type: 'view.show', view: 'services' },
    {
      type: 'host.notice',
      notice: { name: 'orderPlaced', detail: { orderCode: 'ORD-1', shopId: 14 } },
    },
    { type: 'host.cart', message: { type: 'discardCart', payload: { shopId: 14 } } },
  ] as unknown as Event[],
});

// The Cart view without a shop: the whole cart's chart loads (a stand-in here) or does not
// arrive; a shop chosen from it is ordered (the order chart's code loads then, or does not), and
// the order's end brings the whole cart back.
const wholeCartEvents = [
  { type: 'xstate.done.actor.loadWholeCartChart', output: createMachine({ id: 'wholeCart' }) },
  { type: 'xstate.error.actor.loadWholeCartChart', error: new TypeError('chunk failed') },
  { type: 'xstate.done.actor.wholeCart', output: { shopId: 14 } },
  { type: 'xstate.done.actor.loadOrderChart', output: createMachine({ id: 'order' }) },
  { type: 'xstate.error.actor.loadOrderChart', error: new TypeError('chunk failed') },
  { type: 'xstate.done.actor.order', output: undefined },
  { type: 'chart.retry' },
  { type: 'view.show', view: 'premium' },
  { type: 'view.show', view: 'cart' },
] as unknown as Event[];
const wholeCartView = createMachineModel(widgetMachine, {
  input: input({ hostname: 'localhost', start: { defaultView: 'cart' } }),
  events: wholeCartEvents,
});
// A reload while one shop of it was being ordered: that order again, at once.
const wholeCartResumed = createMachineModel(widgetMachine, {
  input: {
    ...input({ hostname: 'localhost', start: { defaultView: 'cart' } }),
    flow: flowWithOrder(initialFlowState(), {
      step: 'cart',
      shopId: 11,
      campaignId: null,
      serviceId: null,
      transport: null,
      deliveryType: null,
      address: null,
      pickupPoint: null,
      note: '',
      vatId: '',
    }),
  },
  events: wholeCartEvents.slice(3, 4),
});

const models = [
  wholeCartView,
  wholeCartResumed,
  cartView,
  premiumView,
  resumeAtLocalStart,
  resumeOnMerchantSite,
  serviceList,
  typedServices,
  merchantSite,
  localShop,
  localBookings,
  ...localStarts,
  ...remoteStarts,
  personalArea,
  externalToken,
  prizeUsed,
];

describe('widget chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 120_000 }, () => {
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });

  it('starts where the context says', () => {
    // Where every path of the model starts: the chart's first snapshot for the model's input.
    const first = (model: (typeof models)[number]) =>
      getInitialSnapshot(model.machine, model.input!).value;
    expect(first(merchantSite)).toBe('loadingEntity');
    expect(first(localShop)).toEqual({ ready: { services: { choosing: 'loading' } } });
    expect(first(localBookings)).toEqual({ ready: { myBookings: { signingIn: 'loading' } } });
    expect(first(resumeAtLocalStart)).toEqual({ resuming: 'loading' });
    expect(first(externalToken)).toBe('signingInExternally');
  });
});

describe('widget chart: behaviour', () => {
  const start = (
    overrides: Parameters<typeof input>[0],
    entityAnswer: () => Promise<EntityConfig>,
  ) => {
    const notifyHost = vi.fn();
    const actor = createActor(
      widgetMachine.provide({
        actions: { notifyHost: (_, notice) => notifyHost(notice) },
        actors: {
          fetchEntityConfig: fromPromise(entityAnswer),
          campaign: fromPromise(() => new Promise<never>(() => undefined)) as never,
        },
      }),
      { input: input(overrides) },
    ).start();
    return { actor, notifyHost };
  };

  it('tells the host page it is ready; an entity that fails to load waits for a retry', async () => {
    const ready = start({ start: { campaignId: 101 } }, async () => entity);
    await vi.waitFor(() => expect(ready.actor.getSnapshot().matches('ready')).toBe(true));
    expect(ready.notifyHost).toHaveBeenCalledWith({ name: 'ready', detail: { language: 'pt_PT' } });
    expect(ready.actor.getSnapshot().context.entity).toEqual(entity);

    const failed = start({ start: { campaignId: 101 } }, () =>
      Promise.reject(new ApiError('http', 'Entidade desconhecida', 404)),
    );
    await vi.waitFor(() => expect(failed.actor.getSnapshot().matches('entityFailed')).toBe(true));
    expect(failed.actor.getSnapshot().can({ type: 'entity.retry' })).toBe(true);
  });

  it('keeps the view and the visitor’s choices when the language changes', () => {
    const { actor } = start({ hostname: 'localhost', start: { shopId: 11 } }, async () => entity);
    actor.send({ type: 'contact.prefill', name: 'Ana Silva' });
    actor.send({ type: 'language.change', language: 'es_ES' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: { services: { choosing: 'loading' } } });
    expect(snapshot.context.context.language).toBe('es_ES');
    expect(snapshot.context.flow.contact.name).toBe('Ana Silva');
  });

  it('ignores an unknown language and keeps the current one', () => {
    const { actor } = start({ hostname: 'localhost', start: { shopId: 11 } }, async () => entity);
    actor.send({ type: 'language.change', language: 'fr_FR' });
    expect(actor.getSnapshot().context.context.language).toBe('pt_PT');
  });

  it('offers only the views whose subject is known (the cart always: without a shop, the whole cart)', () => {
    const campaignOnly = start(
      { hostname: 'localhost', start: { campaignId: 101 } },
      async () => entity,
    );
    expect(selectNavigableViews(campaignOnly.actor.getSnapshot())).toEqual([
      'campaign',
      'cart',
      'myBookings',
      'premium',
    ]);
  });

  it('closes only where the context shows a close button', () => {
    const closable = start({ hostname: 'localhost' }, async () => entity);
    closable.actor.send({ type: 'widget.close' });
    expect(closable.notifyHost).toHaveBeenCalledWith({ name: 'closed', detail: {} });

    const fixed = start(
      { hostname: 'localhost', context: { ...DEFAULT_CONTEXT } },
      async () => entity,
    );
    fixed.actor.send({ type: 'widget.close' });
    expect(fixed.notifyHost).not.toHaveBeenCalledWith({ name: 'closed', detail: {} });
  });
});

describe('widget chart: signing in and out', () => {
  const startPersonalArea = (overrides: InputOverrides, auth: () => Promise<unknown>) => {
    const actions = {
      writeLoginCookies: vi.fn(),
      clearLoginCookies: vi.fn(),
      setLoggedInUser: vi.fn(),
    };
    const actor = createActor(
      widgetMachine.provide({
        actions: {
          writeLoginCookies: (_, login) => actions.writeLoginCookies(login),
          clearLoginCookies: () => actions.clearLoginCookies(),
          setLoggedInUser: (_, payload) => actions.setLoggedInUser(payload),
        },
        // The sign-in chart's code loads, here a stand-in that ends as `auth` says.
        actors: { loadAuthChart: fromPromise(async () => fromPromise(auth)) as never },
      }),
      { input: input({ hostname: 'localhost', ...overrides }) },
    ).start();
    return { actor, ...actions };
  };

  it('stores the user, feeds the token to the API context, writes the cookies, prefills the contact and tells the parent', async () => {
    const { actor, writeLoginCookies, setLoggedInUser, clearLoginCookies } = startPersonalArea(
      { start: { defaultView: 'myBookings' } },
      async () => ({ kind: 'user', user: ana, loginSource: 'own' }),
    );
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ ready: { myBookings: 'signedIn' } })).toBe(true),
    );
    const { context } = actor.getSnapshot();
    expect(context.user).toMatchObject({ id: 1001, loginSource: 'own', prizes: ana.prizes });
    expect(context.context).toMatchObject({ userId: 1001, token: 'tok-ana' });
    expect(context.flow.contact).toMatchObject({
      name: 'Ana Silva',
      prefix: '+351',
      phone: '912345678',
    });
    expect(writeLoginCookies).toHaveBeenCalledWith({ userId: 1001, token: 'tok-ana' });
    expect(setLoggedInUser).toHaveBeenCalledWith({ userId: 1001, token: 'tok-ana' });

    // The profile saved in the personal area: the user and the contact follow, the token stays.
    actor.send({
      type: 'user.profileChanged',
      profile: { id: 1001, firstName: 'Ana Maria', lastName: 'Silva', mobile: '913000111' },
    });
    expect(actor.getSnapshot().context.user).toMatchObject({
      firstName: 'Ana Maria',
      mobile: '913000111',
      token: 'tok-ana',
      loginSource: 'own',
    });
    expect(actor.getSnapshot().context.flow.contact).toMatchObject({
      name: 'Ana Maria Silva',
      phone: '913000111',
    });

    // Another view and back: still signed in, no second sign-in.
    actor.send({ type: 'view.show', view: 'premium' });
    actor.send({ type: 'view.show', view: 'myBookings' });
    expect(actor.getSnapshot().matches({ ready: { myBookings: 'signedIn' } })).toBe(true);

    actor.send({ type: 'user.signOut' });
    const after = actor.getSnapshot().context;
    expect(after.user).toBeNull();
    expect(after.context).toMatchObject({ userId: null, token: null });
    expect(after.flow.contact).toMatchObject({ name: '', phone: '', prefix: '+351' });
    expect(clearLoginCookies).toHaveBeenCalledTimes(1);
    expect(setLoggedInUser).toHaveBeenLastCalledWith(null);
    expect(actor.getSnapshot().matches({ ready: { myBookings: 'signingIn' } })).toBe(true);
  });

  it('hands the auth chart the session of the login cookies and the guest flag', async () => {
    const auth = createActor(
      widgetMachine.provide({
        actors: {
          loadAuthChart: fromPromise(async () => authMachine.provide({ actors: idleAuthActors })),
        },
      }),
      {
        input: input({
          hostname: 'localhost',
          start: { defaultView: 'myBookings' },
          context: { userId: 1001, token: 'tok-ana', allowGuestLogin: true },
        }),
      },
    ).start();
    // Once the chart's code has loaded, it runs as the child `auth`.
    await vi.waitFor(() => expect(selectAuthActor(auth.getSnapshot())).toBeDefined());
    const child = selectAuthActor(auth.getSnapshot())!;
    expect(child.getSnapshot().value).toBe('loadingProfile');
    expect(child.getSnapshot().context).toMatchObject({
      allowGuestLogin: true,
      reason: 'myBookings',
      user: { id: 1001, token: 'tok-ana' },
    });
  });

  it('signs in with the parent’s external token before the first view; a failure goes on', async () => {
    const ok = startPersonalArea({ context: { externalToken: 'ext-ana' } }, async () => ({
      kind: 'user',
      user: ana,
      loginSource: 'own',
    }));
    expect(ok.actor.getSnapshot().value).toBe('signingInExternally');
    await vi.waitFor(() => expect(ok.actor.getSnapshot().matches('ready')).toBe(true));
    expect(ok.actor.getSnapshot().context.user?.id).toBe(1001);
    expect(ok.actor.getSnapshot().context.context.externalToken).toBeNull();

    const refused = startPersonalArea({ context: { externalToken: 'ext-nobody' } }, async () => ({
      kind: 'failed',
      error: 'externalSignInFailed',
    }));
    await vi.waitFor(() => expect(refused.actor.getSnapshot().matches('ready')).toBe(true));
    expect(refused.actor.getSnapshot().context.user).toBeNull();
    expect(refused.writeLoginCookies).not.toHaveBeenCalled();
  });

  it('loads the sign-in chart when it is needed: the external token and the cookies’ session sign in', async () => {
    // The real loader and chart, against the sandbox: nothing of the sign-in is on the first
    // screen, yet a parent's token signs in before the first view, and the login cookies'
    // session is resumed in the personal area.
    const external = createActor(widgetMachine, {
      input: input({ hostname: 'localhost', context: { externalToken: 'ext-ana' } }),
    }).start();
    expect(external.getSnapshot().value).toBe('signingInExternally');
    await vi.waitFor(() => expect(external.getSnapshot().matches('ready')).toBe(true));
    expect(external.getSnapshot().context.user).toMatchObject({ id: 1001, token: ana.token });
    external.stop();

    const session = createActor(widgetMachine, {
      input: input({
        hostname: 'localhost',
        start: { defaultView: 'myBookings' },
        context: { userId: 1001, token: ana.token },
      }),
    }).start();
    await vi.waitFor(() =>
      expect(session.getSnapshot().matches({ ready: { myBookings: 'signedIn' } })).toBe(true),
    );
    expect(session.getSnapshot().context.user).toMatchObject({ id: 1001, loginSource: 'own' });
    session.stop();
  });

  it('keeps a guest’s details as the contact, and offers to sign in', async () => {
    const { actor } = startPersonalArea(
      { start: { defaultView: 'myBookings' }, context: { allowGuestLogin: true } },
      async () => ({ kind: 'guest', guest }),
    );
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ ready: { myBookings: 'guest' } })).toBe(true),
    );
    expect(actor.getSnapshot().context.flow.contact).toMatchObject({
      name: 'Rita Gomes',
      phone: '912000222',
    });
    expect(actor.getSnapshot().can({ type: 'user.signIn' })).toBe(true);
  });
});

describe('widget chart: what a booking reports', () => {
  const startReporting = (overrides: InputOverrides) => {
    const actions = {
      notifyHost: vi.fn(),
      writeLoginCookies: vi.fn(),
      setLoggedInUser: vi.fn(),
      setReservationInfo: vi.fn(),
    };
    let campaignInput: unknown = null;
    const actor = createActor(
      widgetMachine.provide({
        actions: {
          notifyHost: (_, notice) => actions.notifyHost(notice),
          writeLoginCookies: (_, login) => actions.writeLoginCookies(login),
          setLoggedInUser: (_, payload) => actions.setLoggedInUser(payload),
          setReservationInfo: (_, payload) => actions.setReservationInfo(payload),
        },
        actors: {
          campaign: fromPromise(({ input }) => {
            campaignInput = input;
            return new Promise<never>(() => undefined);
          }) as never,
        },
      }),
      { input: input({ hostname: 'localhost', ...overrides }) },
    ).start();
    return { actor, campaignInput: () => campaignInput, ...actions };
  };

  it('hands the campaign chart the flags, the booking settings, who is known and the contact', () => {
    const { campaignInput } = startReporting({
      start: { campaignId: 102, mapToken: 'rwg-1' },
      context: { canBookDate: false, allowGuestLogin: true, channelManager: 'cm-1' },
    });
    expect(campaignInput()).toMatchObject({
      campaignId: 102,
      flags: { canBookDate: false, canBuyVoucher: true },
      settings: { allowGuestLogin: true, channelManager: 'cm-1', mapToken: 'rwg-1' },
      identity: null,
      contact: { name: '', prefix: '+351', phone: '', notes: '' },
    });
  });

  it('keeps a sign-in a booking made: the user, the cookies, the parent told', () => {
    const { actor, writeLoginCookies, setLoggedInUser } = startReporting({
      start: { campaignId: 102 },
    });
    actor.send({
      type: 'booking.signedIn',
      identity: { kind: 'user', user: ana, loginSource: 'google' },
    });
    expect(actor.getSnapshot().context.user).toMatchObject({ id: 1001, loginSource: 'google' });
    expect(actor.getSnapshot().context.context.token).toBe('tok-ana');
    expect(writeLoginCookies).toHaveBeenCalledWith({ userId: 1001, token: 'tok-ana' });
    expect(setLoggedInUser).toHaveBeenCalledWith({ userId: 1001, token: 'tok-ana' });
  });

  it('keeps the contact a booking confirmed, notes included', () => {
    const { actor } = startReporting({ start: { campaignId: 102 } });
    const contact = {
      name: 'Rita Gomes',
      prefix: '+351',
      phone: '912000222',
      notes: 'Cadeira alta',
    };
    actor.send({ type: 'booking.contact', contact });
    expect(actor.getSnapshot().context.flow.contact).toMatchObject(contact);
  });

  it('tells the host page and the parent window of a booking made', () => {
    const { actor, notifyHost, setReservationInfo } = startReporting({
      start: { campaignId: 102 },
    });
    const detail = { campaignId: 102, reservationId: '7001' };
    actor.send({ type: 'booking.made', detail });
    expect(notifyHost).toHaveBeenCalledWith({ name: 'bookingMade', detail });
    expect(setReservationInfo).toHaveBeenCalledWith(detail);
  });
});

describe('widget chart: a payment under way at start', () => {
  /** The voucher's payment as it went before the page was reloaded (Ana, MB WAY, its key). */
  async function startedBeforeReload(phone: string): Promise<PaymentUnderWay> {
    configureApi({ host: undefined, context: { token: 'tok-ana' } });
    const bought = await unwrap(
      apiClient.POST('/client/gift/hipay/{userId}/', {
        params: {
          path: { userId: 1001 },
          query: { token: 'tok-ana' },
          header: { 'Idempotency-Key': `seed.${phone}` },
        },
        body: {
          campaignId: 101,
          numberOfPeople: 2,
          paymentMethod: 'hipay_mbway',
          mbwayPrefix: '+351',
          mbwayPhoneNumber: phone,
        },
      }),
    );
    sandbox.clearSeenOperations();
    return {
      inProgress: {
        orderCode: bought.orderCode,
        method: 'hipay_mbway',
        payment: bought.payment,
        startedAtMs: sandbox.clock.nowMs(),
      },
      payer: { kind: 'user', userId: 1001 },
      phone: { prefix: '+351', phone },
      title: 'Jantar de degustação para dois',
      campaignId: 101,
      amount: 79.8,
    };
  }

  /** The widget opened again (a reload): Ana's login cookies, the flow state with the payment. */
  function reopen(payment: PaymentUnderWay, context: InputOverrides['context'] = {}) {
    const clock = new SimulatedClock();
    const notices: HostNotice[] = [];
    const reporting = widgetMachine.provide({
      actions: { notifyHost: (_, notice) => notices.push(notice) },
    });
    const actor = createActor(reporting, {
      clock,
      systemId: WIDGET_SYSTEM_ID,
      input: {
        ...input({
          hostname: 'localhost',
          start: { campaignId: 101 },
          context: { userId: 1001, token: 'tok-ana', ...context },
        }),
        flow: { ...initialFlowState(), paymentInProgress: payment },
      },
    }).start();
    /** The chart settling it, once its code has loaded. */
    const resume = async () =>
      selectResumeActor(await waitFor(actor, (snapshot) => !!selectResumeActor(snapshot)))!;
    /** Time passes for the charts and for the middleware alike, one poll at a time. */
    const pass = async (ms: number) => {
      const settling = await resume();
      for (let left = ms; left > 0; left -= 1_000) {
        sandbox.clock.advance(1_000);
        clock.increment(1_000);
        const child = selectResumedPaymentActor(settling.getSnapshot());
        // A status question under way is answered before time moves on.
        if (child)
          await waitFor(child, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
      }
    };
    return { actor, notices, pass, resume };
  }

  const startingCalls = () =>
    [
      'createVoucherPaymentLink',
      'createGuestVoucherPaymentLink',
      'purchaseOrder',
      'getPremiumPaymentLink',
    ].filter((operation) => sandbox.seenOperations().has(operation));

  it('shows the MB WAY wait before anything else, to the same deadline; paid, cleared, then the campaign', async () => {
    const underWay = await startedBeforeReload('912000001');
    const { actor, notices, pass, resume } = reopen(underWay);
    const settling = await resume();
    await waitFor(settling, (snapshot) => snapshot.matches({ resumingPayment: 'running' }));
    const payment = selectResumedPaymentActor(settling.getSnapshot())!;
    expect(payment.getSnapshot().matches('waitingMbway')).toBe(true);
    expect(payment.getSnapshot().context.inProgress?.payment.deadline).toBe(
      underWay.inProgress!.payment.deadline,
    );
    // Still kept while it is followed: a reload now follows it again.
    expect(actor.getSnapshot().context.flow.paymentInProgress).toEqual(underWay);

    await pass(10_000);
    await waitFor(settling, (snapshot) => snapshot.matches('paymentResumed'));
    expect(settling.getSnapshot().context.paymentEnded).toMatchObject({
      output: { status: 'paid', orderCode: underWay.inProgress!.orderCode },
      title: 'Jantar de degustação para dois',
      amount: 79.8,
    });
    expect(actor.getSnapshot().context.flow.paymentInProgress).toBeNull();
    expect(notices.filter((notice) => notice.name === 'paid')).toHaveLength(1);
    // One payment in the middleware, and no call that starts one after the reload.
    expect(sandbox.store.payments.size).toBe(1);
    expect(startingCalls()).toEqual([]);

    settling.send({ type: 'payment.continue' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'campaign' }));
    expect(selectResumeActor(actor.getSnapshot())).toBeUndefined();
    actor.stop();
  });

  it('a refusal ends it unpaid with its reason: no new attempt is offered, nothing started', async () => {
    const { actor, pass, resume } = reopen(await startedBeforeReload('912000002'));
    const settling = await resume();
    await waitFor(settling, (snapshot) => snapshot.matches({ resumingPayment: 'running' }));
    const payment = selectResumedPaymentActor(settling.getSnapshot())!;
    expect(payment.getSnapshot().can({ type: 'payment.retry' })).toBe(false);
    await pass(6_000);
    await waitFor(settling, (snapshot) => snapshot.matches('paymentResumed'));
    expect(settling.getSnapshot().context.paymentEnded?.output).toMatchObject({
      status: 'unpaid',
      reason: 'paymentRefused',
    });
    expect(actor.getSnapshot().context.flow.paymentInProgress).toBeNull();
    expect(sandbox.store.payments.size).toBe(1);
    expect(startingCalls()).toEqual([]);
    actor.stop();
  });

  it('a user’s payment with that user not signed in here is dropped: the widget opens as usual', async () => {
    const underWay = await startedBeforeReload('912000001');
    const { actor } = reopen(underWay, { userId: null, token: null });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'campaign' }));
    expect(actor.getSnapshot().context.flow.paymentInProgress).toBeNull();
    expect(sandbox.seenOperations().has('getMbwayPaymentStatus')).toBe(false);
    actor.stop();
  });

  it('keeps what a purchase reports: the payment under way, then its end', () => {
    const actor = createActor(widgetMachine.provide({ actors: { campaign: idleCampaign } }), {
      input: input({ hostname: 'localhost', start: { campaignId: 101 } }),
    }).start();
    actor.send({ type: 'payment.pending', payment: mbwayUnderWay });
    expect(actor.getSnapshot().context.flow.paymentInProgress).toEqual(mbwayUnderWay);
    actor.send({ type: 'payment.settled' });
    expect(actor.getSnapshot().context.flow.paymentInProgress).toBeNull();
    actor.stop();
  });
  it("keeps a booking's date, prize and NIF chosen for a reload, and lets them go as the booking goes out (then it is looked up, never its calendar reopened)", () => {
    const actor = createActor(widgetMachine.provide({ actors: { campaign: idleCampaign } }), {
      input: input({ hostname: 'localhost', start: { campaignId: 108 } }),
    }).start();
    const choice = {
      date: '2026-03-07',
      startTime: '2026-03-07T19:00:00.000Z',
      durationSec: 5400,
      numberOfPeople: 3,
      dateTimes: [],
    };
    actor.send({
      type: 'booking.flow',
      booking: { campaignId: 108, choice, prizeId: 301, vatId: '123456789' },
    });
    expect(actor.getSnapshot().context.flow).toMatchObject({
      bookingInProgress: { campaignId: 108, startTime: choice.startTime },
      book: { numberOfPeople: 3, date: '2026-03-07', prizeId: 301 },
      contact: { vatId: '123456789' },
    });
    actor.send({
      type: 'booking.pending',
      pending: {
        kind: 'booking',
        operation: 'POST /client/book/book/{userId}',
        params: {},
        body: {},
        key: 'k.1',
        title: 'Copo de boas-vindas no jantar',
      },
    } as never);
    expect(actor.getSnapshot().context.flow.bookingInProgress).toBeNull();
    // The prize and the NIF kept with it go too (the request carries them).
    expect(actor.getSnapshot().context.flow.book.prizeId).toBeNull();
    expect(actor.getSnapshot().context.flow.contact.vatId).toBe('');
    expect(actor.getSnapshot().context.flow.pendingRequest).toMatchObject({ kind: 'booking' });
    actor.stop();
  });
});

/** A campaign chart that never answers: the widget's own transitions alone. */
const idleCampaign = fromPromise(() => new Promise<never>(() => undefined)) as never;

describe('widget chart: the Premium view', () => {
  it('starts the premium chart with the user, the entity’s monthly price and the campaign; keeps the user the chart reports premium', async () => {
    let premiumInput: unknown = null;
    const standIn = fromCallback(({ input }) => {
      premiumInput = input;
    });
    const actor = createActor(
      widgetMachine.provide({
        actors: {
          fetchEntityConfig: fromPromise(
            async (): Promise<EntityConfig> => ({
              ...entity,
              premium: { monthlyPrice: 4.99, currency: 'EUR' },
            }),
          ),
          loadPremiumChart: fromPromise(async () => standIn) as never,
          loadAuthChart: fromPromise(async () =>
            fromPromise(async () => ({ kind: 'user', user: ana, loginSource: 'own' })),
          ) as never,
          campaign: idleCampaign,
        },
      }),
      {
        input: input({
          start: { campaignId: 101, defaultView: 'premium' },
          context: { externalToken: 'ext-ana' },
        }),
      },
    ).start();
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ ready: { premium: 'running' } })).toBe(true),
    );
    expect(premiumInput).toMatchObject({
      user: { kind: 'user', loginSource: 'own', user: { id: 1001, isPremium: false } },
      price: { monthlyPrice: 4.99 },
      campaign: { campaignId: 101, offerCode: null },
    });

    actor.send({
      type: 'premium.joined',
      identity: { kind: 'user', user: { ...ana, isPremium: true }, loginSource: 'own' },
    });
    expect(actor.getSnapshot().context.user).toMatchObject({ id: 1001, isPremium: true });
    // Another view: the premium chart stops; the user stays premium.
    actor.send({ type: 'view.show', view: 'campaign' });
    expect(actor.getSnapshot().children).not.toHaveProperty('premium');
    expect(actor.getSnapshot().context.user).toMatchObject({ isPremium: true });
  });
});
