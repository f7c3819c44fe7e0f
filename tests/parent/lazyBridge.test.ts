import { describe, expect, it, vi } from 'vitest';
import * as bridgeModule from '../../api/parent/bridge';
import { startParentBridge } from '../../api/parent/lazyBridge';
import { HOST_SOURCE, PROTOCOL_VERSION, WIDGET_SOURCE } from '../../api/parent/protocol';

const PARENT_ORIGIN = 'https://loja.example.pt';

/** A widget window inside a fake parent (as in bridge.test.ts): what it posts is recorded. */
function framedWindow() {
  const self = new EventTarget() as unknown as Window & { parent: Window };
  const posted: { message: unknown; origin: string }[] = [];
  const parent = {
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  } as unknown as Window;
  Object.assign(self, { parent });
  const deliver = (data: unknown, origin = PARENT_ORIGIN) =>
    self.dispatchEvent(
      new MessageEvent('message', { data, origin, source: parent as MessageEventSource }),
    );
  return { self, posted, deliver };
}

/** The bridge's code, held back until the test lets it arrive. */
function heldBridgeCode() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() => arrived.then(() => bridgeModule));
  return {
    load,
    arrive: async () => {
      arrive();
      await arrived;
      // The bridge is made in the continuation of the import: let it run.
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

const command = (type: string, payload: unknown) => ({
  source: HOST_SOURCE,
  version: PROTOCOL_VERSION,
  kind: 'command',
  type,
  payload,
});

describe('the parent bridge loaded only inside a parent window', () => {
  it('never loads on a page of its own: nothing to tell, requests refused with 501', async () => {
    const self = new EventTarget() as unknown as Window;
    Object.assign(self, { parent: self });
    const code = heldBridgeCode();
    const bridge = startParentBridge({ self, parentOrigin: PARENT_ORIGIN, load: code.load });
    expect(bridge.hasParent).toBe(false);
    bridge.notify('ready', { language: 'pt_PT' });
    await expect(bridge.request('getLocation')).rejects.toMatchObject({
      kind: 'noParent',
      status: 501,
    });
    expect(code.load).not.toHaveBeenCalled();
  });

  it('never loads inside a parent at no known origin', () => {
    const { self, posted } = framedWindow();
    const code = heldBridgeCode();
    const bridge = startParentBridge({ self, parentOrigin: null, load: code.load });
    bridge.resize(300);
    expect(bridge.hasParent).toBe(false);
    expect(code.load).not.toHaveBeenCalled();
    expect(posted).toHaveLength(0);
  });

  it('hands over the messages that came before its code, in order, and only the allowed ones', async () => {
    const { self, deliver } = framedWindow();
    const code = heldBridgeCode();
    const onCommand = vi.fn();
    const bridge = startParentBridge({
      self,
      parentOrigin: PARENT_ORIGIN,
      trusted: true,
      onCommand,
      load: code.load,
    });
    expect(bridge).toMatchObject({ hasParent: true, isTrusted: true });
    deliver(command('setLanguage', { language: 'en_EN' }));
    deliver(command('setLanguage', { language: 'es_ES' }), 'https://evil.example');
    deliver(command('prefill', { name: 'Ana' }));
    expect(onCommand).not.toHaveBeenCalled();

    await code.arrive();
    expect(onCommand.mock.calls.map(([received]) => received)).toEqual([
      command('setLanguage', { language: 'en_EN' }),
      command('prefill', { name: 'Ana' }),
    ]);
    // Once arrived, the bridge itself listens: a later message is read once.
    deliver(command('setLanguage', { language: 'pt_PT' }));
    expect(onCommand).toHaveBeenCalledTimes(3);
  });

  it('tells the parent what happened before its code came, in order, and answers requests', async () => {
    const { self, posted, deliver } = framedWindow();
    const code = heldBridgeCode();
    const bridge = startParentBridge({
      self,
      parentOrigin: PARENT_ORIGIN,
      trusted: true,
      load: code.load,
      createId: () => 'r1',
    });
    bridge.notify('ready', { language: 'pt_PT' });
    bridge.resize(420.2);
    const location = bridge.request('getLocation');
    expect(posted).toHaveLength(0);

    await code.arrive();
    expect(posted).toEqual([
      {
        message: {
          source: WIDGET_SOURCE,
          version: PROTOCOL_VERSION,
          kind: 'event',
          name: 'ready',
          detail: { language: 'pt_PT' },
        },
        origin: PARENT_ORIGIN,
      },
      {
        message: { source: WIDGET_SOURCE, version: PROTOCOL_VERSION, kind: 'resize', height: 421 },
        origin: PARENT_ORIGIN,
      },
      {
        message: {
          source: WIDGET_SOURCE,
          version: PROTOCOL_VERSION,
          kind: 'request',
          id: 'r1',
          type: 'getLocation',
        },
        origin: PARENT_ORIGIN,
      },
    ]);
    deliver({
      source: HOST_SOURCE,
      version: PROTOCOL_VERSION,
      kind: 'reply',
      replyTo: 'r1',
      ok: true,
      payload: { latitude: 38.71, longitude: -9.14 },
    });
    await expect(location).resolves.toEqual({ latitude: 38.71, longitude: -9.14 });
    bridge.dispose();
  });

  it('fails its requests when its code never comes', async () => {
    const { self, posted } = framedWindow();
    const bridge = startParentBridge({
      self,
      parentOrigin: PARENT_ORIGIN,
      load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    bridge.notify('ready', { language: 'pt_PT' });
    await expect(bridge.request('getLocation')).rejects.toMatchObject({ kind: 'network' });
    expect(posted).toHaveLength(0);
  });
});
