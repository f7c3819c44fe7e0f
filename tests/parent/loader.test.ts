// The embed loader (ui/embed/loader.ts) on a host page: the frame it makes from the snippet, which
// messages it reads, the commands it queues, the requests it answers and the events it re-emits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOST_SOURCE, PROTOCOL_VERSION, WIDGET_SOURCE } from '../../api/parent/protocol';
import type * as LoaderModule from '../../ui/embed/loader';

const WIDGET_URL = 'https://reservas.example.pt/app/';
const WIDGET_ORIGIN = 'https://reservas.example.pt';

type Loader = typeof LoaderModule;

/** Puts a snippet on the page and runs the loader as the browser would (a fresh module). */
async function loadSnippet(attributes: Record<string, string> = {}): Promise<Loader> {
  document.body.innerHTML = '<main id="page"><section id="reservas"></section></main>';
  const script = document.createElement('script');
  script.setAttribute('src', 'https://cdn.example.pt/embed.js');
  script.setAttribute('data-booking-widget', '');
  script.setAttribute('data-widget-url', WIDGET_URL);
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.getElementById('page')?.append(script);
  vi.resetModules();
  return import('../../ui/embed/loader');
}

const frameOf = () => document.querySelector('iframe');

function widgetWindow(): Window {
  const window = frameOf()?.contentWindow;
  if (!window) throw new Error('no frame');
  return window;
}

/** What the widget's frame posts to the page (or someone else, with `from`). */
function fromWidget(data: object, from: { origin?: string; source?: unknown } = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { source: WIDGET_SOURCE, version: PROTOCOL_VERSION, ...data },
      origin: from.origin ?? WIDGET_ORIGIN,
      source: (from.source ?? widgetWindow()) as MessageEventSource,
    }),
  );
}

/** Everything the loader posts into the frame. */
function postedToWidget() {
  return vi.spyOn(widgetWindow(), 'postMessage') as unknown as ReturnType<
    typeof vi.fn<(message: unknown, origin: string) => void>
  >;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the snippet', () => {
  it('opens the widget after the script with its data-* attributes as the address', async () => {
    await loadSnippet({
      'data-campaign-id': '101',
      'data-language': 'en_EN',
      'data-title': 'Reservar mesa',
    });
    const frame = frameOf();
    expect(frame?.previousElementSibling?.tagName).toBe('SCRIPT');
    const src = new URL(frame?.src ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(WIDGET_URL);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      campaignId: '101',
      language: 'en_EN',
      parentOrigin: location.origin,
      embedded: '1',
    });
    expect(frame?.title).toBe('Reservar mesa');
    expect(frame?.allow).toContain('geolocation');
    expect(frame?.getAttribute('scrolling')).toBe('no');
  });

  it('waits for the API with data-mode="manual", and opens into a target', async () => {
    const loader = await loadSnippet({ 'data-mode': 'manual' });
    expect(frameOf()).toBeNull();
    loader.open({ target: '#reservas', params: { shopId: 11 } });
    expect(frameOf()?.parentElement?.id).toBe('reservas');
    expect(new URL(frameOf()?.src ?? '').searchParams.get('shopId')).toBe('11');
    expect(frameOf()?.title).toBe('Reservas');
  });
});

describe('messages from the frame', () => {
  it('sizes the frame to the height the widget reports, within bounds', async () => {
    await loadSnippet();
    fromWidget({ kind: 'resize', height: 812 });
    expect(frameOf()?.style.height).toBe('812px');
    fromWidget({ kind: 'resize', height: 10 ** 7 });
    expect(frameOf()?.style.height).toBe('10000px');
    fromWidget({ kind: 'resize', height: 0 });
    expect(frameOf()?.style.height).toBe('10000px');
  });

  it('ignores messages from another origin, another window, or another protocol', async () => {
    await loadSnippet();
    const before = frameOf()?.style.height;
    fromWidget({ kind: 'resize', height: 300 }, { origin: 'https://evil.example' });
    fromWidget({ kind: 'resize', height: 300 }, { source: window });
    fromWidget({ kind: 'resize', height: 300, version: 2 });
    fromWidget({ kind: 'resize', height: 300, source: 'someone-else' });
    expect(frameOf()?.style.height).toBe(before);
  });

  it('keeps its own size with data-auto-resize="false"', async () => {
    await loadSnippet({ 'data-auto-resize': 'false' });
    fromWidget({ kind: 'resize', height: 812 });
    expect(frameOf()?.style.height).toBe('600px');
    expect(frameOf()?.hasAttribute('scrolling')).toBe(false);
  });

  it('re-emits the widget events on the page as bookingwidget:<name> CustomEvents', async () => {
    await loadSnippet();
    const seen: { type: string; detail: unknown; target: EventTarget | null }[] = [];
    const record = (event: Event) =>
      seen.push({ type: event.type, detail: (event as CustomEvent).detail, target: event.target });
    document.addEventListener('bookingwidget:ready', record);
    document.addEventListener('bookingwidget:setReservationInfo', record);
    fromWidget({ kind: 'event', name: 'ready', detail: { language: 'pt_PT' } });
    fromWidget({ kind: 'request', id: 'r1', type: 'setReservationInfo', payload: { shopId: 11 } });
    expect(seen).toEqual([
      { type: 'bookingwidget:ready', detail: { language: 'pt_PT' }, target: frameOf() },
      { type: 'bookingwidget:setReservationInfo', detail: { shopId: 11 }, target: frameOf() },
    ]);
  });

  it('closes the frame when the widget says it closed', async () => {
    await loadSnippet();
    const closed = vi.fn();
    document.addEventListener('bookingwidget:closed', closed);
    fromWidget({ kind: 'event', name: 'closed', detail: {} });
    expect(frameOf()).toBeNull();
    expect(closed).toHaveBeenCalledTimes(1);
  });
});

describe('commands to the widget', () => {
  it('are queued until the widget is ready, then sent to its origin only', async () => {
    const loader = await loadSnippet();
    const posted = postedToWidget();
    loader.setLanguage('es_ES');
    loader.prefill({ name: 'Maria Silva' });
    expect(posted).not.toHaveBeenCalled();

    fromWidget({ kind: 'event', name: 'ready', detail: { language: 'pt_PT' } });
    const command = (type: string, payload: unknown) => ({
      source: HOST_SOURCE,
      version: PROTOCOL_VERSION,
      kind: 'command',
      type,
      payload,
    });
    expect(posted.mock.calls).toEqual([
      [command('setLanguage', { language: 'es_ES' }), WIDGET_ORIGIN],
      [command('prefill', { name: 'Maria Silva' }), WIDGET_ORIGIN],
    ]);
    loader.setLanguage('en_EN');
    expect(posted).toHaveBeenLastCalledWith(
      command('setLanguage', { language: 'en_EN' }),
      WIDGET_ORIGIN,
    );
  });
});

describe('requests the page answers', () => {
  const reply = (replyTo: string, answer: object) => ({
    source: HOST_SOURCE,
    version: PROTOCOL_VERSION,
    kind: 'reply',
    replyTo,
    ...answer,
  });

  it('answers getLocation with the position, or 403 when it is refused', async () => {
    await loadSnippet();
    const posted = postedToWidget();
    const getCurrentPosition = vi.fn();
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
    try {
      getCurrentPosition.mockImplementationOnce((success: PositionCallback) =>
        success({ coords: { latitude: 38.71, longitude: -9.14 } } as GeolocationPosition),
      );
      fromWidget({ kind: 'request', id: 'l1', type: 'getLocation' });
      getCurrentPosition.mockImplementationOnce((_: unknown, failure: PositionErrorCallback) =>
        failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
      );
      fromWidget({ kind: 'request', id: 'l2', type: 'getLocation' });
      await flush();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(posted.mock.calls).toEqual([
      [reply('l1', { ok: true, payload: { latitude: 38.71, longitude: -9.14 } }), WIDGET_ORIGIN],
      [
        reply('l2', { ok: false, error: { status: 403, message: 'User denied Geolocation' } }),
        WIDGET_ORIGIN,
      ],
    ]);
  });

  it('offers the social sign-ins the page registered, and 501 for the others', async () => {
    const loader = await loadSnippet();
    const posted = postedToWidget();
    fromWidget({ kind: 'request', id: 's1', type: 'socialLoginCheck' });
    loader.onSocialLogin('google', async () => 'google-access-token');
    fromWidget({ kind: 'request', id: 's2', type: 'socialLoginCheck' });
    fromWidget({
      kind: 'request',
      id: 's3',
      type: 'socialLogins',
      payload: { provider: 'google' },
    });
    fromWidget({ kind: 'request', id: 's4', type: 'socialLogins', payload: { provider: 'apple' } });
    await flush();
    // Each reply goes out as its answer settles (the sign-in takes longer): compare by request.
    const replies = posted.mock.calls.map(([message]) => message as { replyTo: string });
    expect(replies.sort((a, b) => a.replyTo.localeCompare(b.replyTo))).toEqual([
      reply('s1', { ok: true, payload: { available: [] } }),
      reply('s2', { ok: true, payload: { available: ['google'] } }),
      reply('s3', {
        ok: true,
        payload: { provider: 'google', accessToken: 'google-access-token' },
      }),
      reply('s4', { ok: false, error: { status: 501, message: 'No apple sign-in on this page' } }),
    ]);
  });

  it('opens http and https addresses without an opener, and nothing else', async () => {
    await loadSnippet();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 42]) {
      fromWidget({ kind: 'request', id: 'o', type: 'openUrl', payload: { url } });
    }
    expect(open).not.toHaveBeenCalled();
    fromWidget({ kind: 'request', id: 'o', type: 'openUrl', payload: { url: 'https://x.pt/p' } });
    expect(open).toHaveBeenCalledWith('https://x.pt/p', '_blank', 'noopener');
  });
});

describe('the JavaScript API', () => {
  it('opens one frame at a time, as a modal popup that closes with its dialog', async () => {
    const loader = await loadSnippet({ 'data-campaign-id': '101' });
    const events: string[] = [];
    document.addEventListener('bookingwidget:closed', (event) => events.push(event.type));
    loader.open({ mode: 'popup', params: { campaignId: 102 } });
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(events).toEqual(['bookingwidget:closed']); // the inline frame made way
    const dialog = document.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(frameOf()?.parentElement).toBe(dialog);

    dialog?.dispatchEvent(new Event('close'));
    expect(frameOf()).toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
    expect(events).toEqual(['bookingwidget:closed', 'bookingwidget:closed']);
    loader.close(); // closing twice is harmless
    expect(events).toHaveLength(2);
  });
});
