/**
 * Where a card payment's page may be opened (SPEC 4 card methods: hipay_cc, SIBS_CARD,
 * VIVA_WALLET). The middleware answers the page's address; the widget opens it only over https
 * and only on a host the deployment lists as a payment provider, so an answer rewritten on its
 * way, or a middleware fault, never sends the visitor to enter a card number somewhere else.
 */

/**
 * The payment providers' own domains, each with its subdomains: HiPay (`hipay.com`, and
 * `hipay-tpp.com`, its Enterprise hosted pages), SIBS (`sibs.pt`, `sibsgateway.com`) and Viva
 * Wallet (`viva.com`, `vivapayments.com`, `vivawallet.com`). A deployment that knows its
 * provider's exact page host should list that alone.
 */
export const DEFAULT_PAYMENT_PAGE_HOSTS: readonly string[] = [
  'hipay.com',
  'hipay-tpp.com',
  'sibs.pt',
  'sibsgateway.com',
  'viva.com',
  'vivapayments.com',
  'vivawallet.com',
];

/**
 * The sandbox's made-up card page host (api/sandbox/store.ts, for a payment started on the store
 * itself), allowed where the sandbox runs. The sandbox's own card page is on its origin, which is
 * allowed there too.
 */
export const SANDBOX_PAYMENT_PAGE_HOST = 'pagamentos.sandbox.example';

/** A listed host as it is compared: lower case, no dot at either end, no scheme or path. */
export function normalisePaymentHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\.+|\.+$/g, '');
}

/** An entry that is an origin (`http://127.0.0.1:8787`) rather than a host name. */
function originOf(entry: string): string | null {
  if (!entry.includes('://')) return null;
  try {
    const parsed = new URL(entry);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The address is a page the widget may open for a card payment: no user name or password in it,
 * and either https with no port of its own on one of `hosts` or a subdomain of one, or exactly
 * on an origin listed in `hosts` (the sandbox's, where it runs: scheme, host and port alike).
 */
export function isAllowedPaymentPage(url: string, hosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username !== '' || parsed.password !== '') return false;
  if (hosts.some((entry) => originOf(entry.trim()) === parsed.origin)) return true;
  if (parsed.protocol !== 'https:') return false;
  if (parsed.port !== '') return false;
  const host = parsed.hostname.toLowerCase();
  return hosts
    .filter((entry) => !entry.includes('://'))
    .map(normalisePaymentHost)
    .some((allowed) => allowed !== '' && (host === allowed || host.endsWith(`.${allowed}`)));
}

/**
 * The hosts allowed: the deployment's list, else the providers' domains; where the sandbox runs
 * (`sandboxOrigin` not null), its made-up page host and its own origin, where its card page is.
 */
export function allowedPaymentPageHosts(
  configured: readonly string[] | null,
  sandboxOrigin: string | null,
): string[] {
  const listed = (configured ?? DEFAULT_PAYMENT_PAGE_HOSTS).map(normalisePaymentHost);
  if (sandboxOrigin === null) return listed;
  const origin = originOf(sandboxOrigin);
  return [...listed, SANDBOX_PAYMENT_PAGE_HOST, ...(origin ? [origin] : [])];
}
