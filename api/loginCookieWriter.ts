import { LOGIN_COOKIE_DAYS } from '../domain/constants';
import {
  COOKIE_PREFIX,
  forgetKeptLogin,
  KEPT_LOGIN_KEY,
  KEPT_LOGIN_VERSION,
  readLoginCookies,
  TOKEN_COOKIE,
  USER_ID_COOKIE,
  type CookieJar,
  type KeptLogin,
  type LoginCookies,
  type LoginStorage,
} from './loginCookies';

/**
 * The page the login cookies are written on (`document`; a test passes a fake): its cookies and,
 * through its window, whether it is framed and by which origins.
 */
export interface CookiePage extends CookieJar {
  readonly defaultView: {
    readonly top: unknown;
    readonly self: unknown;
    readonly location: { readonly ancestorOrigins?: ArrayLike<string> };
  } | null;
}

/** The short-lived cookie that asks the browser whether it keeps cookies on a domain. */
const PROBE_COOKIE = `${COOKIE_PREFIX}probe`;

/** What a cookie needs to be kept in a frame of another site: Secure, SameSite=None, CHIPS. */
const CROSS_SITE = 'Secure; SameSite=None; Partitioned';

/** Local hosts and IP addresses keep host-only cookies: no parent domain is theirs to share. */
function isLocalOrIp(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname.includes(':') || // IPv6, [::1]
    /^\d+(\.\d+){3}$/.test(hostname)
  );
}

/**
 * The page's registrable domain (`example.co.uk` for `a.b.example.co.uk`), so that every
 * subdomain of the site shares the login; null for a host-only cookie. Browsers refuse a cookie
 * on a public suffix (`co.uk`, `github.io`), so the first parent domain, shortest first, on which
 * the browser keeps a test cookie is the registrable one, without shipping the public-suffix list.
 * The test cookie is deleted at once; it carries the real cookies' attributes, as a browser may
 * refuse a cookie for those as well.
 */
function findCookieDomain(jar: CookieJar, hostname: string, attributes: string): string | null {
  if (isLocalOrIp(hostname)) return null;
  const labels = hostname.split('.');
  for (let count = 2; count <= labels.length; count += 1) {
    const domain = labels.slice(-count).join('.');
    jar.cookie = `${PROBE_COOKIE}=${domain}; Domain=${domain}; ${attributes}; Max-Age=10`;
    const kept = jar.cookie.split(';').some((pair) => pair.trim() === `${PROBE_COOKIE}=${domain}`);
    if (kept) {
      jar.cookie = `${PROBE_COOKIE}=; Domain=${domain}; ${attributes}; Max-Age=0`;
      return domain;
    }
  }
  return null;
}

/** Whether an ancestor origin is on the same site (scheme and registrable domain) as the page. */
function isSameSite(origin: string, protocol: string, site: string): boolean {
  try {
    const ancestor = new URL(origin);
    return (
      ancestor.protocol === protocol &&
      (ancestor.hostname === site || ancestor.hostname.endsWith(`.${site}`))
    );
  } catch {
    return false; // an opaque origin ("null"): a sandboxed page, another site
  }
}

/**
 * The cookie attributes for the page at `url`. A page framed by another site, over https, needs
 * `Secure; SameSite=None; Partitioned` for its cookies to be kept where third-party cookies are
 * blocked (CHIPS). Anywhere else (the widget's own page, a frame of its own site, plain http,
 * which cannot use SameSite=None) they are `SameSite=Lax`, and Secure over https.
 */
export function loginCookieAttributes(page: CookiePage, url: URL, maxAgeSeconds: number): string {
  const https = url.protocol === 'https:';
  const frame = page.defaultView;
  const framed = frame !== null && frame.top !== frame.self;
  const sameSite = https ? 'SameSite=Lax; Secure' : 'SameSite=Lax';
  // Whether a frame is of another site needs the site's domain, so the domain is probed first:
  // in an https frame with the cross-site attributes, which a frame of any site keeps.
  const domain = findCookieDomain(
    page,
    url.hostname,
    `Path=/; ${https && framed ? CROSS_SITE : sameSite}`,
  );
  const site = domain ?? url.hostname;
  // Firefox before 153 lists no ancestor origins: a frame that cannot tell is taken as
  // cross-site (where only SameSite=None cookies are kept; a frame of its own site keeps them
  // too).
  const ancestors = frame?.location.ancestorOrigins;
  const crossSite =
    https &&
    framed &&
    (!ancestors || Array.from(ancestors).some((origin) => !isSameSite(origin, url.protocol, site)));
  return [
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    ...(domain ? [`Domain=${domain}`] : []),
    crossSite ? CROSS_SITE : sameSite,
  ].join('; ');
}

/** Where the login goes when the browser refuses the cookies, and the clock its lapse is set by. */
export interface LoginKeeper {
  storage: LoginStorage | null;
  nowMs: number;
}

const LOGIN_LIFETIME_SECONDS = LOGIN_COOKIE_DAYS * 24 * 60 * 60;

/**
 * Writes the login cookies, then reads them back: a browser that refused them (WebKit in a frame
 * of another site) gets the login kept in the frame's own storage instead (api/loginCookies.ts),
 * for as long as the cookies would have lived; one that kept them has no copy there.
 */
export function writeLoginCookies(
  page: CookiePage,
  url: URL,
  login: LoginCookies,
  keeper: LoginKeeper = { storage: null, nowMs: 0 },
): void {
  const attributes = loginCookieAttributes(page, url, LOGIN_LIFETIME_SECONDS);
  page.cookie = `${USER_ID_COOKIE}=${encodeURIComponent(String(login.userId))}; ${attributes}`;
  page.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(login.token)}; ${attributes}`;
  const read = readLoginCookies(page);
  if (read?.userId === login.userId && read.token === login.token) {
    forgetKeptLogin(keeper.storage);
  } else {
    keepLogin(keeper.storage, login, keeper.nowMs + LOGIN_LIFETIME_SECONDS * 1000);
  }
}

export function clearLoginCookies(
  page: CookiePage,
  url: URL,
  storage: LoginStorage | null = null,
): void {
  const attributes = loginCookieAttributes(page, url, 0);
  page.cookie = `${USER_ID_COOKIE}=; ${attributes}`;
  page.cookie = `${TOKEN_COOKIE}=; ${attributes}`;
  forgetKeptLogin(storage);
}

/** The login kept in the frame's storage, where the browser refuses the cookies. */
export function keepLogin(
  storage: LoginStorage | null,
  login: LoginCookies,
  expiresAtMs: number,
): void {
  const kept: KeptLogin = { version: KEPT_LOGIN_VERSION, ...login, expiresAtMs };
  try {
    storage?.setItem(KEPT_LOGIN_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the login lasts as long as the page.
  }
}
