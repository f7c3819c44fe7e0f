import type { SnapshotFrom } from 'xstate';
import type { AuthActor } from '../auth/load';
import type { BookingActor } from '../booking/booking.selectors';
import type { PremiumActor } from '../premium/load';
import type { PaymentActor } from '../payment/load';
import type { ServicesActor } from '../services/load';
import type { OrderActor, WholeCartActor } from '../cart/load';
import type { DefaultView } from '../rules/context';
import { hostLinksOf, type HostLinks } from '../rules/hostLinks';
import type { widgetMachine } from './widget.machine';

type WidgetSnapshot = SnapshotFrom<typeof widgetMachine>;

export const NAVIGABLE_VIEWS: readonly DefaultView[] = [
  'campaign',
  'services',
  'cart',
  'myBookings',
  'premium',
];

/** The view on screen, or null before the widget is ready. */
export function selectCurrentView(snapshot: WidgetSnapshot): DefaultView | null {
  for (const view of NAVIGABLE_VIEWS) if (snapshot.matches({ ready: view })) return view;
  return null;
}

/** The views the navigation offers: the current one, and those the chart would open now. */
export function selectNavigableViews(snapshot: WidgetSnapshot): DefaultView[] {
  const current = selectCurrentView(snapshot);
  return NAVIGABLE_VIEWS.filter(
    (view) => view === current || snapshot.can({ type: 'view.show', view }),
  );
}

export const selectLanguage = (snapshot: WidgetSnapshot) => snapshot.context.context.language;
export const selectCanClose = (snapshot: WidgetSnapshot) => snapshot.can({ type: 'widget.close' });
export const selectEntity = (snapshot: WidgetSnapshot) => snapshot.context.entity;
export const selectWidgetError = (snapshot: WidgetSnapshot) => snapshot.context.error;

/**
 * The host site's pages (SPEC 1) in the visitor's language, from the entity's configuration: none
 * on a local host (no entity) or where the configuration gives no http(s) address.
 */
export const selectHostLinks = (snapshot: WidgetSnapshot): HostLinks =>
  hostLinksOf(snapshot.context.entity, snapshot.context.context.language);
export const selectFlow = (snapshot: WidgetSnapshot) => snapshot.context.flow;
export const selectCampaignActor = (snapshot: WidgetSnapshot) => snapshot.children.campaign;

/** The running sign-in chart (loaded at run time, spawned as `auth`). */
export function selectAuthActor(snapshot: WidgetSnapshot): AuthActor | undefined {
  return (snapshot.children as Record<string, unknown>).auth as AuthActor | undefined;
}

export const selectUser = (snapshot: WidgetSnapshot) => snapshot.context.user;
export const selectGuest = (snapshot: WidgetSnapshot) => snapshot.context.guest;
export const selectContact = (snapshot: WidgetSnapshot) => snapshot.context.flow.contact;

/**
 * What the personal area shows: a sign-in, the signed-in user, a guest's way to sign in, or that
 * the sign-in could not load.
 */
export function selectMyBookingsState(
  snapshot: WidgetSnapshot,
): 'signingIn' | 'signInUnavailable' | 'signedIn' | 'guest' | null {
  if (snapshot.matches({ ready: { myBookings: 'signedIn' } })) return 'signedIn';
  if (snapshot.matches({ ready: { myBookings: 'guest' } })) return 'guest';
  if (snapshot.matches({ ready: { myBookings: 'signingIn' } })) return 'signingIn';
  if (snapshot.matches({ ready: { myBookings: 'signInUnavailable' } })) return 'signInUnavailable';
  return null;
}

/** The parent app's token is being used to sign in, before anything else. */
export const selectIsSigningInExternally = (snapshot: WidgetSnapshot) =>
  snapshot.matches('signingInExternally');

/**
 * Where the service list is: the list, its code that did not arrive, a service's booking (loading,
 * running), or "not here".
 */
export function selectServicesState(
  snapshot: WidgetSnapshot,
):
  | 'choosing'
  | 'listUnavailable'
  | 'bookingLoading'
  | 'booking'
  | 'orderLoading'
  | 'order'
  | 'notBookableHere'
  | null {
  if (snapshot.matches({ ready: { services: 'choosing' } })) return 'choosing';
  if (snapshot.matches({ ready: { services: 'listUnavailable' } })) return 'listUnavailable';
  if (snapshot.matches({ ready: { services: { booking: 'running' } } })) return 'booking';
  if (snapshot.matches({ ready: { services: 'booking' } })) return 'bookingLoading';
  if (snapshot.matches({ ready: { services: { ordering: 'running' } } })) return 'order';
  if (snapshot.matches({ ready: { services: 'ordering' } })) return 'orderLoading';
  if (snapshot.matches({ ready: { services: 'notBookableHere' } })) return 'notBookableHere';
  return null;
}

/** The running services chart (loaded at run time, spawned as `services`). */
export function selectServicesActor(snapshot: WidgetSnapshot): ServicesActor | undefined {
  return (snapshot.children as Record<string, unknown>).services as ServicesActor | undefined;
}
export const selectChosenService = (snapshot: WidgetSnapshot) => snapshot.context.service;

/** A service's running booking chart (the reservation chart, spawned as `booking`). */
export function selectServiceBookingActor(snapshot: WidgetSnapshot): BookingActor | undefined {
  return (snapshot.children as Record<string, unknown>).booking as BookingActor | undefined;
}

/**
 * A request pending at start, looked up (never sent again): its lookup under way, what it made,
 * nothing made, the lookup unanswered, no lookup possible (a guest's); an order found waiting for
 * its payment: the payment step loading, shown, or not arrived.
 */
export type PendingStage =
  | 'lookingUp'
  | 'made'
  | 'notMade'
  | 'unconfirmed'
  | 'noLookup'
  | 'payLoading'
  | 'paying'
  | 'payUnavailable';

export function selectPendingStage(snapshot: WidgetSnapshot): PendingStage | null {
  if (snapshot.matches('lookingUpRequest')) return 'lookingUp';
  if (snapshot.matches('requestMade')) return 'made';
  if (snapshot.matches('requestNotMade')) return 'notMade';
  if (snapshot.matches('requestUnconfirmed')) return 'unconfirmed';
  if (snapshot.matches('requestNoLookup')) return 'noLookup';
  if (snapshot.matches({ payingOrder: 'loading' })) return 'payLoading';
  if (snapshot.matches({ payingOrder: 'paying' })) return 'paying';
  if (snapshot.matches({ payingOrder: 'unavailable' })) return 'payUnavailable';
  return null;
}

/** What the request pending at start was (a booking or an order) and its title. */
export const selectPendingRequest = (snapshot: WidgetSnapshot) =>
  snapshot.context.flow.pendingRequest ?? null;

/** The order a request pending at start made (known, or found). */
export const selectFoundOrder = (snapshot: WidgetSnapshot) => snapshot.context.foundOrder;

export const selectResent = (snapshot: WidgetSnapshot) => snapshot.context.resent;

/**
 * A payment under way at start, followed before anything else: its chart's code loading, the
 * payment followed, that code not arriving, the premium membership paid while the user's profile
 * is read again, or how it ended.
 */
export function selectPaymentResumeState(
  snapshot: WidgetSnapshot,
): 'loading' | 'following' | 'unavailable' | 'confirming' | 'ended' | null {
  if (snapshot.matches({ resumingPayment: 'loading' })) return 'loading';
  if (snapshot.matches({ resumingPayment: 'following' })) return 'following';
  if (snapshot.matches({ resumingPayment: 'confirmingMembership' })) return 'confirming';
  if (snapshot.matches({ resumingPayment: 'unavailable' })) return 'unavailable';
  if (snapshot.matches('paymentResumed')) return 'ended';
  return null;
}

/** The payment chart following the payment under way (loaded at run time, spawned as `payment`). */
export function selectResumedPaymentActor(snapshot: WidgetSnapshot): PaymentActor | undefined {
  return (snapshot.children as Record<string, unknown>).payment as PaymentActor | undefined;
}

/** What the payment under way is for (the purchase's title), while it is followed. */
export const selectPaymentUnderWay = (snapshot: WidgetSnapshot) =>
  snapshot.context.flow.paymentInProgress ?? null;

/** How the payment followed at start ended, and what it was for. */
export const selectPaymentEnded = (snapshot: WidgetSnapshot) => snapshot.context.paymentEnded;

/** The signed-in user is a premium member (as the widget last read their profile). */
export const selectIsPremiumUser = (snapshot: WidgetSnapshot) =>
  snapshot.context.user?.isPremium === true;

/** Where the Premium view is: its chart's code loading, running, or not arrived. */
export function selectPremiumState(
  snapshot: WidgetSnapshot,
): 'loading' | 'running' | 'unavailable' | null {
  if (snapshot.matches({ ready: { premium: 'loading' } })) return 'loading';
  if (snapshot.matches({ ready: { premium: 'running' } })) return 'running';
  if (snapshot.matches({ ready: { premium: 'unavailable' } })) return 'unavailable';
  return null;
}

/** The running premium chart (loaded at run time, spawned as `premium`). */
export function selectPremiumActor(snapshot: WidgetSnapshot): PremiumActor | undefined {
  return (snapshot.children as Record<string, unknown>).premium as PremiumActor | undefined;
}

/**
 * Where the Cart view is: a shop's order chart (its code loading, running, or not arrived), or,
 * opened without a shop, the whole cart.
 */
export function selectCartViewState(
  snapshot: WidgetSnapshot,
): 'loading' | 'running' | 'unavailable' | 'wholeCart' | null {
  if (snapshot.matches({ ready: { cart: 'loading' } })) return 'loading';
  if (snapshot.matches({ ready: { cart: 'running' } })) return 'running';
  if (snapshot.matches({ ready: { cart: 'unavailable' } })) return 'unavailable';
  if (snapshot.matches({ ready: { cart: 'wholeCart' } })) return 'wholeCart';
  return null;
}

/**
 * Where the whole cart is: its chart's code loading, its list, that code not arrived; one of its
 * shops being ordered (the order chart's code loading, running, or not arrived).
 */
export function selectWholeCartState(
  snapshot: WidgetSnapshot,
): 'loading' | 'listing' | 'unavailable' | 'orderLoading' | 'order' | 'orderUnavailable' | null {
  const at = (wholeCart: 'loading' | 'listing' | 'unavailable') =>
    snapshot.matches({ ready: { cart: { wholeCart } } });
  const ordering = (state: 'loading' | 'running' | 'unavailable') =>
    snapshot.matches({ ready: { cart: { wholeCart: { ordering: state } } } });
  if (at('loading')) return 'loading';
  if (at('listing')) return 'listing';
  if (at('unavailable')) return 'unavailable';
  if (ordering('loading')) return 'orderLoading';
  if (ordering('running')) return 'order';
  if (ordering('unavailable')) return 'orderUnavailable';
  return null;
}

/** The running whole cart's chart (loaded at run time, spawned as `wholeCart`). */
export function selectWholeCartActor(snapshot: WidgetSnapshot): WholeCartActor | undefined {
  return (snapshot.children as Record<string, unknown>).wholeCart as WholeCartActor | undefined;
}

/** The running order chart (loaded at run time, spawned as `order`): the Cart view, a service's. */
export function selectWidgetOrderActor(snapshot: WidgetSnapshot): OrderActor | undefined {
  return (snapshot.children as Record<string, unknown>).order as OrderActor | undefined;
}
