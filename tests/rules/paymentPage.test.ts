// Where a card payment's page may be opened (machines/rules/paymentPage.ts): https only, on a
// payment provider's host or a subdomain of one, with no credentials or port of its own.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_PAGE_HOSTS,
  SANDBOX_PAYMENT_PAGE_HOST,
  allowedPaymentPageHosts,
  isAllowedPaymentPage,
} from '../../machines/rules/paymentPage';

const HOSTS = ['hipay.com', 'pagamentos.sandbox.example'];

describe('a card page is opened only over https on a listed host', () => {
  it('https on a listed host, or a subdomain of one', () => {
    expect(isAllowedPaymentPage('https://pagamentos.sandbox.example/hipay_cc/pay-1', HOSTS)).toBe(
      true,
    );
    expect(isAllowedPaymentPage('https://checkout.hipay.com/pay?id=1', HOSTS)).toBe(true);
    expect(isAllowedPaymentPage('https://HIPAY.com/pay', HOSTS)).toBe(true);
  });

  it.each([
    ['plain http', 'http://pagamentos.sandbox.example/hipay_cc/pay-1'],
    ['another host', 'https://evil.example/pay'],
    ['a host that only ends like one', 'https://evilhipay.com/pay'],
    ['a listed name inside another host', 'https://hipay.com.evil.example/pay'],
    ['credentials', 'https://user:pass@hipay.com/pay'],
    ['a port of its own', 'https://hipay.com:8443/pay'],
    ['another scheme', 'javascript:alert(1)'],
    ['not an address', 'pay here'],
  ])('%s is refused', (_, url) => {
    expect(isAllowedPaymentPage(url, HOSTS)).toBe(false);
  });

  it('a listed origin (the sandbox’s) allows exactly that origin, over http too', () => {
    const withOrigin = [...HOSTS, 'http://127.0.0.1:4173'];
    expect(isAllowedPaymentPage('http://127.0.0.1:4173/__sandbox/card.html?p=1', withOrigin)).toBe(
      true,
    );
    expect(isAllowedPaymentPage('http://127.0.0.1:4174/__sandbox/card.html', withOrigin)).toBe(
      false,
    );
    expect(isAllowedPaymentPage('https://127.0.0.1:4173/__sandbox/card.html', withOrigin)).toBe(
      false,
    );
    expect(isAllowedPaymentPage('http://a:b@127.0.0.1:4173/__sandbox/card.html', withOrigin)).toBe(
      false,
    );
    expect(isAllowedPaymentPage('http://127.0.0.1:4173/pay', HOSTS)).toBe(false);
  });

  it('an empty entry allows nothing', () => {
    expect(isAllowedPaymentPage('https://hipay.com/pay', ['', '.'])).toBe(false);
  });
});

describe('which hosts are listed', () => {
  it("the deployment's own list, else the providers' domains; the sandbox's host and origin where it runs", () => {
    expect(allowedPaymentPageHosts(['Pay.Example.PT.'], null)).toEqual(['pay.example.pt']);
    expect(allowedPaymentPageHosts(null, null)).toEqual([...DEFAULT_PAYMENT_PAGE_HOSTS]);
    expect(allowedPaymentPageHosts(null, 'http://localhost:5173/')).toEqual([
      ...DEFAULT_PAYMENT_PAGE_HOSTS,
      SANDBOX_PAYMENT_PAGE_HOST,
      'http://localhost:5173',
    ]);
    expect(allowedPaymentPageHosts(null, null)).not.toContain(SANDBOX_PAYMENT_PAGE_HOST);
  });

  it("HiPay, SIBS and Viva Wallet's domains by default", () => {
    expect(DEFAULT_PAYMENT_PAGE_HOSTS).toEqual(
      expect.arrayContaining(['hipay.com', 'sibs.pt', 'vivapayments.com']),
    );
  });
});
