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

/** The sandbox's card page host (api/sandbox/store.ts), allowed where the sandbox runs. */
export const SANDBOX_PAYMENT_PAGE_HOST = 'pagamentos.sandbox.example';

/** A listed host as it is compared: lower case, no dot at either end, no scheme or path. */
export function normalisePaymentHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\.+|\.+$/g, '');
}

/**
 * The address is a page the widget may open for a card payment: https, no user name or password
 * in it, no port of its own, and its host one of `hosts` or a subdomain of one.
 */
export function isAllowedPaymentPage(url: string, hosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') {
    return false;
  }
  if (parsed.port !== '') return false;
  const host = parsed.hostname.toLowerCase();
  return hosts
    .map(normalisePaymentHost)
    .some((allowed) => allowed !== '' && (host === allowed || host.endsWith(`.${allowed}`)));
}

/**
 * The hosts allowed: the deployment's list, else the providers' domains; where the sandbox runs,
 * its page host too.
 */
export function allowedPaymentPageHosts(
  configured: readonly string[] | null,
  withSandbox: boolean,
): string[] {
  const listed = (configured ?? DEFAULT_PAYMENT_PAGE_HOSTS).map(normalisePaymentHost);
  return withSandbox ? [...listed, SANDBOX_PAYMENT_PAGE_HOST] : listed;
}
