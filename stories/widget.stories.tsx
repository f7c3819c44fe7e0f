/**
 * The widget's root chart (machines/widget/widget.machine.ts): the entity lookup, its failure and
 * every view of `ready`, one still picture per state, drawn by WidgetScreen with its own frame.
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows (`ready.campaign`); a
 * variant of a state adds a note in brackets (`entityFailed (unknown host)`).
 * tests/stories/coverage.test.ts fails when a state has no story or a story names no state;
 * tests/stories/stories.test.tsx renders every story and runs axe on it.
 * Entity and campaign data are what the sandbox answers (api/sandbox/).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopFixture } from '../api/sandbox/fixtures';
import { ENTITY_CONFIG, UNKNOWN_HOSTNAME } from '../api/sandbox/seed';
import { signedInUserFixture } from '../api/sandbox/userFixtures';
import { authMachine, initialAuthContext, type AuthContext } from '../machines/auth/auth.machine';
import { bookingCharts } from '../machines/booking/charts';
import { campaignMachine } from '../machines/campaign/campaign.machine';
import { serviceChoiceOf, servicesMachine } from '../machines/services/services.machine';
import {
  clientKindOf,
  DEFAULT_CONTEXT,
  EMPTY_START,
  parseContext,
  type WidgetContext,
  type WidgetStart,
} from '../machines/rules/context';
import { withStart } from '../machines/rules/start';
import { contactFromGuest, contactFromUser } from '../machines/rules/user';
import { initialFlowState } from '../domain/flowState';
import { widgetMachine, type WidgetMachineContext } from '../machines/widget/widget.machine';
import { BookingScreen } from '../ui/screens/CampaignScreen';
import {
  AuthScreen,
  MyBookingsScreen,
  ResendView,
  ServiceListScreen,
  WidgetScreen,
} from '../ui/screens/WidgetScreen';
import { campaignContext, reviewedContext, serviceBookingInput } from './support/bookingFixtures';
import { childState, stateStories, type StoryGlobals } from './support/stateStory';

const meta = { title: 'widget', parameters: { widgetFrame: false } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const widgetStory = stateStories(widgetMachine, (actor) => <WidgetScreen actor={actor} />);

/**
 * The personal area's screens (and the other views besides the campaign) load lazily in the app;
 * a still picture loads them first, so it shows the screen rather than its loading status.
 */
function withLazyScreens(story: Story): Story {
  const preload = async () => {
    await Promise.all([
      AuthScreen.preload(),
      MyBookingsScreen.preload(),
      ServiceListScreen.preload(),
      BookingScreen.preload(),
      ResendView.preload(),
    ]);
    return {};
  };
  return { ...story, loaders: [preload, ...[story.loaders ?? []].flat()] };
}

/** The auth chart as it opens: the email first, the sandbox's providers offered. */
const emailFirst: AuthContext = {
  ...initialAuthContext({
    allowGuestLogin: false,
    reason: 'myBookings',
    social: ENTITY_CONFIG.social ?? null,
  }),
  socialProviders: ['facebook', 'google', 'apple'],
};

/**
 * Opened at `?campaignId=101&shopId=11` on a merchant's site, with the entity found, in the
 * toolbar's language (the widget's `language` start parameter).
 */
function contextFor(
  start: Partial<WidgetStart>,
  extra: Partial<Omit<WidgetMachineContext, 'context'>> = {},
  settings: Partial<WidgetContext> = {},
) {
  return (globals: StoryGlobals): WidgetMachineContext => {
    const language = parseContext({ language: globals.language }).value.language;
    const context = { ...DEFAULT_CONTEXT, language, ...settings };
    const fullStart = { ...EMPTY_START, campaignId: 101, shopId: 11, ...start };
    return {
      context,
      start: fullStart,
      flow: withStart(initialFlowState(), fullStart),
      hostname: 'reservas.tabernadochiado.pt',
      clientKind: clientKindOf(context),
      entity: structuredClone(ENTITY_CONFIG),
      error: null,
      user: null,
      guest: null,
      service: null,
      resent: null,
      ...extra,
    };
  };
}

export const loadingEntity: Story = {
  name: 'loadingEntity',
  ...widgetStory({ value: 'loadingEntity', context: contextFor({}, { entity: null }) }),
};

export const entityFailed: Story = {
  name: 'entityFailed',
  ...widgetStory({
    value: 'entityFailed',
    context: contextFor({}, { entity: null, error: 'network' }),
  }),
};

/** A site the middleware knows no entity for: the sandbox answers 404. */
export const entityFailedUnknownHost: Story = {
  name: 'entityFailed (unknown host)',
  ...widgetStory({
    value: 'entityFailed',
    context: contextFor({}, { hostname: UNKNOWN_HOSTNAME, entity: null, error: 'generic' }),
  }),
};

/** The campaign view holds the campaign chart it invoked, here showing campaign 101. */
export const readyCampaign: Story = {
  name: 'ready.campaign',
  ...widgetStory({
    value: { ready: 'campaign' },
    context: contextFor({ defaultView: 'campaign' }),
    children: {
      campaign: childState('campaign', campaignMachine, {
        value: { showing: 'overview' },
        context: campaignContext(101),
      }),
    },
  }),
};

/** Inside a parent app that may close the widget (showClose). */
export const readyCampaignClosable: Story = {
  name: 'ready.campaign (closable)',
  ...widgetStory({
    value: { ready: 'campaign' },
    context: contextFor({ defaultView: 'campaign' }, {}, { showClose: true }),
    children: {
      campaign: childState('campaign', campaignMachine, {
        value: { showing: 'overview' },
        context: campaignContext(101),
      }),
    },
  }),
};

/** Shop 12's services (opened at `?shopId=12`). */
const atShop12 = contextFor({ defaultView: 'services', shopId: 12, campaignId: null });
const haircut = serviceChoiceOf(shopFixture(12), shopFixture(12).shopMerchantServices![0]!);

/** The list of shop 12; its chart's code loads at run time, so the child gives its logic. */
export const readyServicesChoosing: Story = withLazyScreens({
  name: 'ready.services.choosing',
  ...widgetStory({
    value: { ready: { services: 'choosing' } },
    context: atShop12,
    children: {
      services: childState(servicesMachine, servicesMachine, {
        value: 'listing',
        context: { shopId: 12, shop: shopFixture(12), service: null, error: null },
      }),
    },
  }),
});

/** The list's code did not arrive (offline): the network message and a retry. */
export const readyServicesListUnavailable: Story = {
  name: 'ready.services.listUnavailable',
  ...widgetStory({
    value: { ready: { services: 'listUnavailable' } },
    context: (globals) => ({ ...atShop12(globals), error: 'network' }),
  }),
};

export const readyServicesBookingLoading: Story = {
  name: 'ready.services.booking.loading',
  ...widgetStory({
    value: { ready: { services: { booking: 'loading' } } },
    context: (globals) => ({ ...atShop12(globals), service: haircut }),
  }),
};

/** Service 1201 (a haircut) booked through the reservation chart, at its review. */
export const readyServicesBookingRunning: Story = withLazyScreens({
  name: 'ready.services.booking.running',
  ...widgetStory({
    value: { ready: { services: { booking: 'running' } } },
    context: (globals) => ({ ...atShop12(globals), service: haircut }),
    children: {
      booking: childState(bookingCharts.reservation, bookingCharts.reservation, {
        value: 'reviewing',
        context: reviewedContext(serviceBookingInput(12, 1201), 'slot'),
      }),
    },
  }),
});

/** Service 1102 of shop 11 is takeaway (type 7): not booked from the list. */
export const readyServicesNotBookableHere: Story = {
  name: 'ready.services.notBookableHere',
  ...widgetStory({
    value: { ready: { services: 'notBookableHere' } },
    context: (globals) => ({
      ...contextFor({ defaultView: 'services', shopId: 11 })(globals),
      service: serviceChoiceOf(shopFixture(11), shopFixture(11).shopMerchantServices![1]!),
    }),
  }),
};

export const readyCart: Story = {
  name: 'ready.cart',
  ...widgetStory({ value: { ready: 'cart' }, context: contextFor({ defaultView: 'cart' }) }),
};

/**
 * The personal area without a user: the auth chart's email-first screen. The chart's code loads
 * at run time, so the child gives its logic, not a name of the widget's setup.
 */
export const readyMyBookingsSigningIn: Story = withLazyScreens({
  name: 'ready.myBookings.signingIn',
  ...widgetStory({
    value: { ready: { myBookings: 'signingIn' } },
    context: contextFor({ defaultView: 'myBookings' }),
    children: {
      auth: childState(authMachine, authMachine, {
        value: 'enteringEmail',
        context: emailFirst,
      }),
    },
  }),
});

/** The sign-in's code did not arrive (offline): the network message and a retry. */
export const readyMyBookingsSignInUnavailable: Story = withLazyScreens({
  name: 'ready.myBookings.signInUnavailable',
  ...widgetStory({
    value: { ready: { myBookings: 'signInUnavailable' } },
    context: contextFor({ defaultView: 'myBookings' }, { error: 'network' }),
  }),
});

/** Ana Silva signed in: her name, and the contact her bookings will carry (prefilled). */
export const readyMyBookingsSignedIn: Story = withLazyScreens({
  name: 'ready.myBookings.signedIn',
  ...widgetStory({
    value: { ready: { myBookings: 'signedIn' } },
    context: (globals) => {
      const base = contextFor({ defaultView: 'myBookings' })(globals);
      const user = { ...signedInUserFixture(1001), loginSource: 'own' as const };
      return {
        ...base,
        user,
        context: { ...base.context, userId: user.id, token: user.token },
        flow: { ...base.flow, contact: contactFromUser(base.flow.contact, user) },
      };
    },
  }),
});

/** A guest (allowGuestLogin on) has no personal area: the way on is to sign in. */
export const readyMyBookingsGuest: Story = withLazyScreens({
  name: 'ready.myBookings.guest',
  ...widgetStory({
    value: { ready: { myBookings: 'guest' } },
    context: (globals) => {
      const base = contextFor(
        { defaultView: 'myBookings' },
        {},
        { allowGuestLogin: true },
      )(globals);
      const guest = {
        name: 'Rita Gomes',
        email: 'rita.gomes@example.pt',
        prefix: '+351',
        phone: '912000111',
      };
      return {
        ...base,
        guest,
        flow: { ...base.flow, contact: contactFromGuest(base.flow.contact, guest) },
      };
    },
  }),
});

/** The parent app's externalToken signs in before anything else. */
export const signingInExternally: Story = {
  name: 'signingInExternally',
  ...widgetStory({
    value: 'signingInExternally',
    context: contextFor({}, { entity: null }, { externalToken: 'ext-ana' }),
  }),
};

export const readyPremium: Story = {
  name: 'ready.premium',
  ...widgetStory({ value: { ready: 'premium' }, context: contextFor({ defaultView: 'premium' }) }),
};

/** A booking on its way when the page went (a reload): the same request, sent again first. */
const pendingBooking = {
  kind: 'booking' as const,
  operation: 'POST /client/book/book/{userId}',
  params: { path: { userId: 1001 } },
  body: { campaignId: 108, numberOfPeople: 2, date: '2026-03-04T19:00:00.000Z' },
  key: 'story-key.0123456789a',
  title: 'Copo de boas-vindas no jantar',
};
const withPendingBooking = (extra: Partial<Omit<WidgetMachineContext, 'context'>> = {}) =>
  contextFor({ campaignId: 108 }, { ...extra }, {});
const pendingFlow = (globals: StoryGlobals) => {
  const context = withPendingBooking()(globals);
  return { ...context, flow: { ...context.flow, pendingRequest: pendingBooking } };
};
const resentResult = (status: 'confirmed' | 'pending') => ({
  result: {
    reservationId: 7001,
    status,
    campaignId: 108,
    date: '2026-03-04T19:00:00.000Z',
    numberOfPeople: 2,
  },
  title: pendingBooking.title,
});

export const resendingRequest: Story = withLazyScreens({
  name: 'resendingRequest',
  ...widgetStory({ value: 'resendingRequest', context: pendingFlow }),
});

export const requestResent: Story = withLazyScreens({
  name: 'requestResent',
  ...widgetStory({
    value: 'requestResent',
    context: withPendingBooking({ resent: resentResult('confirmed') }),
  }),
});

export const requestResentPending: Story = withLazyScreens({
  name: 'requestResent (waiting for the merchant)',
  ...widgetStory({
    value: 'requestResent',
    context: withPendingBooking({ resent: resentResult('pending') }),
  }),
});

export const requestRefused: Story = withLazyScreens({
  name: 'requestRefused',
  ...widgetStory({
    value: 'requestRefused',
    context: withPendingBooking({ error: 'dateNotAvailable' }),
  }),
});

export const requestUnconfirmed: Story = withLazyScreens({
  name: 'requestUnconfirmed',
  ...widgetStory({
    value: 'requestUnconfirmed',
    context: (globals) => ({ ...pendingFlow(globals), error: 'malformedResponse' }),
  }),
});
