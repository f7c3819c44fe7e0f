/**
 * The sandbox's card payment page, like a payment provider's test page: it shows the merchant,
 * the amount and the payment, and two buttons, "Pagar" and "Recusar". A card payment stays
 * pending until one is pressed; then the payment is paid or refused (`cancelled`, SPEC 8) in the
 * sandbox's store, and the widget's status polling sees it.
 *
 * The page is served by the sandbox on its own origin, where the card payment's `paymentUrl`
 * points (`/__sandbox/card.html?payment=pay-1&amount=79.8&merchant=…&lang=pt`):
 * - over HTTP (`npm run sandbox`, http.ts) it is drawn by the server and its form posts the
 *   choice to `/__sandbox/card` (no script);
 * - in the page (the service worker of `npm run dev` and of the demo build) the store lives in the
 *   widget's tab, so the page is a static file (worker/plugin.ts) whose script reads the address
 *   and sends the choice on the `sandbox-card` BroadcastChannel to the widget's tab (browser.ts),
 *   which records it and answers.
 *
 * Its language: `lang` in the address (the widget's language, as its calls send it), else
 * Portuguese. Plain HTML, tester-only; no dependency on the widget it tests.
 */

export const CARD_PAGE_PATH = '/__sandbox/card.html';
/** Where the page's form posts the choice, over HTTP. */
export const CARD_CHOICE_PATH = '/__sandbox/card';
/** The channel between the page and the widget's tab, in the page. */
export const CARD_CHANNEL = 'sandbox-card';

export type CardOutcome = 'paid' | 'cancelled';
export type CardPageLanguage = 'pt' | 'es' | 'en';

/** What the page sends on the channel, and what the widget's tab answers. */
export interface CardChoice {
  type: 'choice';
  payment: string;
  outcome: CardOutcome;
}
export interface CardChoiceAnswer {
  type: 'answer';
  payment: string;
  /** The payment's status after the choice (the first choice stands). */
  status: string;
}

const LOCALES: Record<CardPageLanguage, string> = { pt: 'pt-PT', es: 'es-ES', en: 'en' };

export const CARD_PAGE_TEXTS = {
  pt: {
    title: 'Pagamento com cartão · Sandbox',
    heading: 'Pagamento com cartão',
    intro: 'Página de teste do sandbox: nenhum cartão é cobrado.',
    merchant: 'Comerciante',
    amount: 'Montante',
    payment: 'Pagamento',
    pay: 'Pagar',
    refuse: 'Recusar',
    paid: 'Pagamento aceite. Pode fechar esta página e voltar ao widget.',
    cancelled: 'Pagamento recusado. Pode fechar esta página e voltar ao widget.',
    unknown: 'Este pagamento não existe no sandbox.',
    noAnswer: 'O separador do widget não respondeu: mantenha-o aberto e tente de novo.',
  },
  es: {
    title: 'Pago con tarjeta · Sandbox',
    heading: 'Pago con tarjeta',
    intro: 'Página de prueba del sandbox: no se cobra ninguna tarjeta.',
    merchant: 'Comercio',
    amount: 'Importe',
    payment: 'Pago',
    pay: 'Pagar',
    refuse: 'Rechazar',
    paid: 'Pago aceptado. Puede cerrar esta página y volver al widget.',
    cancelled: 'Pago rechazado. Puede cerrar esta página y volver al widget.',
    unknown: 'Este pago no existe en el sandbox.',
    noAnswer: 'La pestaña del widget no respondió: manténgala abierta e inténtelo de nuevo.',
  },
  en: {
    title: 'Card payment · Sandbox',
    heading: 'Card payment',
    intro: 'Sandbox test page: no card is charged.',
    merchant: 'Merchant',
    amount: 'Amount',
    payment: 'Payment',
    pay: 'Pay',
    refuse: 'Refuse',
    paid: 'Payment accepted. You can close this page and go back to the widget.',
    cancelled: 'Payment refused. You can close this page and go back to the widget.',
    unknown: 'This payment does not exist in the sandbox.',
    noAnswer: "The widget's tab did not answer: keep it open and try again.",
  },
} satisfies Record<CardPageLanguage, Record<string, string>>;

export type CardPageText = keyof (typeof CARD_PAGE_TEXTS)['pt'];

/** `pt`, `pt_PT`, `es-ES`, `en_EN`…: the page's language; Portuguese for anything else. */
export function cardPageLanguage(language: string | null | undefined): CardPageLanguage {
  const lower = language?.toLowerCase() ?? '';
  return lower.startsWith('es') ? 'es' : lower.startsWith('en') ? 'en' : 'pt';
}

/** What the page shows, as its address carries it. */
export interface CardPageQuery {
  payment: string;
  amount?: number;
  merchant?: string;
  lang: CardPageLanguage;
}

/** The page's address on `origin` for this payment. */
export function cardPageUrl(origin: string, query: CardPageQuery): string {
  const search = new URLSearchParams({ payment: query.payment });
  if (query.amount !== undefined) search.set('amount', String(query.amount));
  if (query.merchant) search.set('merchant', query.merchant);
  search.set('lang', query.lang);
  return `${origin.replace(/\/+$/, '')}${CARD_PAGE_PATH}?${search.toString()}`;
}

export function readCardPageQuery(search: URLSearchParams): CardPageQuery {
  const amount = Number(search.get('amount'));
  const merchant = search.get('merchant');
  return {
    payment: search.get('payment') ?? '',
    ...(search.has('amount') && Number.isFinite(amount) ? { amount } : {}),
    ...(merchant ? { merchant } : {}),
    lang: cardPageLanguage(search.get('lang')),
  };
}

export function formatCardAmount(amount: number, lang: CardPageLanguage): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR' }).format(
    amount,
  );
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2328;background:#f6f8fa}' +
  'main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d0d7de;' +
  'border-radius:8px}h1{font-size:1.4rem;margin:0 0 .5rem}dl{display:grid;' +
  'grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#57606a}dd{margin:0;font-weight:600}' +
  'form{display:flex;gap:.75rem}button{flex:1;font:inherit;padding:.6rem;border-radius:6px;' +
  'border:1px solid #1f2328;cursor:pointer}button[value=paid]{background:#1a7f37;color:#fff;' +
  'border-color:#1a7f37}button[value=cancelled]{background:#fff;color:#a40e26;' +
  'border-color:#a40e26}button:disabled{opacity:.5;cursor:default}' +
  'button:focus-visible{outline:3px solid #0969da;outline-offset:2px}';

/**
 * The script of the in-page variant: fills the page from its address in its language, and sends
 * the choice to the widget's tab, waiting a little for its answer.
 */
const IN_PAGE_SCRIPT = `(() => {
const T = ${JSON.stringify(CARD_PAGE_TEXTS)};
const L = { pt: 'pt-PT', es: 'es-ES', en: 'en' };
const q = new URLSearchParams(location.search);
const raw = (q.get('lang') || '').toLowerCase();
const lang = raw.startsWith('es') ? 'es' : raw.startsWith('en') ? 'en' : 'pt';
const t = T[lang];
document.documentElement.lang = L[lang];
document.title = t.title;
for (const node of document.querySelectorAll('[data-text]')) node.textContent = t[node.dataset.text];
const payment = q.get('payment') || '';
const amount = Number(q.get('amount'));
document.getElementById('card-payment').textContent = payment;
document.getElementById('card-amount').textContent = q.has('amount') && Number.isFinite(amount)
  ? new Intl.NumberFormat(L[lang], { style: 'currency', currency: 'EUR' }).format(amount) : '';
document.getElementById('card-merchant').textContent = q.get('merchant') || '';
const form = document.querySelector('form');
const result = document.getElementById('card-result');
const buttons = [...form.querySelectorAll('button')];
let channel = null;
let waiting = null;
try { channel = new BroadcastChannel(${JSON.stringify(CARD_CHANNEL)}); } catch {}
if (channel) channel.onmessage = ({ data }) => {
  if (!data || data.type !== 'answer' || data.payment !== payment) return;
  clearTimeout(waiting);
  const known = data.status === 'paid' || data.status === 'cancelled';
  result.textContent = known ? t[data.status] : t.unknown;
  buttons.forEach((button) => (button.disabled = known));
};
form.addEventListener('submit', (event) => {
  event.preventDefault();
  const outcome = event.submitter && event.submitter.value;
  if (!channel || (outcome !== 'paid' && outcome !== 'cancelled')) return;
  result.textContent = '';
  clearTimeout(waiting);
  waiting = setTimeout(() => (result.textContent = t.noAnswer), 3000);
  channel.postMessage({ type: 'choice', payment, outcome });
});
})();`;

export interface CardPageOptions {
  /** `http`: drawn by the server, its form posts; `page`: the static file with its script. */
  mode: 'http' | 'page';
  query?: CardPageQuery;
  /** The text said once a choice is made (http). */
  result?: CardPageText;
  /** The choice is made: the buttons are off (http). */
  decided?: boolean;
}

/** The page as HTML: one heading, the payment's facts, two buttons, a status line. */
export function cardPageHtml(options: CardPageOptions): string {
  const query = options.query ?? { payment: '', lang: 'pt' };
  const { lang } = query;
  const texts = CARD_PAGE_TEXTS[lang];
  const text = (key: CardPageText) => `data-text="${key}">${escapeHtml(texts[key])}`;
  const amount = query.amount === undefined ? '' : formatCardAmount(query.amount, lang);
  const hidden = (name: string, value: string | undefined) =>
    value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const off = options.decided ? ' disabled' : '';
  const form =
    options.mode === 'http'
      ? `<form method="post" action="${CARD_CHOICE_PATH}">` +
        hidden('payment', query.payment) +
        hidden('amount', query.amount === undefined ? undefined : String(query.amount)) +
        hidden('merchant', query.merchant) +
        hidden('lang', lang)
      : '<form>';
  return (
    `<!doctype html><html lang="${LOCALES[lang]}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(texts.title)}</title><style>${STYLE}</style></head><body><main>` +
    `<h1 ${text('heading')}</h1><p ${text('intro')}</p><dl>` +
    `<dt ${text('merchant')}</dt><dd id="card-merchant">${escapeHtml(query.merchant ?? '')}</dd>` +
    `<dt ${text('amount')}</dt><dd id="card-amount">${escapeHtml(amount)}</dd>` +
    `<dt ${text('payment')}</dt><dd id="card-payment">${escapeHtml(query.payment)}</dd></dl>` +
    `${form}<button type="submit" name="outcome" value="paid"${off} ${text('pay')}</button>` +
    `<button type="submit" name="outcome" value="cancelled"${off} ${text('refuse')}</button>` +
    `</form><p id="card-result" role="status">${options.result ? escapeHtml(texts[options.result]) : ''}</p>` +
    `</main>${options.mode === 'page' ? `<script>${IN_PAGE_SCRIPT}</script>` : ''}</body></html>`
  );
}
