/**
 * The embed loader: the one script a merchant pastes into a page. It creates the widget's frame,
 * sizes it to its content, answers the widget's parent-window requests, and re-emits the widget's
 * events on the host page as `bookingwidget:<name>` CustomEvents. It must stay tiny (2 KiB gzip),
 * so it imports nothing but the protocol's tags and types.
 */
import { HOST_SOURCE, PROTOCOL_VERSION, WIDGET_SOURCE } from '../../api/parent/constants';
import type { SocialProvider, WidgetMessage } from '../../api/parent/protocol';

export interface OpenOptions {
  /** Widget context and start: campaignId, offerCode, shopId, serviceId, language, entityId... */
  params?: Record<string, string | number | boolean>;
  /** Inline (default) into `target`, or a modal popup dialog. */
  mode?: 'inline' | 'popup';
  target?: Element | string;
  /** Grow and shrink the frame with its content (default true). */
  autoResize?: boolean;
  title?: string;
}

type SocialSignIn = () => Promise<string>;

const script = (document.currentScript ??
  document.querySelector('script[data-booking-widget]')) as HTMLScriptElement | null;
const widgetUrl = new URL(script?.dataset.widgetUrl ?? './', script?.src ?? location.href);
const widgetOrigin = widgetUrl.origin;
const socialSignIns: Partial<Record<SocialProvider, SocialSignIn>> = {};
/** Loader-only attributes of the snippet; every other data-* attribute goes to the widget. */
const LOADER_KEYS = ['mode', 'target', 'autoResize', 'widgetUrl', 'title', 'bookingWidget'];

let frame: HTMLIFrameElement | null = null;
let dialog: HTMLDialogElement | null = null;
let resizes = true;
let ready = false;
let queued: unknown[] = [];

const isHttp = (url: unknown) => typeof url === 'string' && /^https?:\/\//i.test(url);

function emit(name: string, detail: unknown) {
  (frame ?? document).dispatchEvent(
    new CustomEvent(`bookingwidget:${name}`, { detail, bubbles: true, composed: true }),
  );
}

function command(type: string, payload: unknown) {
  const message = {
    source: HOST_SOURCE,
    version: PROTOCOL_VERSION,
    kind: 'command',
    type,
    payload,
  };
  if (ready && frame?.contentWindow) frame.contentWindow.postMessage(message, widgetOrigin);
  else queued.push(message);
}

function reply(id: string, work: Promise<unknown>) {
  const send = (answer: object) =>
    frame?.contentWindow?.postMessage(
      { source: HOST_SOURCE, version: PROTOCOL_VERSION, kind: 'reply', replyTo: id, ...answer },
      widgetOrigin,
    );
  work.then(
    (payload) => send({ ok: true, payload }),
    (error: { status?: number; message?: string }) =>
      send({ ok: false, error: { status: error?.status ?? 500, message: String(error?.message) } }),
  );
}

function locate() {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject({ status: 403, message: error.message }),
    ),
  );
}

function answer(message: Extract<WidgetMessage, { kind: 'request' }>) {
  switch (message.type) {
    case 'navigate':
      if (isHttp(message.payload.url)) location.assign(message.payload.url);
      return;
    case 'openUrl':
      if (isHttp(message.payload.url)) window.open(message.payload.url, '_blank', 'noopener');
      return;
    case 'getLocation':
      return reply(message.id, locate());
    case 'socialLoginCheck':
      return reply(message.id, Promise.resolve({ available: Object.keys(socialSignIns) }));
    case 'socialLogins': {
      const { provider } = message.payload;
      const signIn = socialSignIns[provider];
      return reply(
        message.id,
        signIn
          ? signIn().then((accessToken) => ({ provider, accessToken }))
          : Promise.reject({ status: 501, message: `No ${provider} sign-in on this page` }),
      );
    }
    default:
      // setLoggedInUser, setReservationInfo, discardCart, removeCartItem, share: the host page
      // decides.
      emit(message.type, message.payload);
  }
}

addEventListener('message', (event: MessageEvent) => {
  const message = event.data as WidgetMessage | null;
  if (!frame || event.source !== frame.contentWindow || event.origin !== widgetOrigin) return;
  if (message?.source !== WIDGET_SOURCE || message.version !== PROTOCOL_VERSION) return;
  if (message.kind === 'resize') {
    if (resizes && message.height > 0) frame.style.height = `${Math.min(message.height, 1e4)}px`;
  } else if (message.kind === 'event') {
    if (message.name === 'ready') {
      ready = true;
      for (const queuedCommand of queued)
        frame.contentWindow?.postMessage(queuedCommand, widgetOrigin);
      queued = [];
    }
    if (message.name === 'closed') close();
    else emit(message.name, message.detail);
  } else if (message.kind === 'request') {
    answer(message);
  }
});

export function open(options: OpenOptions = {}) {
  if (frame) close();
  const src = new URL(widgetUrl);
  for (const [key, value] of Object.entries(options.params ?? {})) {
    src.searchParams.set(key, String(value));
  }
  src.searchParams.set('parentOrigin', location.origin);
  src.searchParams.set('embedded', '1');
  resizes = options.autoResize !== false;
  ready = false;
  frame = document.createElement('iframe');
  frame.src = src.href;
  frame.title = options.title ?? 'Reservas';
  frame.allow = 'payment; geolocation; web-share';
  frame.style.cssText = 'display:block;width:100%;height:600px;border:0';
  if (resizes) frame.setAttribute('scrolling', 'no');
  if (options.mode === 'popup') {
    dialog = document.createElement('dialog');
    dialog.setAttribute('aria-label', frame.title);
    dialog.style.cssText = 'width:min(100vw,480px);padding:0;border:0';
    dialog.addEventListener('close', () => close());
    dialog.append(frame);
    document.body.append(dialog);
    dialog.showModal();
  } else {
    const target =
      typeof options.target === 'string' ? document.querySelector(options.target) : options.target;
    if (target) target.append(frame);
    else script?.after(frame);
  }
  return frame;
}

export function close() {
  if (!frame) return;
  const closing = frame;
  emit('closed', {});
  frame = null;
  closing.remove();
  dialog?.remove();
  dialog = null;
}

export const prefill = (contact: { name?: string; email?: string; phone?: string }) =>
  command('prefill', contact);
export const setLanguage = (language: string) => command('setLanguage', { language });
/** Lets the host page sign the visitor in with a provider it already has an SDK for. */
export const onSocialLogin = (provider: SocialProvider, signIn: SocialSignIn) => {
  socialSignIns[provider] = signIn;
};

if (script && script.dataset.mode !== 'manual') {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(script.dataset)) {
    if (!LOADER_KEYS.includes(key) && value !== undefined) params[key] = value;
  }
  open({
    params,
    mode: script.dataset.mode === 'popup' ? 'popup' : 'inline',
    target: script.dataset.target,
    autoResize: script.dataset.autoResize !== 'false',
    title: script.dataset.title,
  });
}
