import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { clearAhead } from '../../api/ahead';
import { parseStart } from '../../machines/rules/context';
import { localeForLanguage } from '../../machines/rules/language';
import { canShowView } from '../../machines/rules/start';
import { NAVIGABLE_VIEWS } from '../../machines/widget/widget.selectors';
import { startEarlyRequests } from '../../ui/boot/earlyRequests';

// The page draws the campaign's title before the widget's code arrives (paintCampaignTitle in
// ui/boot/earlyRequests.ts): from the campaign's answer, as text, only in an empty widget, and
// it gives way as soon as the widget draws more than a loading notice. The answers here are the
// sandbox middleware's, or a crafted one.

const ORIGIN = 'http://localhost';

afterEach(() => {
  cleanup();
  clearAhead();
  document.body.replaceChildren();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

/** The page as index.html has it: an empty #widget; then its early requests for `search`. */
function openPage(search: string, answer?: (url: string) => Response | Promise<Response> | null) {
  const root = document.createElement('div');
  root.id = 'widget';
  document.body.append(root);
  const page = {
    location: { search, hostname: 'localhost', origin: ORIGIN },
    document,
    crypto,
    MutationObserver,
    fetch: (url: string) => {
      const crafted = answer?.(url);
      return crafted ? Promise.resolve(crafted) : globalThis.fetch(url);
    },
  } as Parameters<typeof startEarlyRequests>[0];
  startEarlyRequests(page, {});
  // What the page asked for, as the widget's client will find it.
  const requests = () => page.__WIDGET_EARLY__?.requests ?? [];
  return { root, requests };
}

const earlyPaint = () => document.getElementById('widget-early');
const painted = () => vi.waitFor(() => expect(earlyPaint()).not.toBeNull());

/** Campaign 101's answer with what the contract requires of it, changed or added to. */
const campaign101 = (view: object = {}, more: object = {}) => ({
  campaignView: { campaignId: 101, campaignTitle: 'Jantar', ...view },
  attributes: [],
  shop: { name: 'Loja' },
  ...more,
});

/** A campaign's answer with the given parts (the page reads nothing else of it). */
const campaignAnswer = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe("the campaign's title drawn by the page before the widget", () => {
  it("draws campaign 101's title, shop and picture from the sandbox's answer, before #widget", async () => {
    const { root } = openPage('?campaignId=101');
    await painted();
    const early = earlyPaint()!;
    expect(early.nextElementSibling).toBe(root);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Jantar de degustação para dois',
    );
    expect(early.querySelector('.campaign__shop')).toHaveTextContent('Taberna do Chiado');
    const picture = screen.getByRole('img');
    expect(picture).toHaveAttribute('alt', 'Mesa posta para dois na Taberna do Chiado');
    expect(picture.getAttribute('src')).toMatch(/^https?:\/\//);
    // The same picture is preloaded, once.
    const preloads = document.head.querySelectorAll('link[rel="preload"]');
    expect(Array.from(preloads, (link) => link.getAttribute('href'))).toEqual([
      picture.getAttribute('src'),
    ]);
    // The header is blank boxes, one per section the widget will offer (campaign, cart, my
    // bookings, premium), hidden from assistive technology.
    const header = early.querySelector('.widget__header')!;
    expect(header).toHaveAttribute('aria-hidden', 'true');
    expect(header.querySelectorAll('.widget__nav-item')).toHaveLength(4);
    expect(header.textContent).toBe('');
  });

  it.each([
    ['', 'pt-PT'],
    ['&language=es_ES', 'es-ES'],
    ['&language=en_EN', 'en'],
    ['&language=en_US', 'en'],
  ])("says the title's language (%s), as the widget says the page's", async (language, lang) => {
    openPage(`?campaignId=101${language}`);
    await painted();
    expect(earlyPaint()).toHaveAttribute('lang', lang);
    // The widget's own tag for that language (ui/i18n.ts sets it on the page).
    const code = new URLSearchParams(language).get('language');
    expect(earlyPaint()).toHaveAttribute('lang', localeForLanguage(code).locale);
  });

  it('counts the Services section when the address names a shop', async () => {
    openPage('?campaignId=101&shopId=1');
    await painted();
    expect(earlyPaint()!.querySelectorAll('.widget__nav-item')).toHaveLength(5);
  });

  // The page cannot import the rule it mirrors (it is inlined): the count is checked against it.
  it.each(['?campaignId=101', '?campaignId=101&shopId=1', '?offerCode=JANTAR&shopId=11'])(
    'one blank section per section the widget offers there (%s)',
    async (search) => {
      openPage(search, (url) =>
        url.includes('/campaigns/') ? campaignAnswer(campaign101()) : null,
      );
      await painted();
      const start = parseStart(Object.fromEntries(new URLSearchParams(search))).value;
      const offered = NAVIGABLE_VIEWS.filter((view) => canShowView(view, start));
      expect(earlyPaint()!.querySelectorAll('.widget__nav-item')).toHaveLength(offered.length);
    },
  );

  it("sets the answer's text as text and draws only a web picture", async () => {
    openPage('?campaignId=101', () =>
      campaignAnswer(
        campaign101(
          { campaignTitle: '<img src=x onerror="alert(1)">Jantar' },
          {
            shop: { name: '<b>Loja</b>' },
            campaignImages: [
              { url: 'javascript:alert(1)', alt: 'no' },
              null,
              { url: 'https://images.example/jantar.jpg', alt: 'Jantar servido' },
            ],
          },
        ),
      ),
    );
    await painted();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '<img src=x onerror="alert(1)">Jantar',
    );
    expect(earlyPaint()!.querySelector('.campaign__shop')!.textContent).toBe('<b>Loja</b>');
    expect(earlyPaint()!.querySelector('b')).toBeNull();
    const pictures = screen.getAllByRole('img');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toHaveAttribute('src', 'https://images.example/jantar.jpg');
    expect(pictures[0]).toHaveAttribute('alt', 'Jantar servido');
  });

  // Each of these answers has a web picture: its preload shows the page has read the answer,
  // and the title is drawn (or not) in the same step.
  const picture = [{ url: 'https://images.example/jantar.jpg', alt: 'Jantar servido' }];
  const preloaded = () =>
    vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull());

  it.each([
    ['no title', campaign101({ campaignTitle: undefined }, { campaignImages: picture })],
    ['a blank title', campaign101({ campaignTitle: '  ' }, { campaignImages: picture })],
    ['a title that is not text', campaign101({ campaignTitle: 42 }, { campaignImages: picture })],
    ["another campaign's id", campaign101({ campaignId: 102 }, { campaignImages: picture })],
    ['no id', campaign101({ campaignId: '101' }, { campaignImages: picture })],
    ['no shop', campaign101({}, { shop: undefined, campaignImages: picture })],
    ['attributes that are no list', campaign101({}, { attributes: {}, campaignImages: picture })],
  ])('draws nothing for an answer with %s', async (_, body) => {
    openPage('?campaignId=101', () => campaignAnswer(body));
    await preloaded();
    expect(earlyPaint()).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it.each([
    ['a refusal', () => campaignAnswer({ message: 'Campanha inválida' }, 404)],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('draws nothing for %s', async (_, answer) => {
    const [request] = openPage('?campaignId=101', answer).requests();
    // The page reads the same answer: once its body is read and the queued steps have run,
    // the page has decided.
    await (await request!.response).clone().text();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(earlyPaint()).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('draws nothing when the address opens another view (the personal area)', async () => {
    const fetched: string[] = [];
    openPage('?campaignId=101&defaultView=myBookings', (url) => {
      fetched.push(url);
      return campaignAnswer({ campaignView: { campaignTitle: 'Jantar' } });
    });
    expect(fetched.some((url) => url.includes('/campaigns/'))).toBe(false);
    expect(earlyPaint()).toBeNull();
  });

  it('draws nothing once the widget has drawn something', async () => {
    let release: (response: Response) => void = () => undefined;
    const late = new Promise<Response>((resolve) => (release = resolve));
    const { root } = openPage('?campaignId=101', () => late);
    // The widget arrives before the answer: the page leaves it alone.
    root.append(Object.assign(document.createElement('p'), { textContent: 'A carregar…' }));
    release(campaignAnswer(campaign101({}, { campaignImages: picture })));
    await preloaded();
    expect(earlyPaint()).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it("stays over the widget's loading notice and gives way to what the widget draws next", async () => {
    const { root } = openPage('?campaignId=101');
    await painted();
    // The widget's first screens while it loads: a busy main, then a busy section.
    const { rerender } = render(
      createElement('main', { 'aria-busy': 'true' }, createElement('p', null, 'A carregar…')),
      { container: root },
    );
    await Promise.resolve();
    expect(earlyPaint()).not.toBeNull();
    rerender(createElement('section', { 'aria-busy': 'true' }, 'A carregar a campanha…'));
    await Promise.resolve();
    expect(earlyPaint()).not.toBeNull();
    // The campaign drawn by the widget: the page's title is gone, the widget's is the one.
    rerender(createElement('h1', null, 'Jantar de degustação para dois'));
    await vi.waitFor(() => expect(earlyPaint()).toBeNull());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('gives way to an error the widget draws', async () => {
    const { root } = openPage('?campaignId=101');
    await painted();
    render(createElement('p', { role: 'alert' }, 'Não foi possível abrir a campanha'), {
      container: root,
    });
    await vi.waitFor(() => expect(earlyPaint()).toBeNull());
  });
});
