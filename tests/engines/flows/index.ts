// The flows every engine runs (tests/engines/runFlows.ts): each a visitor's whole errand, by role
// and label, checked against what the screen says and what the sandbox's store holds.
import { DateTime } from 'luxon';
import { SANDBOX_ZONE } from '../../../api/sandbox/clock';
import { e2eNowMs } from '../../e2e/browser';
import type { CrossSiteHttps } from '../../e2e/crossSiteHttps';
import type { EngineTab } from '../engines';
import { AUTH_FLOWS } from './auth';
import { BOOKING_FLOWS } from './booking';
import { CROSS_SITE_FLOWS } from './crossSite';
import { HISTORY_FLOWS } from './history';
import { INTERFACE_FLOWS } from './interface';
import { MY_BOOKINGS_FLOWS } from './myBookings';
import { ORDERING_FLOWS } from './ordering';
import { PREMIUM_FLOWS } from './premium';
import { VOUCHER_FLOWS } from './voucher';

export interface FlowContext {
  tab: EngineTab;
  /** The demo build (widget + sandbox in the page), e.g. http://127.0.0.1:41233 */
  widgetURL: string;
  /** The demo merchant page embedding it from another origin (on the build's allow-list). */
  merchantURL: string;
  /** The production build framed by a merchant page of another site, all over https. */
  crossSite: CrossSiteHttps;
}

export interface Flow {
  name: string;
  run(context: FlowContext): Promise<void>;
}

/** The sandbox's clock at the suite's instant (E2E_NOW), as a `?sandbox=` control. */
export function sandboxNow(): string {
  const now = DateTime.fromMillis(e2eNowMs(), { zone: SANDBOX_ZONE }).toISO({
    includeOffset: false,
    suppressMilliseconds: true,
  });
  return `now:${now}`;
}

/** Opens the widget alone at `query` (`campaignId=108&...`), its sandbox at the suite's instant. */
export async function openWidget(
  { tab, widgetURL }: FlowContext,
  query: string,
  controls: string[] = [],
): Promise<void> {
  const sandbox = encodeURIComponent([sandboxNow(), ...controls].join(';'));
  await tab.goto(`${widgetURL}/?${query}&sandbox=${sandbox}`);
}

export const FLOWS: Flow[] = [
  ...INTERFACE_FLOWS,
  ...BOOKING_FLOWS,
  ...AUTH_FLOWS,
  ...VOUCHER_FLOWS,
  ...ORDERING_FLOWS,
  ...HISTORY_FLOWS,
  ...MY_BOOKINGS_FLOWS,
  ...PREMIUM_FLOWS,
  ...CROSS_SITE_FLOWS,
];
