import type { SnapshotFrom } from 'xstate';
import type { AuthActor } from '../auth/load';
import type { BookingActor } from '../booking/booking.selectors';
import type { PremiumActor } from '../premium/load';
import type { ResumeActor } from '../resume/load';
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
  return NAVIGABLE_VIEWS.find((view) => snapshot.hasTag(`view.${view}`)) ?? null;
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
export const selectAuthActor = (snapshot: WidgetSnapshot): AuthActor | undefined =>
  snapshot.context.refs.auth;

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
  if (!snapshot.hasTag('view.myBookings')) return null;
  if (snapshot.matches({ ready: { myBookings: 'signedIn' } })) return 'signedIn';
  if (snapshot.matches({ ready: { myBookings: 'guest' } })) return 'guest';
  return snapshot.hasTag('chart.unavailable') ? 'signInUnavailable' : 'signingIn';
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
  if (snapshot.matches({ ready: { services: 'choosing' } })) {
    return snapshot.hasTag('chart.unavailable') ? 'listUnavailable' : 'choosing';
  }
  // A service's booking, whichever its type's chart: its code loading, or running.
  if (snapshot.hasTag('services.booking')) {
    return snapshot.hasTag('busy') ? 'bookingLoading' : 'booking';
  }
  if (snapshot.matches({ ready: { services: { ordering: 'running' } } })) return 'order';
  if (snapshot.matches({ ready: { services: 'ordering' } })) return 'orderLoading';
  if (snapshot.matches({ ready: { services: 'notBookableHere' } })) return 'notBookableHere';
  return null;
}

/** The running services chart (loaded at run time, spawned as `services`). */
export const selectServicesActor = (snapshot: WidgetSnapshot): ServicesActor | undefined =>
  snapshot.context.refs.services;
export const selectChosenService = (snapshot: WidgetSnapshot) => snapshot.context.service;

/** A service's running booking chart (its type's: reservation, day, coupon or suggestions). */
export const selectServiceBookingActor = (snapshot: WidgetSnapshot): BookingActor | undefined =>
  snapshot.context.refs.booking;

/**
 * What was under way at start, being settled before anything else: its chart's code loading,
 * running, or not arrived.
 */
export function selectResumeState(
  snapshot: WidgetSnapshot,
): 'loading' | 'running' | 'unavailable' | null {
  if (!snapshot.matches('resuming')) return null;
  if (snapshot.matches({ resuming: 'running' })) return 'running';
  return snapshot.hasTag('chart.unavailable') ? 'unavailable' : 'loading';
}

/** The chart settling it (loaded at run time, spawned as `resume`). */
export const selectResumeActor = (snapshot: WidgetSnapshot): ResumeActor | undefined =>
  snapshot.context.refs.resume;

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
export const selectPremiumActor = (snapshot: WidgetSnapshot): PremiumActor | undefined =>
  snapshot.context.refs.premium;

/**
 * Where the Cart view is: a shop's order chart (its code loading, running, or not arrived), or,
 * opened without a shop, the whole cart.
 */
export function selectCartViewState(
  snapshot: WidgetSnapshot,
): 'loading' | 'running' | 'unavailable' | 'wholeCart' | null {
  if (!snapshot.hasTag('view.cart')) return null;
  if (snapshot.matches({ ready: { cart: 'wholeCart' } })) return 'wholeCart';
  if (snapshot.matches({ ready: { cart: { shop: 'running' } } })) return 'running';
  return snapshot.hasTag('chart.unavailable') ? 'unavailable' : 'loading';
}

/**
 * Where the whole cart is: its chart's code loading, its list, that code not arrived; one of its
 * shops being ordered (the order chart's code loading, running, or not arrived).
 */
export function selectWholeCartState(
  snapshot: WidgetSnapshot,
): 'loading' | 'listing' | 'unavailable' | 'orderLoading' | 'order' | 'orderUnavailable' | null {
  if (!snapshot.matches({ ready: { cart: 'wholeCart' } })) return null;
  const unavailable = snapshot.hasTag('chart.unavailable');
  if (snapshot.matches({ ready: { cart: { wholeCart: 'ordering' } } })) {
    if (unavailable) return 'orderUnavailable';
    return snapshot.matches({ ready: { cart: { wholeCart: { ordering: 'running' } } } })
      ? 'order'
      : 'orderLoading';
  }
  if (unavailable) return 'unavailable';
  return snapshot.matches({ ready: { cart: { wholeCart: { listing: 'running' } } } })
    ? 'listing'
    : 'loading';
}

/** The running whole cart's chart (loaded at run time, spawned as `wholeCart`). */
export const selectWholeCartActor = (snapshot: WidgetSnapshot): WholeCartActor | undefined =>
  snapshot.context.refs.wholeCart;

/** The running order chart (loaded at run time, spawned as `order`): the Cart view, a service's. */
export const selectWidgetOrderActor = (snapshot: WidgetSnapshot): OrderActor | undefined =>
  snapshot.context.refs.order;
