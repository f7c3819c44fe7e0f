/**
 * The messages the widget exchanges with the window that hosts it (SPEC section 7, "Messages to
 * the parent window"). Every message carries a source tag and a protocol version so that other
 * scripts' messages on the same window are ignored, and a request id so replies find their call.
 */
import * as v from 'valibot';
import { HOST_SOURCE, PROTOCOL_VERSION, SOCIAL_PROVIDERS, WIDGET_SOURCE } from './constants';
import { isHttpUrl } from '../../domain/httpUrl';

export { HOST_SOURCE, PROTOCOL_VERSION, SOCIAL_PROVIDERS, WIDGET_SOURCE };

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const httpUrl = v.pipe(
  v.string(),
  v.check((value) => isHttpUrl(value), 'only http and https URLs'),
);

/** What each request carries, and what the parent answers (undefined: no answer awaited). */
export interface ParentRequests {
  setLoggedInUser: {
    payload: { userId: number; token: string } | null;
    reply: undefined;
  };
  setReservationInfo: {
    payload: {
      campaignId?: number;
      shopId?: number;
      serviceId?: number;
      reservationId?: string;
      orderCode?: string;
    };
    reply: undefined;
  };
  getLocation: { payload: undefined; reply: { latitude: number; longitude: number } };
  discardCart: { payload: { shopId?: number } | undefined; reply: undefined };
  removeCartItem: { payload: { itemId: number }; reply: undefined };
  socialLoginCheck: { payload: undefined; reply: { available: SocialProvider[] } };
  socialLogins: {
    payload: { provider: SocialProvider };
    reply: { provider: SocialProvider; accessToken: string };
  };
  /**
   * Assumed (not among SPEC 7's messages): a booking to share, handed to the host page when the
   * widget's frame cannot share by itself (the loader re-emits it as `bookingwidget:share`).
   */
  share: { payload: { title: string; text: string; url: string }; reply: undefined };
  navigate: { payload: { url: string }; reply: undefined };
  openUrl: { payload: { url: string }; reply: undefined };
}

export type ParentRequestType = keyof ParentRequests;

/** The requests that wait for the parent's answer; the others are fire-and-forget. */
export const ANSWERED_REQUESTS = ['getLocation', 'socialLoginCheck', 'socialLogins'] as const;

export type WidgetRequest = {
  [K in ParentRequestType]: {
    source: typeof WIDGET_SOURCE;
    version: typeof PROTOCOL_VERSION;
    kind: 'request';
    id: string;
    type: K;
    payload: ParentRequests[K]['payload'];
  };
}[ParentRequestType];

/**
 * What the widget tells the host page about, re-emitted there by the embed loader as DOM
 * CustomEvents named `bookingwidget:<name>` with these details.
 */
export interface WidgetEvents {
  ready: { language: string };
  /** `message`: the middleware's own words, where the visitor is shown them (allowed pages only). */
  failed: { code: string; message?: string };
  bookingMade: { campaignId?: number; serviceId?: number; reservationId: string };
  orderPlaced: { orderCode: string; shopId?: number };
  paymentPending: { method: string; deadline?: string };
  paymentReferenceIssued: { entity: string; reference: string; amount: number; deadline?: string };
  paid: { orderCode?: string; method: string };
  /** A payment that ended unpaid: refused, a platform error, or its time ran out. */
  paymentFailed: { reason: string; method: string };
  closed: Record<string, never>;
}

export type WidgetEventName = keyof WidgetEvents;

/**
 * What a parent page not on the allow-list may still exchange with the widget: notices that say
 * nothing about the visitor (the frame's height too), opening web pages, its location, sharing,
 * and the language. A token, a booking's or order's details, a social credential, a context change
 * or a prefill go only to and from an allowed page (README "Allowed host pages").
 */
export const PUBLIC_EVENTS: readonly WidgetEventName[] = ['ready', 'failed', 'closed'];

/**
 * What a page not on the allow-list hears of a public event: of a failure only its code (the
 * middleware's words may name the visitor: an email, a booking).
 */
export function publicDetail<K extends WidgetEventName>(
  name: K,
  detail: WidgetEvents[K],
): WidgetEvents[K] {
  if (name !== 'failed') return detail;
  return { code: (detail as WidgetEvents['failed']).code } as WidgetEvents[K];
}
export const PUBLIC_REQUESTS: readonly ParentRequestType[] = [
  'getLocation',
  'share',
  'navigate',
  'openUrl',
];
export const PUBLIC_COMMANDS: readonly HostCommand['type'][] = ['setLanguage'];

export type WidgetNotice =
  | {
      [K in WidgetEventName]: {
        source: typeof WIDGET_SOURCE;
        version: typeof PROTOCOL_VERSION;
        kind: 'event';
        name: K;
        detail: WidgetEvents[K];
      };
    }[WidgetEventName]
  | {
      source: typeof WIDGET_SOURCE;
      version: typeof PROTOCOL_VERSION;
      kind: 'resize';
      height: number;
    };

export type WidgetMessage = WidgetRequest | WidgetNotice;

/** Schemas of the answers the parent may send; anything else is dropped unread. */
export const replyPayloadSchemas = {
  getLocation: v.object({
    latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
    longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  }),
  socialLoginCheck: v.object({ available: v.array(v.picklist(SOCIAL_PROVIDERS)) }),
  socialLogins: v.object({
    provider: v.picklist(SOCIAL_PROVIDERS),
    accessToken: v.pipe(v.string(), v.minLength(1)),
  }),
} satisfies { [K in (typeof ANSWERED_REQUESTS)[number]]: v.GenericSchema };

const envelope = {
  source: v.literal(HOST_SOURCE),
  version: v.literal(PROTOCOL_VERSION),
};

/** A reply from the parent to one of the widget's requests. */
export const hostReplySchema = v.variant('ok', [
  v.object({
    ...envelope,
    kind: v.literal('reply'),
    replyTo: v.pipe(v.string(), v.minLength(1)),
    ok: v.literal(true),
    payload: v.unknown(),
  }),
  v.object({
    ...envelope,
    kind: v.literal('reply'),
    replyTo: v.pipe(v.string(), v.minLength(1)),
    ok: v.literal(false),
    error: v.object({ status: v.number(), message: v.string() }),
  }),
]);

/** Messages the parent sends of its own accord. */
export const hostCommandSchema = v.variant('type', [
  v.object({
    ...envelope,
    kind: v.literal('command'),
    type: v.literal('setContext'),
    payload: v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
  }),
  v.object({
    ...envelope,
    kind: v.literal('command'),
    type: v.literal('setLanguage'),
    payload: v.object({ language: v.string() }),
  }),
  v.object({
    ...envelope,
    kind: v.literal('command'),
    type: v.literal('prefill'),
    payload: v.object({
      name: v.optional(v.string()),
      email: v.optional(v.string()),
      phone: v.optional(v.string()),
    }),
  }),
]);

export type HostReply = v.InferOutput<typeof hostReplySchema>;
export type HostCommand = v.InferOutput<typeof hostCommandSchema>;

export const urlPayloadSchema = v.object({ url: httpUrl });
