import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { adoptEarlyRequests, clearAhead } from '../../api/ahead';
import { configureApi, getSessionId, SESSION_ID_KEY } from '../../api/client';
import { readLoginCookies } from '../../api/loginCookies';
import { server } from '../../api/sandbox/node';
import { signedInUserFixture } from '../../api/sandbox/userFixtures';
import { initialFlowState } from '../../domain/flowState';
import { parseContext, parseStart } from '../../machines/rules/context';
import { widgetMachine } from '../../machines/widget/widget.machine';
import { selectServicesActor } from '../../machines/widget/widget.selectors';
import { startEarlyRequests } from '../../ui/boot/earlyRequests';
import { TOKEN_COOKIE, USER_ID_COOKIE } from '../../api/loginCookies';

// index.html's early requests (ui/boot/earlyRequests.ts) must ask for exactly the URLs the
// widget's charts ask for, or their answers go unused and the middleware is asked twice. Each
// case starts the early requests for an address, then the widget as the shell does for that
// address, and checks what the sandbox middleware was asked for.

/** The URLs the sandbox middleware was asked for, in order. */
let asked: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  asked.push(request.url);
};
beforeEach(() => {
  asked = [];
  clearAhead();
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  clearAhead();
  configureApi({ host: undefined, context: undefined });
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

interface Page {
  address: string;
  cookie?: string;
  /** What the page's fetch answers instead of the middleware (default: the middleware). */
  answer?: (url: string) => Promise<Response> | null;
}

/** Runs the early requests for a page: what `window` looks like there, what it fetched. */
function earlyRequestsOf({ address, cookie = '', answer }: Page) {
  const url = new URL(address);
  const fetched: string[] = [];
  const scope: Record<string, unknown> = {
    location: { search: url.search, hostname: url.hostname, origin: url.origin },
    document: {
      cookie,
      createElement: (tag: string) => document.createElement(tag),
      head: document.head,
    },
    crypto: {
      getRandomValues: <T extends Uint8Array>(array: T) => crypto.getRandomValues(array),
      // The client's session id is made once per test run: the page's must be the same.
      randomUUID: () => getSessionId(),
    },
    performance,
    fetch: (target: string) => {
      fetched.push(target);
      return answer?.(target) ?? globalThis.fetch(target);
    },
  };
  startEarlyRequests(scope as never, {});
  return { scope, fetched };
}

/** The widget as ui/shell.ts starts it for that page. */
function startWidget({ address, cookie = '' }: Page) {
  const url = new URL(address);
  const raw = Object.fromEntries(url.searchParams);
  const cookies = readLoginCookies({ cookie });
  const context = parseContext({
    ...(cookies ? { userId: cookies.userId, token: cookies.token } : {}),
    ...raw,
  }).value;
  const actor = createActor(widgetMachine, {
    input: {
      context,
      start: parseStart(raw).value,
      flow: initialFlowState(),
      hostname: url.hostname,
    },
  });
  configureApi({
    host: url.origin,
    context: () => {
      const current = actor.getSnapshot().context.context;
      return {
        language: current.language,
        token: current.token,
        entityId: current.entityId,
        clientApplication: current.clientApplication,
      };
    },
  });
  actor.start();
  return actor;
}

type Widget = ReturnType<typeof startWidget>;

/** The first screen's calls: the entity, the campaign, the shop (not what is prefetched later). */
/** A chart whose code loads at run time may take seconds on a busy machine: wait that long. */
const LOADED = { timeout: 15_000 };

const firstScreenCalls = (urls: string[]) =>
  urls.filter((url) => /\/v1\/entity\/config|\/v1\/web\/campaigns\/|\/shop\//.test(url));

async function campaignLoaded(widget: Widget) {
  await vi.waitFor(() => {
    const campaign = widget.getSnapshot().children.campaign?.getSnapshot();
    expect(campaign?.matches('loading') === false).toBe(true);
  }, LOADED);
  return widget.getSnapshot().children.campaign!.getSnapshot();
}

async function run(page: Page) {
  const { scope, fetched } = earlyRequestsOf(page);
  adoptEarlyRequests(scope);
  const widget = startWidget(page);
  return { widget, fetched };
}

describe('the early requests of index.html', () => {
  it('ask for the entity and the campaign, and the widget asks for neither again', async () => {
    const { widget, fetched } = await run({
      address: 'https://reservas.mercadolocal.pt/?campaignId=101',
    });
    const campaign = await campaignLoaded(widget);
    expect(campaign.matches('showing')).toBe(true);
    expect(widget.getSnapshot().context.entity?.name).toBeTruthy();
    expect(fetched.map((url) => new URL(url).pathname)).toEqual([
      '/mygon-middleware/rest/v1/entity/config',
      '/mygon-middleware/rest/v1/web/campaigns/101',
    ]);
    expect(firstScreenCalls(asked)).toEqual(fetched);
    widget.stop();
  });

  it('read the language, entity, client application and offer code as the widget does', async () => {
    const { widget, fetched } = await run({
      address:
        'https://reservas.mercadolocal.pt/?offerCode=CHIADO2026&language=en-US&entityId=3&clientApplication=ios',
    });
    expect((await campaignLoaded(widget)).matches('showing')).toBe(true);
    const campaignCall = new URL(fetched[1]!);
    expect(campaignCall.pathname).toBe(
      '/mygon-middleware/rest/v1/web/campaigns/by-offer-code/CHIADO2026',
    );
    expect(campaignCall.searchParams.get('language')).toBe('en_US');
    expect(campaignCall.searchParams.get('entityId')).toBe('3');
    expect(campaignCall.searchParams.get('clientApplication')).toBe('IOS');
    expect(firstScreenCalls(asked)).toEqual(fetched);
    widget.stop();
  });

  it("carry the login cookies' token, and the address's token before it", async () => {
    const ana = signedInUserFixture(1001);
    const cookie = `${USER_ID_COOKIE}=1001; ${TOKEN_COOKIE}=${encodeURIComponent(ana.token)}`;
    const first = await run({
      address: 'https://reservas.mercadolocal.pt/?campaignId=108',
      cookie,
    });
    await campaignLoaded(first.widget);
    expect(new URL(first.fetched[1]!).searchParams.get('token')).toBe(ana.token);
    expect(firstScreenCalls(asked)).toEqual(first.fetched);
    first.widget.stop();

    asked = [];
    const second = await run({
      address: `https://reservas.mercadolocal.pt/?campaignId=108&token=${encodeURIComponent(ana.token)}x`,
      cookie,
    });
    await campaignLoaded(second.widget);
    expect(new URL(second.fetched[1]!).searchParams.get('token')).toBe(`${ana.token}x`);
    expect(firstScreenCalls(asked)).toEqual(second.fetched);
    second.widget.stop();
  });

  it("ask for a shop's services when the address names a shop", async () => {
    const { widget, fetched } = await run({
      address: 'https://reservas.mercadolocal.pt/?shopId=12',
    });
    await vi.waitFor(() => {
      // The services chart, once its code has loaded (spawned as `services`).
      const services = selectServicesActor(widget.getSnapshot())?.getSnapshot();
      expect(services?.context).toMatchObject({ shop: { id: 12 } });
    }, LOADED);
    expect(fetched.map((url) => new URL(url).pathname)).toEqual([
      '/mygon-middleware/rest/v1/entity/config',
      '/mygon-middleware/rest/shop/12',
    ]);
    expect(firstScreenCalls(asked)).toEqual(fetched);
    widget.stop();
  });

  it('skip the entity on a local host, and the campaign when another view is asked for', async () => {
    const local = await run({ address: 'http://localhost:5173/?campaignId=101' });
    await campaignLoaded(local.widget);
    expect(local.fetched.map((url) => new URL(url).pathname)).toEqual([
      '/mygon-middleware/rest/v1/web/campaigns/101',
    ]);
    expect(firstScreenCalls(asked)).toEqual(local.fetched);
    local.widget.stop();

    asked = [];
    const other = await run({
      address: 'https://reservas.mercadolocal.pt/?campaignId=101&defaultView=myBookings',
    });
    await vi.waitFor(() => expect(other.widget.getSnapshot().matches('ready')).toBe(true), LOADED);
    expect(other.fetched.map((url) => new URL(url).pathname)).toEqual([
      '/mygon-middleware/rest/v1/entity/config',
    ]);
    expect(firstScreenCalls(asked)).toEqual(other.fetched);
    other.widget.stop();

    // The cart needs no shop (the whole cart): the campaign is not asked for either.
    asked = [];
    const cart = await run({
      address: 'https://reservas.mercadolocal.pt/?campaignId=101&defaultView=cart',
    });
    await vi.waitFor(() => expect(cart.widget.getSnapshot().matches('ready')).toBe(true), LOADED);
    expect(cart.fetched.map((url) => new URL(url).pathname)).toEqual([
      '/mygon-middleware/rest/v1/entity/config',
    ]);
    cart.widget.stop();
  });

  it("still go through the client's checks: a page that is not JSON is refused", async () => {
    const { widget } = await run({
      address: 'https://reservas.mercadolocal.pt/?campaignId=101',
      answer: (url) =>
        url.includes('/campaigns/')
          ? Promise.resolve(new Response('<!doctype html><title>Reservas</title>'))
          : null,
    });
    const campaign = await campaignLoaded(widget);
    expect(campaign.matches('failed')).toBe(true);
    expect(campaign.context.error).toBe('malformedResponse');
    widget.stop();
  });

  it('preload the hero picture as soon as the campaign arrives, if it is an http(s) address', async () => {
    const hero = 'https://images.mercadolocal.pt/campanhas/101.webp';
    const campaign = (picture: string) => () =>
      Promise.resolve(
        Response.json({ campaignView: { campaignId: 101 }, campaignImages: [{ url: picture }] }),
      );
    for (const picture of [hero, 'javascript:alert(1)', 'data:image/svg+xml,<svg/>']) {
      earlyRequestsOf({
        address: 'http://localhost:5173/?campaignId=101',
        answer: campaign(picture),
      });
    }
    await vi.waitFor(() =>
      expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1),
    );
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]')!;
    expect(link.href).toBe(hero);
    expect(link.as).toBe('image');
    clearAhead();
  });
});

describe("the visit's session id (the middleware keeps the cart by it)", () => {
  const KEPT = '0b5c8f0e-6f0a-4c55-9d1e-2b7f4a1c9e3d';
  const tabStorage = (initial: Record<string, string>) => {
    const items = new Map(Object.entries(initial));
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };
  const earlySessionIdWith = (storage: unknown) => {
    const scope: Record<string, unknown> = {
      location: { search: '?campaignId=101', hostname: '127.0.0.1', origin: 'http://127.0.0.1' },
      document: {
        cookie: '',
        createElement: () => document.createElement('link'),
        head: document.head,
      },
      crypto: {
        getRandomValues: <T extends Uint8Array>(array: T) => crypto.getRandomValues(array),
      },
      sessionStorage: storage,
      fetch: () => new Promise<Response>(() => undefined),
    };
    startEarlyRequests(scope as never, {});
    return (scope.__WIDGET_EARLY__ as { sessionId: string }).sessionId;
  };

  it("is the tab's after a reload", () => {
    expect(earlySessionIdWith(tabStorage({ [SESSION_ID_KEY]: KEPT }))).toBe(KEPT);
  });

  it('is new on a first visit, and kept for the tab', () => {
    const storage = tabStorage({});
    const id = earlySessionIdWith(storage);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(storage.items.get(SESSION_ID_KEY)).toBe(id);
  });

  it('is new when what is kept is not a session id, or the storage is refused', () => {
    expect(earlySessionIdWith(tabStorage({ [SESSION_ID_KEY]: '<script>' }))).not.toBe('<script>');
    const refused = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(earlySessionIdWith(refused)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
