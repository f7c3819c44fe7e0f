/**
 * The login cookies (SPEC 3): the signed-in user's id and token. Reading them needs nothing but
 * the cookie string, so it is part of the first screen; writing them probes the browser for the
 * cookie domain (api/loginCookieWriter.ts), which is loaded only when a visitor signs in or out.
 *
 * They share the merchant's site, so their names carry the widget's prefix (`bookingwidget_`, as
 * its `bookingwidget:*` events): a merchant's own `userId` or `token` cookie is neither read nor
 * overwritten. ui/boot/earlyRequests.ts reads the same two names.
 */
export const COOKIE_PREFIX = 'bookingwidget_';
export const USER_ID_COOKIE = `${COOKIE_PREFIX}userId`;
export const TOKEN_COOKIE = `${COOKIE_PREFIX}token`;

export interface LoginCookies {
  userId: number;
  token: string;
}

/** The document-like object the cookies are read from and written to (a test passes a fake). */
export interface CookieJar {
  cookie: string;
}

/**
 * One of the widget's cookies, decoded; null when it is missing or badly escaped. Only the
 * widget's own cookies are decoded: the site's other cookies are none of its business, whatever
 * they hold (`promo=50%off` is no valid escape, and must not stop the widget).
 */
function readCookie(jar: CookieJar, name: string): string | null {
  for (const pair of jar.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function readLoginCookies(jar: CookieJar): LoginCookies | null {
  const userId = Number(readCookie(jar, USER_ID_COOKIE));
  const token = readCookie(jar, TOKEN_COOKIE);
  if (!Number.isInteger(userId) || userId <= 0 || !token) return null;
  return { userId, token };
}

/**
 * Where a frame keeps the login when the browser refuses its cookies: WebKit (Safari, every
 * iPhone browser) keeps no cookie of a frame of another site, partitioned ones included. The
 * frame's own localStorage is kept there, apart per top-level site as partitioned cookies are,
 * and out of the merchant page's reach (another origin). Only the widget's code reads it.
 */
export const KEPT_LOGIN_KEY = `${COOKIE_PREFIX}login`;
export const KEPT_LOGIN_VERSION = 1;

/** The part of a Storage the login keeper uses (a test passes a Map-backed one). */
export type LoginStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The frame's localStorage, or null where the browser refuses it (it may throw on access). */
export function frameStorage(): LoginStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface KeptLogin extends LoginCookies {
  version: number;
  /** When the login lapses, as the cookies' Max-Age would (SPEC 9: 365 days). */
  expiresAtMs: number;
}

function isKeptLogin(value: unknown, nowMs: number): value is KeptLogin {
  if (typeof value !== 'object' || value === null) return false;
  const kept = value as Record<string, unknown>;
  return (
    kept.version === KEPT_LOGIN_VERSION &&
    Number.isInteger(kept.userId) &&
    (kept.userId as number) > 0 &&
    typeof kept.token === 'string' &&
    kept.token !== '' &&
    typeof kept.expiresAtMs === 'number' &&
    kept.expiresAtMs > nowMs
  );
}

/** The login kept in the frame's storage; a lapsed, foreign or broken one is dropped. */
export function readKeptLogin(storage: LoginStorage | null, nowMs: number): LoginCookies | null {
  try {
    const raw = storage?.getItem(KEPT_LOGIN_KEY);
    if (!raw) return null;
    const kept: unknown = JSON.parse(raw);
    if (isKeptLogin(kept, nowMs)) return { userId: kept.userId, token: kept.token };
    storage?.removeItem(KEPT_LOGIN_KEY);
  } catch {
    // Unreadable storage or a broken entry: no login.
  }
  return null;
}

export function forgetKeptLogin(storage: LoginStorage | null): void {
  try {
    storage?.removeItem(KEPT_LOGIN_KEY);
  } catch {
    // Nothing kept where storage is refused.
  }
}

/** The login at start: the cookies', else the one kept in the frame's storage. */
export function readLogin(
  jar: CookieJar,
  storage: LoginStorage | null,
  nowMs: number,
): LoginCookies | null {
  return readLoginCookies(jar) ?? readKeptLogin(storage, nowMs);
}
