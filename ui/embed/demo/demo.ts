/**
 * The developer panel of the demo merchant page (ui/embed/demo/index.html): buttons that call the
 * embed loader's JavaScript API, and a visible log of every `bookingwidget:*` event the loader
 * dispatches on the page. Served as a classic script by ui/embed/demo/server.ts and loaded in the
 * page's <head>, before the snippet, so the first event is never missed. Not part of any build.
 */
import type * as Loader from '../loader';
import type { ParentRequestType, WidgetEventName } from '../../../api/parent/protocol';

type BookingWidget = typeof Loader;

/** Requests the loader does not answer itself: it hands them to the host page as events. */
type HostDecidedRequest = Exclude<
  ParentRequestType,
  'navigate' | 'openUrl' | 'getLocation' | 'socialLoginCheck' | 'socialLogins'
>;

/** Every event the loader re-emits (the compiler fails here when the protocol gains one). */
const EVENT_NAMES = Object.keys({
  ready: true,
  failed: true,
  bookingMade: true,
  orderPlaced: true,
  paymentPending: true,
  paymentReferenceIssued: true,
  paid: true,
  paymentFailed: true,
  closed: true,
  setLoggedInUser: true,
  setReservationInfo: true,
  discardCart: true,
  removeCartItem: true,
  share: true,
} satisfies Record<WidgetEventName | HostDecidedRequest, true>);

/** The snippet's attributes that configure the loader rather than the widget. */
const LOADER_KEYS = ['bookingWidget', 'mode', 'target', 'autoResize', 'widgetUrl', 'title'];

interface LogEntry {
  label: string;
  detail?: unknown;
  kind: 'event' | 'call' | 'error';
}

const entries: LogEntry[] = [];
let list: HTMLOListElement | null = null;

function log(entry: LogEntry) {
  entries.push(entry);
  if (list) render(entry);
}

function render({ label, detail, kind }: LogEntry) {
  if (!list) return;
  list.querySelector('li.none')?.remove();
  const item = document.createElement('li');
  item.className = kind;
  const time = new Date().toLocaleTimeString('pt-PT');
  const name = document.createElement('code');
  name.textContent = label;
  item.append(`${time} `, name);
  if (detail !== undefined) {
    const text = document.createElement('span');
    text.className = 'detail';
    text.textContent = JSON.stringify(detail);
    item.append(text);
  }
  list.append(item);
  list.scrollTop = list.scrollHeight;
}

for (const name of EVENT_NAMES) {
  document.addEventListener(`bookingwidget:${name}`, (event) =>
    log({ label: event.type, detail: (event as CustomEvent).detail, kind: 'event' }),
  );
}

function snippet(): HTMLScriptElement | null {
  return document.querySelector('script[data-booking-widget]');
}

/** The widget's context and start as the snippet gives them, for the API's `open`. */
/** The snippet as a merchant would paste it, one attribute a line. */
function describe(script: HTMLScriptElement | null): string {
  if (!script) return '(no snippet on this page)';
  const attributes = [...script.attributes].map(({ name, value }) =>
    value === '' ? name : `${name}="${value}"`,
  );
  return `<script\n  ${attributes.join('\n  ')}\n></script>`;
}

function snippetParams(): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(snippet()?.dataset ?? {})) {
    if (!LOADER_KEYS.includes(key) && value !== undefined) params[key] = value;
  }
  return params;
}

function api(): BookingWidget | null {
  return (window as unknown as { BookingWidget?: BookingWidget }).BookingWidget ?? null;
}

/** The developer panel's buttons (data-action): what each calls, as the log shows it. */
const actions: Record<string, { call: string; run: (widget: BookingWidget) => void }> = {
  popup: {
    call: "BookingWidget.open({ mode: 'popup', params })",
    run: (widget) =>
      widget.open({ mode: 'popup', params: { ...snippetParams(), showClose: true } }),
  },
  inline: {
    call: "BookingWidget.open({ target: '#reservas', params })",
    run: (widget) => widget.open({ target: '#reservas', params: snippetParams() }),
  },
  prefill: {
    call: 'BookingWidget.prefill({ name, email, phone })',
    run: (widget) =>
      widget.prefill({ name: 'Maria Silva', email: 'maria.silva@example.pt', phone: '912345678' }),
  },
  english: {
    call: "BookingWidget.setLanguage('en_EN')",
    run: (widget) => widget.setLanguage('en_EN'),
  },
  close: { call: 'BookingWidget.close()', run: (widget) => widget.close() },
};

document.addEventListener('DOMContentLoaded', () => {
  list = document.getElementById('events') as HTMLOListElement | null;
  for (const entry of entries) render(entry);

  const code = document.getElementById('snippet');
  if (code) code.textContent = describe(snippet());

  document.querySelectorAll<HTMLButtonElement>('button[data-action]').forEach((button) =>
    button.addEventListener('click', () => {
      const widget = api();
      const action = actions[button.dataset.action ?? ''];
      if (!widget) {
        log({ label: 'window.BookingWidget is missing: embed.js did not load', kind: 'error' });
      } else if (action) {
        // Logged first: the events the call causes follow it in the list.
        log({ label: action.call, kind: 'call' });
        action.run(widget);
      }
    }),
  );
});
