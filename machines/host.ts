import type { ActorRef, AnyActorRef, Snapshot } from 'xstate';
import type { ParentRequests, WidgetEventName, WidgetEvents } from '../api/parent/protocol';

/**
 * What the host page hears (the events of api/parent/protocol.ts: a payment's, an order placed,
 * a booking made, the widget closed), each told from the one place it happens.
 */
export type HostNotice = {
  [K in WidgetEventName]: { name: K; detail: WidgetEvents[K] };
}[WidgetEventName];

/**
 * What the parent window hears of the visitor's cart (SPEC 7's "discard cart" and "remove cart
 * item" messages), so that a parent app showing the cart (a badge, its own cart screen) follows
 * it: an item the middleware removed, and the cart gone once an order was made of it.
 */
export type ParentCartMessage =
  | { type: 'removeCartItem'; payload: ParentRequests['removeCartItem']['payload'] }
  | { type: 'discardCart'; payload: ParentRequests['discardCart']['payload'] };

/**
 * A chart deep in the tree (a payment, a checkout, a cart) tells the host page or the parent
 * window directly, not by relaying it chart to chart: it sends one of these to the widget, the
 * root of the charts' system, registered under `WIDGET_SYSTEM_ID` by whoever starts it (the
 * shell), whose `notifyHost` and `tellParentCart` actions emit them to the shell, which tells
 * the page through the parent bridge. A chart running without the widget above it (a test of
 * the chart alone, a story) tells nobody.
 */
export type HostEvent =
  | { type: 'host.notice'; notice: HostNotice }
  | { type: 'host.cart'; message: ParentCartMessage };

export const WIDGET_SYSTEM_ID = 'widget';

/** The widget above a chart, where there is one (see HostEvent). */
export const widgetOf = (system: {
  get: (systemId: string) => AnyActorRef | undefined;
}): ActorRef<Snapshot<unknown>, HostEvent> | undefined => system.get(WIDGET_SYSTEM_ID);
