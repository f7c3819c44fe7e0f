import {
  DEFAULT_CLIENT_APPLICATION,
  DEFAULT_CLIENT_PLATFORM,
  DEFAULT_ENTITY_ID,
  DEFAULT_LANGUAGE,
  DEFAULT_PROVIDER_ID,
} from '../../domain/constants';

/**
 * The widget's context (SPEC section 3, Context) and where it starts. It is read from the widget
 * page's address, the embed snippet's attributes (which the loader puts in that address) and the
 * parent's setContext message. Every value is untrusted text: an invalid one falls back to its
 * default and is reported as a warning, never thrown.
 */
export const SUPPORTED_LANGUAGES = ['pt_PT', 'es_ES', 'en_EN', 'en_US'] as const;
export const DEFAULT_VIEWS = ['campaign', 'services', 'cart', 'myBookings', 'premium'] as const;
export const CLIENT_APPLICATIONS = ['WEB', 'IOS', 'ANDROID'] as const;
export const CLIENT_PLATFORMS = ['WIDGET', 'WEB', 'APP'] as const;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export type DefaultView = (typeof DEFAULT_VIEWS)[number];
export type ClientApplication = (typeof CLIENT_APPLICATIONS)[number];
export type ClientPlatform = (typeof CLIENT_PLATFORMS)[number];

export interface WidgetContext {
  userId: number | null;
  token: string | null;
  externalToken: string | null;
  entityId: number;
  providerId: number;
  clientApplication: ClientApplication;
  clientPlatform: ClientPlatform;
  language: SupportedLanguage;
  showClose: boolean;
  canBookDate: boolean;
  canBuyVoucher: boolean;
  channelManager: string | null;
  allowGuestLogin: boolean;
}

export interface WidgetStart {
  campaignId: number | null;
  offerCode: string | null;
  shopId: number | null;
  serviceId: number | null;
  defaultView: DefaultView | null;
  referralCode: string | null;
  /**
   * The token a map service (a reserve-with-map flow) opened the widget with: a booking made
   * from it is reported back to the map service with this token (trackMapConversion).
   */
  mapToken: string | null;
}

export const DEFAULT_CONTEXT: WidgetContext = {
  userId: null,
  token: null,
  externalToken: null,
  entityId: DEFAULT_ENTITY_ID,
  providerId: DEFAULT_PROVIDER_ID,
  clientApplication: DEFAULT_CLIENT_APPLICATION,
  clientPlatform: DEFAULT_CLIENT_PLATFORM,
  language: DEFAULT_LANGUAGE,
  showClose: false,
  canBookDate: true,
  canBuyVoucher: true,
  channelManager: null,
  allowGuestLogin: false,
};

export const EMPTY_START: WidgetStart = {
  campaignId: null,
  offerCode: null,
  shopId: null,
  serviceId: null,
  defaultView: null,
  referralCode: null,
  mapToken: null,
};

type Raw = Readonly<Record<string, string | number | boolean | null | undefined>>;
type Parser<T> = (value: string) => T | undefined;

const positiveInteger: Parser<number> = (value) =>
  /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
const boolean: Parser<boolean> = (value) =>
  ({ true: true, '1': true, false: false, '0': false })[value.toLowerCase()];
/** Codes and tokens: printable, no spaces, bounded, so nothing odd reaches a URL or a header. */
const token: Parser<string> = (value) => (/^[\w.~+/=:-]{1,2048}$/.test(value) ? value : undefined);
const code: Parser<string> = (value) => (/^[\w-]{1,64}$/.test(value) ? value : undefined);
const oneOf =
  <T extends string>(values: readonly T[], normalise = (v: string) => v): Parser<T> =>
  (value) =>
    values.find((candidate) => candidate === normalise(value));

const contextParsers: { [K in keyof WidgetContext]: Parser<NonNullable<WidgetContext[K]>> } = {
  userId: positiveInteger,
  token,
  externalToken: token,
  entityId: positiveInteger,
  providerId: positiveInteger,
  clientApplication: oneOf(CLIENT_APPLICATIONS, (v) => v.toUpperCase()),
  clientPlatform: oneOf(CLIENT_PLATFORMS, (v) => v.toUpperCase()),
  language: oneOf(SUPPORTED_LANGUAGES, (v) => v.replace('-', '_')),
  showClose: boolean,
  canBookDate: boolean,
  canBuyVoucher: boolean,
  channelManager: code,
  allowGuestLogin: boolean,
};

const startParsers: { [K in keyof WidgetStart]: Parser<NonNullable<WidgetStart[K]>> } = {
  campaignId: positiveInteger,
  offerCode: code,
  shopId: positiveInteger,
  serviceId: positiveInteger,
  defaultView: oneOf(DEFAULT_VIEWS),
  referralCode: code,
  mapToken: token,
};

export interface ParsedSettings<T> {
  value: T;
  /** One line per value that was present but invalid, naming the key (never the value: tokens). */
  warnings: string[];
}

function parseInto<T extends object>(
  base: T,
  parsers: { [K in keyof T]: Parser<NonNullable<T[K]>> },
  raw: Raw,
): ParsedSettings<T> {
  const value = { ...base };
  const warnings: string[] = [];
  for (const key of Object.keys(parsers) as (keyof T & string)[]) {
    const given = raw[key];
    if (given === undefined || given === null || given === '') continue;
    const parsed = parsers[key](String(given).trim());
    if (parsed === undefined) warnings.push(`Ignored invalid ${key}; using ${String(base[key])}`);
    else value[key] = parsed as T[typeof key];
  }
  return { value, warnings };
}

/** Reads the context over `base` (the defaults, or what an earlier source set). */
export function parseContext(raw: Raw, base: WidgetContext = DEFAULT_CONTEXT) {
  return parseInto(base, contextParsers, raw);
}

export function parseStart(raw: Raw, base: WidgetStart = EMPTY_START) {
  return parseInto(base, startParsers, raw);
}

export type ClientKind = 'mobileApp' | 'embeddedApp' | 'web';

/** Mobile app, embedded app or web (SPEC section 6), from clientApplication and clientPlatform.
 * Assumed reading: a native application is a mobile app whatever hosts it; a web client on the
 * APP platform runs inside a parent app window; anything else is the web. */
export function clientKindOf(
  context: Pick<WidgetContext, 'clientApplication' | 'clientPlatform'>,
): ClientKind {
  if (context.clientApplication === 'IOS' || context.clientApplication === 'ANDROID') {
    return 'mobileApp';
  }
  return context.clientPlatform === 'APP' ? 'embeddedApp' : 'web';
}

/** Local hosts skip the entity lookup (SPEC section 1). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    host === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}
