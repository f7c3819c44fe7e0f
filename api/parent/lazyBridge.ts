import { ApiError } from '../errors';
import type * as BridgeModule from './bridge';
import type { ParentBridge, ParentBridgeOptions } from './bridge';

/** The bridge of a widget with no parent window at a known origin: nobody to tell or ask. */
const NO_PARENT: ParentBridge = {
  hasParent: false,
  isTrusted: false,
  request: () => Promise.reject(new ApiError('noParent', 'The widget has no parent window', 501)),
  notify: () => undefined,
  resize: () => undefined,
  dispose: () => undefined,
};

/**
 * The parent bridge as the widget starts with it. Most visitors see the widget on its own page,
 * where the bridge (api/parent/bridge.ts, with the protocol's message schemas) has nothing to do:
 * its code is loaded only inside a parent window at a known origin, and never weighs on the first
 * screen. Until it arrives, what the widget tells or asks the parent waits for it, in order, and
 * every message the window receives is kept and handed to it, so none that came early is lost.
 * `load` is the bridge module's import (a test passes its own).
 */
export function startParentBridge({
  load = () => import('./bridge'),
  ...options
}: Omit<ParentBridgeOptions, 'earlier'> & {
  load?: () => Promise<typeof BridgeModule>;
}): ParentBridge {
  const { self, parentOrigin, trusted = false } = options;
  if (self.parent === self || parentOrigin === null) return NO_PARENT;

  const earlier: MessageEvent[] = [];
  const keep = (event: MessageEvent) => {
    earlier.push(event);
  };
  self.addEventListener('message', keep);
  let disposed = false;
  const loaded = load().then(
    ({ createParentBridge }) => {
      // Swapped within one task: no message can fall between the two listeners.
      self.removeEventListener('message', keep);
      const bridge = createParentBridge({ ...options, earlier });
      earlier.length = 0;
      if (disposed) bridge.dispose();
      return bridge;
    },
    (error: unknown) => {
      self.removeEventListener('message', keep);
      throw new ApiError('network', `The parent bridge did not arrive: ${String(error)}`);
    },
  );
  const ignore = () => undefined;
  // A bridge that never arrived leaves the widget as it is alone: its requests fail.
  loaded.catch(ignore);

  return {
    hasParent: true,
    isTrusted: trusted,
    request: ((type: Parameters<ParentBridge['request']>[0], ...payload: [never?]) =>
      loaded.then((bridge) => bridge.request(type, ...payload))) as ParentBridge['request'],
    notify(name, detail) {
      loaded.then((bridge) => bridge.notify(name, detail), ignore);
    },
    resize(height) {
      loaded.then((bridge) => bridge.resize(height), ignore);
    },
    dispose() {
      disposed = true;
      self.removeEventListener('message', keep);
      loaded.then((bridge) => bridge.dispose(), ignore);
    },
  };
}
