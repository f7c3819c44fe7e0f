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
