import { getDomain } from 'tldts';
import { LOGIN_COOKIE_DAYS } from '../domain/constants';
import { TOKEN_COOKIE, USER_ID_COOKIE, type CookieJar, type LoginCookies } from './loginCookies';

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
