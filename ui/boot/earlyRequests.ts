/**
 * The first screen's calls, started by the page itself before the widget's code has arrived: the
 * production build inlines this function in index.html (ui/boot/plugin.ts), so the entity lookup
 * and the campaign (or the shop) are asked for at once, in parallel, while the JavaScript
 * downloads. Their promises are left on `window.__WIDGET_EARLY__`; the widget's client takes
 * them over (api/ahead.ts) and uses an answer only for a call to the very same URL, through all
 * of its checks. A call this script gets wrong is simply made again by the widget.
 *
 * It must stay self-contained (it is inlined as source: no imports but types) and small. It
 * mirrors what the client adds to these calls (api/client.ts, api/contextParams.ts) and how the
 * context and the start view are read (machines/rules/context.ts, start.ts);
 * tests/api/earlyRequests.test.ts checks that the widget asks for exactly these URLs.
 *
 * When the campaign's answer arrives, its first web picture (the hero) is preloaded, so it is on
 * its way before the widget draws it, and the page draws the campaign's title in the widget's
 * place (`paintCampaignTitle`) if the widget has drawn nothing yet. Should the widget's code
 * never come (its script fails, or nothing is drawn a few seconds after the early answer), the
 * page says so itself, in the visitor's language, with a retry and the merchant's contact
 * (`watchForTheApp`).
 */
import type { EarlyRequests } from '../../api/ahead';
import type { AppLocale } from '../../machines/rules/language';
import type { PageWords } from './pageWords';

export interface EarlyConfig {
  /** The build's VITE_API_HOST, if any. */
  apiHost?: string;
  /** What the page says when the widget's code does not arrive (ui/boot/pageWords.ts). */
  notLoaded?: {
    /** In each language, from the catalogs. */
    words: Partial<Record<AppLocale, PageWords>>;
    /** How long after the early answer the widget has to draw before the page says so. */
    afterMs: number;
  };
}

interface EarlyWindow {
  location: Pick<Location, 'search' | 'hostname' | 'origin'> & { reload?: () => void };
  document: Pick<
    Document,
    'cookie' | 'createElement' | 'head' | 'getElementById' | 'readyState' | 'addEventListener'
  >;
  addEventListener?: Window['addEventListener'];
  setTimeout?: (callback: () => void, ms: number) => number;
  clearTimeout?: (timer: number) => void;
  MutationObserver?: typeof MutationObserver;
  crypto: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };
  performance?: Pick<Performance, 'now'>;
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  fetch: (url: string) => Promise<Response>;
  __WIDGET_CONFIG__?: { apiHost?: unknown };
  __WIDGET_EARLY__?: EarlyRequests;
}

export function startEarlyRequests(win: EarlyWindow, config: EarlyConfig): void {
  try {
    const params = new URLSearchParams(win.location.search);
    const param = (name: string) => (params.get(name) ?? '').trim();
    const positive = (value: string) => (/^\d{1,12}$/.test(value) && +value > 0 ? value : '');
    const TOKEN = /^[\w.~+/=:-]{1,2048}$/;
    const CODE = /^[\w-]{1,64}$/;

    const runTimeHost = win.__WIDGET_CONFIG__?.apiHost;
    const host =
      (typeof runTimeHost === 'string' && runTimeHost) || config.apiHost || win.location.origin;
    const root = `${host.replace(/\/+$/, '')}/mygon-middleware/rest`;

    const language =
      ['pt_PT', 'es_ES', 'en_EN', 'en_US'].find(
        (code) => code === param('language').replace('-', '_'),
      ) ?? 'pt_PT';
    const entityId = positive(param('entityId')) || '1';
    const clientApplication =
      ['WEB', 'IOS', 'ANDROID'].find((code) => code === param('clientApplication').toUpperCase()) ??
      'WEB';
    // The token: the address's, else the login cookies' (with a valid user id).
    const cookies = new Map(
      win.document.cookie
        .split(';')
        .map((pair) => pair.trim().split('='))
        .filter((parts) => parts.length === 2)
        .map(([name = '', value = '']) => [name, value] as const),
    );
    // The login cookies' names (api/loginCookies.ts): this script is inlined, so it cannot import
    // them; tests/api/earlyRequests.test.ts writes them with the module's own names.
    const cookieToken =
      positive(cookies.get('bookingwidget_userId') ?? '') && cookies.get('bookingwidget_token')
        ? decodeURIComponent(cookies.get('bookingwidget_token') ?? '')
        : '';
    const givenToken = param('token') || cookieToken;
    const token = TOKEN.test(givenToken) ? givenToken : '';

    // The visit's session (the middleware keeps its cart by it): the tab's, kept across a reload
    // (api/client.ts SESSION_ID_KEY; inlined here too), else a new one.
    const SESSION_KEY = 'bookingwidget_sessionId';
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    let kept = '';
    try {
      kept = win.sessionStorage?.getItem(SESSION_KEY) ?? '';
    } catch {
      // Storage refused (a sandboxed frame): a session for this page only.
    }
    const bytes = win.crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    const sessionId = UUID.test(kept)
      ? kept
      : win.crypto.randomUUID
        ? win.crypto.randomUUID()
        : `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    try {
      win.sessionStorage?.setItem(SESSION_KEY, sessionId);
    } catch {
      // As above: not kept.
    }

    // The page's own time line, not the wall clock: the widget dates the answers by its clock
    // (which tests and the sandbox may set) from how long ago on this line they were asked.
    const startedAtPageMs = win.performance ? win.performance.now() : 0;
    const early: EarlyRequests = { sessionId, startedAtPageMs, requests: [] };
    const ask = (path: string, query: Record<string, string>) => {
      const url = `${root}${path}?${new URLSearchParams(
        Object.entries(query).filter(([, value]) => value !== ''),
      ).toString()}`;
      const response = win.fetch(url);
      void response.catch(() => undefined);
      early.requests.push({ url, response });
      return response;
    };

    // The entity, looked up by host name except on local hosts (machines/rules/context.ts).
    const hostname = win.location.hostname.toLowerCase().replace(/\.$/, '');
    const isLocal =
      hostname === 'localhost' ||
      hostname.endsWith('.localhost') ||
      hostname === '[::1]' ||
      hostname === '::1' ||
      /^127(\.\d{1,3}){3}$/.test(hostname);
    if (!isLocal) void ask('/v1/entity/config', { hostname: win.location.hostname, language });

    // The start view's call (machines/rules/start.ts): the view the address asks for if what it
    // needs is named, else a campaign named in the address, else a shop's services.
    const campaignId = positive(param('campaignId'));
    const offerCode = CODE.test(param('offerCode')) ? param('offerCode') : '';
    const shopId = positive(param('shopId'));
    const named = param('defaultView');
    const canShow = (view: string) =>
      view === 'campaign'
        ? Boolean(campaignId || offerCode)
        : view === 'services'
          ? Boolean(shopId)
          : view === 'cart' || view === 'myBookings' || view === 'premium';
    const view = canShow(named)
      ? named
      : campaignId || offerCode
        ? 'campaign'
        : shopId
          ? 'services'
          : '';
    const campaignQuery = { language, token, entityId, clientApplication, sessionId };
    let campaign: Promise<Response> | null = null;
    let shop: Promise<Response> | null = null;
    if (view === 'campaign') {
      campaign = campaignId
        ? ask(`/v1/web/campaigns/${campaignId}`, campaignQuery)
        : ask(`/v1/web/campaigns/by-offer-code/${offerCode}`, campaignQuery);
    } else if (view === 'services') {
      shop = ask(`/shop/${shopId}`, { language });
    }
    win.__WIDGET_EARLY__ = early;

    // The answer is in the visitor's language: the page says which, and its own words are in it.
    const locale: AppLocale = language.startsWith('en')
      ? 'en'
      : language === 'es_ES'
        ? 'es-ES'
        : 'pt-PT';
    const json = (response: Promise<Response> | null) =>
      response?.then((answer) => (answer.ok ? answer.clone().json() : null)).catch(() => null) ??
      null;
    const campaignInfo: Promise<EarlyCampaign | null> | null = json(campaign);

    // The hero picture, as soon as its address is known; the title, drawn as soon as it is.
    void campaignInfo
      ?.then((info) => {
        const hero = info?.campaignImages?.find(
          (image) => typeof image?.url === 'string' && /^https?:\/\//i.test(image.url),
        );
        if (hero) {
          const link = win.document.createElement('link');
          link.rel = 'preload';
          link.as = 'image';
          link.href = String(hero.url);
          link.setAttribute('fetchpriority', 'high');
          win.document.head.appendChild(link);
        }
        // The sections the header will offer (machines/rules/start.ts canShowView).
        const sections = ['campaign', 'services', 'cart', 'myBookings', 'premium'].filter(canShow);
        if (info) {
          paintCampaignTitle(win, info, hero ?? undefined, {
            askedId: campaignId,
            sectionCount: sections.length,
            lang: locale,
          });
        }
      })
      .catch(() => undefined);

    const words = config.notLoaded?.words[locale];
    if (config.notLoaded && words) {
      const merchant = campaignInfo
        ? campaignInfo.then((info) => info?.shop ?? null)
        : (json(shop) as Promise<EarlyShop | null> | null);
      watchForTheApp(win, { words, locale, afterMs: config.notLoaded.afterMs }, merchant);
    }
  } catch {
    // Nothing early, then: the widget makes its calls itself.
  }
}

/** The parts of a shop's answer the page reads: who to contact. */
interface EarlyShop {
  name?: unknown;
  phone?: unknown;
  email?: unknown;
}

/** The parts of the campaign's answer the page reads; anything else in it is ignored. */
interface EarlyCampaign {
  campaignView?: { campaignId?: unknown; campaignTitle?: unknown };
  attributes?: unknown;
  shop?: EarlyShop;
  campaignImages?: ({ url?: unknown; alt?: unknown } | null)[];
}

/** The widget has drawn something of its own: more than an empty element or a loading notice. */
function hasAppDrawn(root: Element): boolean {
  return root.firstElementChild !== null && !root.querySelector('[aria-busy="true"]');
}

/** Removes the page's own copy (`early`) as soon as the widget draws something of its own. */
function giveWayToTheApp(win: EarlyWindow, root: Element, early: Element): void {
  const Observer = win.MutationObserver;
  if (!Observer) return;
  const observer = new Observer(() => {
    if (!hasAppDrawn(root)) return;
    observer.disconnect();
    early.remove();
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
}

/**
 * Watches for the widget's code: when its entry script fails to load, or the widget has drawn
 * nothing of its own `afterMs` after the early answer (or the page's start, without one),
 * the page says so itself in the widget's place, in the visitor's language: the catalogue's
 * network message, the merchant's contact from the early answer (the shop of the campaign or of
 * the services asked for) and a retry that loads the page again. Its markup is the widget's own
 * error notice (ui/components/ErrorNotice.tsx, MerchantContact.tsx); inside the early title's box
 * when the page drew one. It goes as soon as the widget draws.
 */
function watchForTheApp(
  win: EarlyWindow,
  { words, locale, afterMs }: { words: PageWords; locale: AppLocale; afterMs: number },
  merchant: Promise<EarlyShop | null> | null,
): void {
  if (!win.setTimeout || !win.clearTimeout) return;
  const later = () => win.setTimeout?.(tell, afterMs) ?? 0;
  const doc = win.document;
  let shop: EarlyShop | null = null;
  let told = false;
  const tell = (): void => {
    // A script can fail before the page below it is parsed: told once the widget's place exists.
    if (!told && doc.readyState === 'loading') {
      doc.addEventListener('DOMContentLoaded', tell);
      return;
    }
    const root = doc.getElementById('widget');
    if (told || !root || hasAppDrawn(root)) return;
    told = true;
    drawNotLoaded(win, root, words, locale, shop);
  };
  let deadline = later();
  void merchant
    ?.then((found) => {
      shop = found;
    })
    .catch(() => undefined)
    .finally(() => {
      win.clearTimeout?.(deadline);
      deadline = later();
    });
  // A script that fails to load says so on the window (errors of elements do not bubble).
  win.addEventListener?.(
    'error',
    (event: Event) => {
      const target = event.target as { tagName?: unknown; type?: unknown } | null;
      if (target?.tagName === 'SCRIPT' && target.type === 'module') tell();
    },
    true,
  );
}

/** The notice that the widget's code did not arrive (see watchForTheApp). */
function drawNotLoaded(
  win: EarlyWindow,
  root: Element,
  words: PageWords,
  locale: AppLocale,
  shop: EarlyShop | null,
): void {
  const doc = win.document;
  const add = <K extends keyof HTMLElementTagNameMap>(
    parent: Element,
    tag: K,
    className = '',
    text = '',
  ): HTMLElementTagNameMap[K] => {
    const element = doc.createElement(tag);
    if (className) element.className = className;
    if (text) element.textContent = text;
    parent.appendChild(element);
    return element;
  };
  let place = doc.getElementById('widget-early')?.querySelector('.screen');
  if (!place) {
    const early = doc.createElement('div');
    early.id = 'widget-early';
    early.className = 'widget-early';
    early.lang = locale;
    place = add(add(early, 'main', 'widget'), 'section', 'screen');
    root.parentNode?.insertBefore(early, root);
    giveWayToTheApp(win, root, early);
  }
  const notice = add(place, 'div', 'notice notice--error');
  notice.setAttribute('role', 'alert');
  add(notice, 'p', '', words.notLoaded);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const [name, phone, email] = [text(shop?.name), text(shop?.phone), text(shop?.email)];
  if (phone || email) {
    const contact = add(notice, 'div', 'merchant-contact');
    add(contact, 'p', '', words.contactShop.replace('{shopName}', name));
    const list = add(contact, 'ul');
    const line = (label: string, href: string, shown: string) => {
      const item = add(list, 'li', '', `${label} `);
      add(item, 'a', '', shown).href = href;
    };
    if (phone) line(words.phone, `tel:${phone.replace(/[^\d+]/g, '')}`, phone);
    if (email) line(words.email, `mailto:${email}`, email);
  }
  const retry = add(notice, 'button', 'button', words.retry);
  retry.type = 'button';
  retry.addEventListener('click', () => win.location.reload?.());
}

/**
 * The campaign's title drawn by the page, where the widget will draw it, before the widget's
 * JavaScript has arrived (on a phone the title shows about as soon as a plain page's would).
 * It stands in only while the widget's own element (#widget) is empty or shows a loading notice
 * (an `aria-busy` element), which it hides; it is removed as soon as the widget draws anything
 * else: the campaign, an error, another view. It copies the widget's markup and classes
 * (ui/screens/WidgetScreen.tsx header, CampaignScreen.tsx heading, the `.widget-early` rules of
 * ui/styles.css), so the title does not move when the widget takes over: the header's controls
 * are blank boxes of their size, hidden from assistive technology. Text from the answer is only
 * ever set as text.
 */
function paintCampaignTitle(
  win: EarlyWindow,
  info: EarlyCampaign,
  hero: { url?: unknown; alt?: unknown } | undefined,
  page: { askedId: string; sectionCount: number; lang: string },
): void {
  const { askedId, sectionCount, lang } = page;
  const view = info.campaignView;
  const title = view?.campaignTitle;
  const shopName = info.shop?.name;
  const Observer = win.MutationObserver;
  if (typeof title !== 'string' || title.trim() === '' || !Observer) return;
  // What the contract requires of a campaign and the page uses (the widget checks the whole
  // answer: api/answerCheck.ts), and the campaign asked for: an answer the widget would refuse
  // is not drawn.
  const isCampaignAsked =
    typeof view?.campaignId === 'number' && (!askedId || String(view.campaignId) === askedId);
  if (!isCampaignAsked || !Array.isArray(info.attributes) || typeof shopName !== 'string') return;
  const doc = win.document;
  const draw = () => {
    const root = doc.getElementById('widget');
    if (!root || root.firstChild || doc.getElementById('widget-early')) return;
    const add = <K extends keyof HTMLElementTagNameMap>(
      parent: Element | null,
      tag: K,
      className = '',
    ): HTMLElementTagNameMap[K] => {
      const element = doc.createElement(tag);
      if (className) element.className = className;
      parent?.appendChild(element);
      return element;
    };
    const early = add(null, 'div', 'widget-early');
    early.id = 'widget-early';
    early.lang = lang;
    const header = add(early, 'div', 'widget__header');
    header.setAttribute('aria-hidden', 'true');
    add(header, 'span', 'widget__language');
    const list = add(add(header, 'nav'), 'ul', 'widget__nav');
    for (let index = 0; index < sectionCount; index++) {
      add(add(list, 'li'), 'span', 'widget__nav-item');
    }
    const article = add(add(early, 'main', 'widget'), 'article', 'screen campaign');
    if (hero) {
      const image = add(article, 'img', 'campaign__image');
      image.src = String(hero.url);
      image.alt = typeof hero.alt === 'string' ? hero.alt : '';
      image.width = 960;
      image.height = 540;
    }
    const heading = add(article, 'header', 'campaign__header');
    add(heading, 'h1', 'campaign__title').textContent = title;
    add(heading, 'p', 'campaign__shop').textContent = shopName;
    root.parentNode?.insertBefore(early, root);
    giveWayToTheApp(win, root, early);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', draw);
  else draw();
}
