import { afterEach, describe, expect, it, vi } from 'vitest';
import { createParentBridge, isAllowListed, resolveParentOrigin } from '../../api/parent/bridge';
import { HOST_SOURCE, PROTOCOL_VERSION, WIDGET_SOURCE } from '../../api/parent/protocol';
import { ApiError } from '../../api/errors';

const PARENT_ORIGIN = 'https://loja.example.pt';

/** A widget window inside a fake parent: what the widget posts is recorded, and the test plays the
 * parent (or a third party) by dispatching message events on the widget's window. */
function framedWindow() {
  const self = new EventTarget() as unknown as Window & { parent: Window };
  const posted: { message: { id: string; type: string; payload?: unknown }; origin: string }[] = [];
  const parent = {
    postMessage: (message: never, origin: string) => posted.push({ message, origin }),
  } as unknown as Window;
  Object.assign(self, { parent });
  const deliver = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    self.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? PARENT_ORIGIN,
        source: (from.source ?? parent) as MessageEventSource,
      }),
    );
  return { self, parent, posted, deliver };
}

const reply = (replyTo: string, payload: unknown) => ({
  source: HOST_SOURCE,
  version: PROTOCOL_VERSION,
  kind: 'reply',
  replyTo,
  ok: true,
  payload,
});

afterEach(() => vi.useRealTimers());

describe('parent bridge', () => {
  it('posts to the exact parent origin, never to *, and resolves the matching reply', async () => {
    const { self, posted, deliver } = framedWindow();
    const bridge = createParentBridge({ self, parentOrigin: PARENT_ORIGIN, createId: () => 'r1' });
    const location = bridge.request('getLocation');
    expect(posted).toEqual([
      {
        message: {
          source: WIDGET_SOURCE,
          version: 1,
          kind: 'request',
          id: 'r1',
          type: 'getLocation',
        },
        origin: PARENT_ORIGIN,
      },
    ]);
    deliver(reply('r1', { latitude: 38.71, longitude: -9.14 }));
    await expect(location).resolves.toEqual({ latitude: 38.71, longitude: -9.14 });
  });

  it('ignores a reply from another origin or another window', async () => {
    vi.useFakeTimers();
    const { self, deliver } = framedWindow();
    const bridge = createParentBridge({ self, parentOrigin: PARENT_ORIGIN, createId: () => 'r1' });
    const location = bridge.request('getLocation');
    const settled = vi.fn();
    location.then(settled, settled);
    deliver(reply('r1', { latitude: 1, longitude: 1 }), { origin: 'https://evil.example' });
    deliver(reply('r1', { latitude: 1, longitude: 1 }), { source: {} });
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).not.toHaveBeenCalled();
    bridge.dispose();
  });

  it('ignores a message that does not fit its schema', async () => {
    vi.useFakeTimers();
    const { self, deliver } = framedWindow();
    const onCommand = vi.fn();
    const bridge = createParentBridge({
      self,
      parentOrigin: PARENT_ORIGIN,
      createId: () => 'r1',
      onCommand,
    });
    const location = bridge.request('getLocation');
    const settled = vi.fn();
    location.then(settled, settled);
    deliver(reply('r1', { latitude: 'north', longitude: -9 }));
    deliver({ source: HOST_SOURCE, version: 1, kind: 'command', type: 'rmRf', payload: {} });
    deliver('a plain string');
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).not.toHaveBeenCalled();
    expect(onCommand).not.toHaveBeenCalled();
    bridge.dispose();
  });

  it('hands a valid command from the parent to the widget', () => {
    const { self, deliver } = framedWindow();
    const onCommand = vi.fn();
    createParentBridge({ self, parentOrigin: PARENT_ORIGIN, onCommand });
    const command = {
      source: HOST_SOURCE,
      version: 1,
      kind: 'command',
      type: 'setLanguage',
      payload: { language: 'en_EN' },
    };
    deliver(command);
    expect(onCommand).toHaveBeenCalledWith(command);
  });

  it('fails with status 501 without a parent window', async () => {
    const self = new EventTarget() as unknown as Window;
    Object.assign(self, { parent: self });
    const bridge = createParentBridge({ self, parentOrigin: PARENT_ORIGIN });
    expect(bridge.hasParent).toBe(false);
    const error = await bridge.request('navigate', { url: 'https://x.pt' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'noParent', status: 501 });
  });

  it('fails with status 501 when no trusted origin is known', async () => {
    const { self, posted } = framedWindow();
    const bridge = createParentBridge({ self, parentOrigin: null });
    await expect(bridge.request('getLocation')).rejects.toMatchObject({ status: 501 });
    expect(posted).toHaveLength(0);
  });

  it('times out an unanswered request', async () => {
    vi.useFakeTimers();
    const { self } = framedWindow();
    const bridge = createParentBridge({ self, parentOrigin: PARENT_ORIGIN, trusted: true });
    const check = bridge.request('socialLoginCheck');
    const outcome = expect(check).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(5_000);
    await outcome;
  });

  it('passes the parent error on with its status', async () => {
    const { self, deliver } = framedWindow();
    const bridge = createParentBridge({
      self,
      parentOrigin: PARENT_ORIGIN,
      trusted: true,
      createId: () => 'r9',
    });
    const login = bridge.request('socialLogins', { provider: 'facebook' });
    deliver({
      source: HOST_SOURCE,
      version: 1,
      kind: 'reply',
      replyTo: 'r9',
      ok: false,
      error: { status: 403, message: 'Popup blocked' },
    });
    await expect(login).rejects.toMatchObject({
      kind: 'http',
      status: 403,
      message: 'Popup blocked',
    });
  });

  it('only sends http and https URLs to navigate and open', async () => {
    const { self, posted } = framedWindow();
    const bridge = createParentBridge({ self, parentOrigin: PARENT_ORIGIN });
    await expect(bridge.request('openUrl', { url: 'javascript:alert(1)' })).rejects.toMatchObject({
      status: 400,
    });
    await expect(bridge.request('navigate', { url: 'data:text/html,x' })).rejects.toBeInstanceOf(
      ApiError,
    );
    await bridge.request('openUrl', { url: 'https://www.example.pt/premios' });
    expect(posted.map((p) => p.message.type)).toEqual(['openUrl']);
  });
});

describe('a parent page not on the allow-list', () => {
  const command = (type: string, payload: unknown) => ({
    source: HOST_SOURCE,
    version: 1,
    kind: 'command',
    type,
    payload,
  });

  it('hears the public notices only: never a token, a booking or a payment', async () => {
    const { self, posted } = framedWindow();
    const bridge = createParentBridge({ self, parentOrigin: PARENT_ORIGIN });
    expect([bridge.hasParent, bridge.isTrusted]).toEqual([true, false]);
    for (const request of [
      bridge.request('setLoggedInUser', { userId: 1001, token: 'tok-ana' }),
      bridge.request('setReservationInfo', { campaignId: 101, reservationId: '77' }),
      bridge.request('socialLoginCheck'),
      bridge.request('socialLogins', { provider: 'google' }),
    ]) {
      await expect(request).rejects.toMatchObject({ kind: 'noParent', status: 501 });
    }
    bridge.notify('bookingMade', { campaignId: 101, reservationId: '77' });
    bridge.notify('paid', { method: 'hipay_mbway' });
    bridge.notify('ready', { language: 'pt_PT' });
    bridge.resize(500);
    await bridge.request('openUrl', { url: 'https://www.example.pt/' });
    expect(posted.map(({ message }) => ('name' in message ? message.name : message.type))).toEqual([
      'ready',
      undefined,
      'openUrl',
    ]);
  });

  it("hears a failure's code, never the middleware's words for it; an allowed page hears both", () => {
    const failure = { code: 'generic', message: 'A reserva de ana.silva@example.pt já existe.' };
    const open = framedWindow();
    createParentBridge({ self: open.self, parentOrigin: PARENT_ORIGIN }).notify('failed', failure);
    const allowed = framedWindow();
    createParentBridge({ self: allowed.self, parentOrigin: PARENT_ORIGIN, trusted: true }).notify(
      'failed',
      failure,
    );
    const detailOf = ({ message }: { message: object }) =>
      'detail' in message ? message.detail : undefined;
    expect(open.posted.map(detailOf)).toEqual([{ code: 'generic' }]);
    expect(allowed.posted.map(detailOf)).toEqual([failure]);
  });

  it('may set the language, not the context nor a prefill', () => {
    const { self, deliver } = framedWindow();
    const onCommand = vi.fn();
    createParentBridge({ self, parentOrigin: PARENT_ORIGIN, onCommand });
    deliver(command('setContext', { allowGuestLogin: true, campaignId: 999 }));
    deliver(command('prefill', { name: 'Outro', email: 'x@example.pt' }));
    deliver(command('setLanguage', { language: 'en_EN' }));
    expect(onCommand.mock.calls.map(([call]) => (call as { type: string }).type)).toEqual([
      'setLanguage',
    ]);
  });

  it('once on the allow-list, hears and sends everything', async () => {
    const { self, posted, deliver } = framedWindow();
    const onCommand = vi.fn();
    const bridge = createParentBridge({
      self,
      parentOrigin: PARENT_ORIGIN,
      trusted: true,
      onCommand,
    });
    await bridge.request('setLoggedInUser', { userId: 1001, token: 'tok-ana' });
    bridge.notify('bookingMade', { campaignId: 101, reservationId: '77' });
    deliver(command('setContext', { allowGuestLogin: true }));
    expect(posted).toHaveLength(2);
    expect(onCommand).toHaveBeenCalledTimes(1);
  });
});

describe('widget notices', () => {
  it('reach the parent origin as events and resizes, and nobody without a parent', () => {
    const { self, posted } = framedWindow();
    const bridge = createParentBridge({ self, parentOrigin: PARENT_ORIGIN, trusted: true });
    bridge.notify('paymentPending', { method: 'hipay_mbway', deadline: '2026-11-22T10:05:00Z' });
    bridge.resize(640.4);
    expect(posted).toEqual([
      {
        message: {
          source: WIDGET_SOURCE,
          version: 1,
          kind: 'event',
          name: 'paymentPending',
          detail: { method: 'hipay_mbway', deadline: '2026-11-22T10:05:00Z' },
        },
        origin: PARENT_ORIGIN,
      },
      {
        message: { source: WIDGET_SOURCE, version: 1, kind: 'resize', height: 641 },
        origin: PARENT_ORIGIN,
      },
    ]);
    const alone = framedWindow();
    createParentBridge({ self: alone.self, parentOrigin: null }).notify('closed', {});
    expect(alone.posted).toHaveLength(0);
  });
});

describe('resolveParentOrigin', () => {
  it('trusts the handed origin when the browser confirms it', () => {
    expect(
      resolveParentOrigin({
        handedOrigin: 'https://loja.example.pt/',
        confirmedOrigin: 'https://loja.example.pt',
        allowedOrigins: [],
      }),
    ).toBe('https://loja.example.pt');
  });

  it('refuses a handed origin the browser contradicts', () => {
    expect(
      resolveParentOrigin({
        handedOrigin: 'https://evil.example',
        confirmedOrigin: 'https://loja.example.pt',
        allowedOrigins: [],
      }),
    ).toBeNull();
  });

  it('finds a confirmed origin outside the allow-list, which is not trusted', () => {
    const outside = {
      handedOrigin: 'https://outra.example.pt',
      confirmedOrigin: 'https://outra.example.pt',
      allowedOrigins: ['https://loja.example.pt'],
    };
    expect(resolveParentOrigin(outside)).toBe('https://outra.example.pt');
    expect(isAllowListed('https://outra.example.pt', outside.allowedOrigins)).toBe(false);
    expect(isAllowListed('https://loja.example.pt', ['https://loja.example.pt/'])).toBe(true);
    expect(isAllowListed('https://loja.example.pt', [])).toBe(false);
  });

  it('needs confirmation or the allow-list for an unconfirmed origin', () => {
    const handed = { handedOrigin: 'https://loja.example.pt', confirmedOrigin: null };
    expect(resolveParentOrigin({ ...handed, allowedOrigins: [] })).toBeNull();
    expect(resolveParentOrigin({ ...handed, allowedOrigins: ['https://loja.example.pt'] })).toBe(
      'https://loja.example.pt',
    );
  });

  it('refuses origins that are not http or https', () => {
    expect(
      resolveParentOrigin({
        handedOrigin: 'file:///etc',
        confirmedOrigin: null,
        allowedOrigins: ['file:///etc'],
      }),
    ).toBeNull();
  });
});
