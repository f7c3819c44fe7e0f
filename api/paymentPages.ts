import { getApiHost } from './client';

interface WidgetGlobal {
  __WIDGET_CONFIG__?: { paymentPageHosts?: unknown };
}

/**
 * The hosts a card payment's page may be on, as the deployment lists them: the run-time list
 * (`window.__WIDGET_CONFIG__.paymentPageHosts`), else the build's (`VITE_PAYMENT_PAGE_HOSTS`, a
 * comma list); null where neither is set (machines/rules/paymentPage.ts then takes the payment
 * providers' domains).
 */
export function configuredPaymentPageHosts(): string[] | null {
  const runTime = (globalThis as WidgetGlobal).__WIDGET_CONFIG__?.paymentPageHosts;
  if (Array.isArray(runTime)) {
    return runTime.filter((host): host is string => typeof host === 'string');
  }
  const buildTime = ((import.meta.env.VITE_PAYMENT_PAGE_HOSTS as string | undefined) ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return buildTime.length > 0 ? buildTime : null;
}

/** The sandbox middleware runs with this widget (dev, tests, Storybook, demo builds). */
export function runsWithSandbox(): boolean {
  return import.meta.env.DEV || import.meta.env.MODE === 'sandbox';
}

/**
 * Where the sandbox runs, its origin (the middleware's host, the page's own for the sandbox in
 * the page), where its card payment page is (api/sandbox/cardPage.ts); null elsewhere.
 */
export function sandboxPaymentPageOrigin(): string | null {
  if (!runsWithSandbox()) return null;
  try {
    return new URL(getApiHost()).origin;
  } catch {
    return null;
  }
}
