import {
  CAMPAIGNS,
  EMAIL_VALIDATION_CODE,
  MBWAY_TEST_PHONES,
  MOBILE_VALIDATION_CODE,
  OFFER_CODES,
  SHOPS,
  USERS,
} from './seed';

declare const __DEMO_PAGE_URL__: string | undefined;

/** The demo merchant page of `npm run dev` (ui/embed/demo/), where the dev server runs it. */
const demoPageUrl = typeof __DEMO_PAGE_URL__ === 'string' ? __DEMO_PAGE_URL__ : null;

const TYPE_NAMES: Record<number, string> = {
  1: 'reservation, confirmed',
  2: 'reservation, pending confirmation',
  3: 'a day in a time window',
  4: 'information only',
  5: 'digital coupon',
  6: 'several suggested dates',
  7: 'takeaway or delivery',
};

const MBWAY_OUTCOMES: Record<string, string> = {
  paid: 'paid',
  cancelled: 'refused',
  error_in_payment_platform: 'payment platform error',
  never: 'never answers: the countdown expires',
};

/**
 * The sandbox's scenarios as links, for a newcomer who opened the widget with nothing to show
 * (`npm run dev`, the demo build): every campaign type, the shops, the test users and MB WAY
 * phones, a fault, the demo merchant page. Plain DOM, tester-only, so English, like the panel.
 */
export function mountScenarios(parent: HTMLElement): void {
  const aside = document.createElement('aside');
  aside.className = 'sandbox-scenarios';
  aside.style.cssText =
    'max-width:640px;margin:24px auto;padding:0 16px 24px;font:15px/1.5 system-ui,sans-serif;' +
    'color:#1f2328';
  aside.setAttribute('aria-labelledby', 'sandbox-scenarios-title');
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const link = (href: string, text: string) => {
    const anchor = element('a', text);
    anchor.href = href;
    return anchor;
  };
  const section = (title: string, items: (Node | string)[][]) => {
    const list = element('ul');
    for (const parts of items) {
      const item = element('li');
      item.append(...parts);
      list.append(item);
    }
    aside.append(element('h2', title), list);
  };

  const heading = element('h2', 'Sandbox scenarios');
  heading.id = 'sandbox-scenarios-title';
  const intro = element(
    'p',
    'This build answers every call with the sandbox middleware (api/sandbox/README.md). ' +
      'Open the widget at one of these:',
  );
  aside.append(heading, intro);

  section(
    'Campaigns, one of each type',
    CAMPAIGNS.map(({ info }) => {
      const view = info.campaignView;
      return [
        link(`?campaignId=${view.campaignId}`, `${view.campaignId} · ${view.campaignTitle}`),
        ` — type ${view.campaignType}, ${TYPE_NAMES[view.campaignType] ?? ''}`,
      ];
    }),
  );
  section('Other ways in', [
    ...Object.keys(OFFER_CODES).map((code) => [link(`?offerCode=${code}`, `offer code ${code}`)]),
    ...SHOPS.map((shop) => [link(`?shopId=${shop.id}`, `shop ${shop.id} · ${shop.name}`)]),
    [link('?campaignId=102&allowGuestLogin=true', '102 with guests allowed')],
    [link('?campaignId=101&language=en_EN', '101 in English')],
    [link('?campaignId=101&language=es_ES', '101 in Spanish')],
    [link('?defaultView=myBookings', 'My bookings')],
  ]);
  section('Test users', [
    ...USERS.map(({ user, password }) => [
      `${user.firstName ?? ''} ${user.lastName ?? ''}: ${user.email} / ${password}`,
    ]),
    [`one-time codes: email ${EMAIL_VALIDATION_CODE}, mobile ${MOBILE_VALIDATION_CODE}`],
  ]);
  section(
    'MB WAY test phones',
    Object.entries(MBWAY_TEST_PHONES).map(([phone, { outcome }]) => [
      `+351 ${phone}: ${MBWAY_OUTCOMES[outcome] ?? outcome}`,
    ]),
  );
  section('Faults and time', [
    [link('?campaignId=101&sandbox=fault:getCampaign:500*1', 'the campaign fails once (retry)')],
    [link('?campaignId=101&sandbox=latency:1500', 'every call takes 1.5 s')],
    [link('?campaignId=999', 'an unknown campaign')],
    [link('?campaignId=101&sandbox-panel', 'the sandbox panel (faults, latency, clock)')],
  ]);
  if (demoPageUrl) {
    section('Embedded', [
      [link(demoPageUrl, 'the demo merchant page'), ', embedding this widget from another origin'],
    ]);
  }
  parent.append(aside);
}
