import { getDomain } from 'tldts';
import { LOGIN_COOKIE_DAYS } from '../machines/rules/constants';

export const USER_ID_COOKIE = 'userId';
export const TOKEN_COOKIE = 'token';

export interface LoginCookies {
  userId: number;
  token: string;
}

/** The document-like object the cookies are written to (a test passes a fake). */
export interface CookieJar {
  cookie: string;
}

/**
 * The cookie attributes for the page at `url`. The domain is the registrable domain from the
 * public-suffix list, so every subdomain of the marketplace shares the login; local hosts and IP
 * addresses get a host-only cookie. Over https the cookies are Secure, SameSite=None and
 * Partitioned (CHIPS) so that they are kept inside a cross-site frame where third-party cookies
 * are blocked; plain http (local development) cannot use SameSite=None and stays Lax.
 */
export function loginCookieAttributes(url: URL, maxAgeSeconds: number): string {
  const attributes = [`Path=/`, `Max-Age=${maxAgeSeconds}`];
  const domain = getDomain(url.hostname, { allowPrivateDomains: true });
  if (domain) attributes.push(`Domain=${domain}`);
  if (url.protocol === 'https:') attributes.push('Secure', 'SameSite=None', 'Partitioned');
  else attributes.push('SameSite=Lax');
  return attributes.join('; ');
}

export function writeLoginCookies(jar: CookieJar, url: URL, login: LoginCookies): void {
  const attributes = loginCookieAttributes(url, LOGIN_COOKIE_DAYS * 24 * 60 * 60);
  jar.cookie = `${USER_ID_COOKIE}=${encodeURIComponent(String(login.userId))}; ${attributes}`;
  jar.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(login.token)}; ${attributes}`;
}

export function clearLoginCookies(jar: CookieJar, url: URL): void {
  const attributes = loginCookieAttributes(url, 0);
  jar.cookie = `${USER_ID_COOKIE}=; ${attributes}`;
  jar.cookie = `${TOKEN_COOKIE}=; ${attributes}`;
}

export function readLoginCookies(jar: CookieJar): LoginCookies | null {
  const values = new Map(
    jar.cookie
      .split(';')
      .map((pair) => pair.trim().split('='))
      .filter((parts): parts is [string, string] => parts.length === 2)
      .map(([name, value]) => [name, decodeURIComponent(value)]),
  );
  const userId = Number(values.get(USER_ID_COOKIE));
  const token = values.get(TOKEN_COOKIE);
  if (!Number.isInteger(userId) || userId <= 0 || !token) return null;
  return { userId, token };
}
