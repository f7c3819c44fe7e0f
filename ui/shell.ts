import { createActor } from 'xstate';
import { adoptEarlyRequests } from '../api/ahead';
import { nowMs } from '../api/clock';
import { configureApi } from '../api/client';
import {
  createFlowStorage,
  createFlowWriter,
  writesAtOnce,
  type FlowStorage,
} from '../api/flowStorage';
import { frameStorage, readLogin, type LoginCookies } from '../api/loginCookies';
import type { ParentBridge } from '../api/parent/bridge';
import { startParentBridge } from '../api/parent/lazyBridge';
import { isAllowListed, resolveParentOrigin } from '../api/parent/origin';
import { configureLocation } from '../api/location';
import { configureOpenUrl } from '../api/openUrl';
import { configureShare } from '../api/shareConfig';
import { SOCIAL_PROVIDERS } from '../api/parent/constants';
import type { HostCommand } from '../api/parent/protocol';
import { configureSocialSignIn, type SocialSignInWay } from '../api/socialConfig';
import {
  clientKindOf,
  parseContext,
  parseStart,
  type ClientKind,
  type WidgetStart,
} from '../machines/rules/context';
import type * as ResumeFlowModule from '../machines/rules/resumeFlow';
import { withStart } from '../machines/rules/start';
import type { FlowState } from '../domain/flowState';
import { initialFlowState } from '../domain/initialFlowState';
import { widgetMachine } from '../machines/widget/widget.machine';
import { WIDGET_SYSTEM_ID } from '../machines/host';
import { activateLanguage } from './i18n';
import { applyEntityTheme } from './theme';

interface WidgetGlobal {
  __WIDGET_CONFIG__?: { allowedOrigins?: string[] };
}

/** The dev server's demo merchant page (ui/embed/demo/plugin.ts); absent from every build. */
declare const __DEMO_PAGE_URL__: string | undefined;

/**
 * Origins allowed to host the widget: run-time config, else VITE_ALLOWED_ORIGINS (comma list),
 * else, on the dev server only, its demo merchant page.
 */
function allowedOrigins(): string[] {
  const runTime = (globalThis as WidgetGlobal).__WIDGET_CONFIG__?.allowedOrigins;
  if (Array.isArray(runTime)) return runTime.filter((origin) => typeof origin === 'string');
  const buildTime = ((import.meta.env.VITE_ALLOWED_ORIGINS as string | undefined) ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (buildTime.length > 0) return buildTime;
  return typeof __DEMO_PAGE_URL__ === 'string' ? [__DEMO_PAGE_URL__] : [];
}

function confirmedParentOrigin(): string | null {
  if (window.parent === window) return null;
  // Chromium, Safari and Firefox 153+ tell the embedding origin; older Firefox leaves the
  // referrer to tell it.
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

const LAST_PAGE_KEY = 'reservationWidget:lastPage';

/**
 * Whether the visitor is coming back to this very page in this tab (a reload, back or forward,
 * or the host page reopening the widget's frame) rather than arriving anew: then the widget keeps
 * the view they were in (machines/rules/start.ts). The page notes its address in the tab's
 * session storage as it goes; where storage is blocked, every visit counts as new.
 */
function wasReopened(): boolean {
  try {
    const reopened = sessionStorage.getItem(LAST_PAGE_KEY) === location.href;
    addEventListener('pagehide', () => {
      try {
        sessionStorage.setItem(LAST_PAGE_KEY, location.href);
      } catch {
        // storage went away: the next visit counts as new
      }
    });
    return reopened;
  } catch {
    return false;
  }
}

/** Dev and demo builds answer every call with the sandbox (see main.tsx). */
const usesSandbox = import.meta.env.DEV || import.meta.env.MODE === 'sandbox';

/** Writes or clears the login cookies: the writer loads when someone signs in or out. */
async function updateLoginCookies(login: LoginCookies | null): Promise<void> {
  const writer = await import('../api/loginCookieWriter');
  const url = new URL(location.href);
  if (login) {
    writer.writeLoginCookies(document, url, login, { storage: frameStorage(), nowMs: nowMs() });
  } else {
    writer.clearLoginCookies(document, url, frameStorage());
  }
}

/**
 * Where social sign-in happens, for the widget's sign-in and every booking's. Inside a parent
 * window the parent knows the providers and runs their SDKs (socialLoginCheck, socialLogins).
 * In a mobile app's web view (SPEC 6's mobile app client) without such a parent, no provider is
 * offered: Google and Facebook refuse to sign in inside embedded web views, and a popup there has
 * no way back to the widget. Alone, the auth chart's default opens the provider's popup
 * (api/socialPopup.ts), except in dev and demo builds, where no provider can be reached: there
 * every provider answers a sandbox token at once (the sandbox signs anyone in).
 */
function socialSignInWayFor(bridge: ParentBridge, clientKind: ClientKind): SocialSignInWay | null {
  // A credential is taken only from a page on the allow-list; any other page gets the popup.
  if (bridge.isTrusted) {
    return {
      providers: async () => (await bridge.request('socialLoginCheck')).available,
      signIn: (provider) => bridge.request('socialLogins', { provider }),
    };
  }
  if (clientKind === 'mobileApp') {
    return {
      providers: async () => [],
      signIn: (provider) => Promise.reject(new Error(`No ${provider} sign-in in a mobile app`)),
    };
  }
  if (usesSandbox) {
    return {
      providers: async () => [...SOCIAL_PROVIDERS],
      signIn: async (provider) => ({ provider, accessToken: `sandbox-${provider}-token` }),
    };
  }
  return null;
}

export interface Shell {
  widget: ReturnType<typeof createWidget>;
  bridge: ParentBridge;
  storage: FlowStorage;
}

/** The widget's context and start from the page's address, over the login cookies. */
function readAddress(search: string) {
  const raw = Object.fromEntries(new URLSearchParams(search));
  // The login cookies, else the login the frame kept where the browser refused them.
  const cookies = readLogin(document, frameStorage(), nowMs());
  const context = parseContext({
    ...(cookies ? { userId: cookies.userId, token: cookies.token } : {}),
    ...raw,
  });
  return { context, start: parseStart(raw) };
}

/**
 * Where the widget starts and its flow state: the address's start over a fresh flow state, or,
 * when one was stored, the flow resumed (machines/rules/resumeFlow.ts, loaded only then).
 */
async function resumedStart(
  start: WidgetStart,
  stored: FlowState | null,
  resumeRules: Promise<typeof ResumeFlowModule> | null,
): Promise<{ start: WidgetStart; flow: FlowState }> {
  // Noted on every visit, so that the next one knows whether it is this page again.
  const reopened = wasReopened();
  if (!stored || !resumeRules) {
    // Something stored that did not pass its checks: its rules are not needed after all.
    void resumeRules?.catch(() => undefined);
    return { start, flow: withStart(initialFlowState(), start) };
  }
  const { resumeFlow } = await resumeRules;
  return resumeFlow(start, stored, initialFlowState(), { reopened });
}

function createWidget(options: {
  address: ReturnType<typeof readAddress>;
  hostname: string;
  /** Where it starts, with its flow state (resumedStart). */
  resumed: { start: WidgetStart; flow: FlowState };
  bridge: ParentBridge;
}) {
  const { context, start } = options.address;
  for (const warning of [...context.warnings, ...start.warnings]) {
    console.warn(`[widget] ${warning}`);
  }
  const { resumed } = options;
  const widget = createActor(widgetMachine, {
    // The charts deep in the tree tell the host page through it (machines/host.ts).
    systemId: WIDGET_SYSTEM_ID,
    input: {
      context: context.value,
      start: resumed.start,
      flow: resumed.flow,
      hostname: options.hostname,
    },
  });
  const { bridge } = options;
  // What the chart tells the page around it (machines/widget/widget.types.ts WidgetEmitted).
  widget.on('notifyHost', ({ notice }) => bridge.notify(notice.name, notice.detail as never));
  // The cart's changes, for a parent app that shows the cart (an allowed page only: the bridge
  // refuses the others, and nothing waits for an answer).
  widget.on('tellParentCart', ({ message }) => {
    void bridge.request(message.type, message.payload as never).catch(() => undefined);
  });
  widget.on('writeLoginCookies', ({ login }) => {
    if (login) void updateLoginCookies(login).catch(() => undefined);
  });
  widget.on('clearLoginCookies', () => {
    void updateLoginCookies(null).catch(() => undefined);
  });
  widget.on('setLoggedInUser', ({ payload }) => {
    if (bridge.isTrusted) void bridge.request('setLoggedInUser', payload).catch(() => undefined);
  });
  widget.on('setReservationInfo', ({ payload }) => {
    if (bridge.isTrusted) {
      void bridge.request('setReservationInfo', payload).catch(() => undefined);
    }
  });
  return widget;
}

function forwardCommand(widget: Shell['widget'], command: HostCommand): void {
  switch (command.type) {
    case 'setContext':
      widget.send({ type: 'context.update', values: command.payload });
      return;
    case 'setLanguage':
      widget.send({ type: 'language.change', language: command.payload.language });
      return;
    case 'prefill':
      widget.send({ type: 'contact.prefill', ...command.payload });
  }
}

/**
 * Everything around the root chart that touches the page: the parent window, storage, the API
 * context, the active language, the theme and the frame's height. The chart itself stays pure.
 */
export async function startShell(): Promise<Shell> {
  // The calls index.html started before this code arrived (production builds): kept for the
  // charts' first calls, and their session id for every call of the visit.
  adoptEarlyRequests(window);
  // The stored flow state first (its checks load only when there is one), before anything that
  // may hear from the page: from here on the widget exists when a message arrives.
  const storage = createFlowStorage();
  // The rules that resume a stored flow load beside its checks, only when something is stored.
  const resumeRules = storage.hasStored() ? import('../machines/rules/resumeFlow') : null;
  const stored = await storage.load();
  const address = readAddress(location.search);
  const resumed = await resumedStart(address.start.value, stored, resumeRules);
  const handedOrigin = new URLSearchParams(location.search).get('parentOrigin');
  const allowed = allowedOrigins();
  const parentOrigin = resolveParentOrigin({
    handedOrigin,
    confirmedOrigin: confirmedParentOrigin(),
    allowedOrigins: allowed,
  });
  // Its code loads only inside a parent window; until then it keeps what comes and goes.
  const bridge = startParentBridge({
    self: window,
    parentOrigin,
    trusted: isAllowListed(parentOrigin, allowed),
    // Messages arrive on later tasks, by which time the widget below exists.
    onCommand: (command) => forwardCommand(widget, command),
  });
  // A booking's "share" hands over to the host page when the frame cannot share by itself.
  configureShare({
    parent: bridge.hasParent ? (data) => bridge.request('share', data) : null,
  });
  // A card payment's page and the host site's pages open through the host page when there is
  // one (it may open windows, and it is the page that goes to the host site's pages).
  configureOpenUrl({
    parent: bridge.hasParent ? (url) => bridge.request('openUrl', { url }) : null,
    navigate: bridge.hasParent ? (url) => bridge.request('navigate', { url }) : null,
  });
  configureSocialSignIn(socialSignInWayFor(bridge, clientKindOf(address.context.value)));
  // The pickup point search asks the parent where the visitor is, when there is one.
  configureLocation({ parent: bridge.hasParent ? () => bridge.request('getLocation') : null });
  const widget = createWidget({
    address,
    hostname: location.hostname,
    resumed,
    bridge,
  });

  configureApi({
    context: () => {
      const { context } = widget.getSnapshot().context;
      return {
        language: context.language,
        token: context.token,
        entityId: context.entityId,
        clientApplication: context.clientApplication,
        channel: context.clientPlatform,
      };
    },
  });

  // The flow state is written when the page is idle, and at once for what must not be lost (a
  // request or a payment on its way); whatever still waits is written as the page goes (a
  // reload, a tab closed) or is hidden (a tab left, a phone locked, which may be the last moment
  // the page runs).
  const writer = createFlowWriter(storage);
  const writeOnLeave = () => writer.flush();
  const writeWhenHidden = () => {
    if (document.visibilityState === 'hidden') writer.flush();
  };
  addEventListener('pagehide', writeOnLeave);
  document.addEventListener('visibilitychange', writeWhenHidden);

  let language: string | undefined;
  let flow: FlowState | undefined;
  let entity: unknown;
  widget.subscribe({
    next: (snapshot) => {
      const { context } = snapshot;
      if (context.context.language !== language) {
        language = context.context.language;
        void activateLanguage(language).catch(() => undefined);
      }
      if (context.flow !== flow) {
        const before = flow;
        flow = context.flow;
        if (writesAtOnce(before, flow)) writer.now(flow);
        else writer.soon(flow);
      }
      if (context.entity !== entity) {
        entity = context.entity;
        applyEntityTheme(context.entity);
      }
    },
    // A chart that stops on an error: the screen's hooks rethrow it to the CrashBoundary, which
    // shows it and tells the host page.
    error: () => undefined,
    // The widget stopped: what it last held is written, and the page's events let go.
    complete: () => {
      writer.flush();
      removeEventListener('pagehide', writeOnLeave);
      document.removeEventListener('visibilitychange', writeWhenHidden);
    },
  });

  if (bridge.hasParent && typeof ResizeObserver !== 'undefined') {
    // The loader sizes the frame to the content, so the frame never needs its own scrollbar.
    // The height is read and told on the next frame, outside the observer's callback, and only
    // when it changed: resizing the frame from inside the callback makes the observed body
    // change again in the same delivery, which WebKit reports as a ResizeObserver loop.
    let told = -1;
    let pending = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => {
        const height = document.documentElement.getBoundingClientRect().height;
        if (height === told) return;
        told = height;
        bridge.resize(height);
      });
    });
    observer.observe(document.body);
  }
  // Keys pressed inside the frame never reach the host page, so a popup dialog around the frame
  // cannot see Escape: the widget closes itself where the context shows a close button.
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !event.defaultPrevented) widget.send({ type: 'widget.close' });
  });
  return { widget, bridge, storage };
}
