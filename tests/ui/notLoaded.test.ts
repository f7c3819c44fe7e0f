import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { clearAhead } from '../../api/ahead';
import { startEarlyRequests } from '../../ui/boot/earlyRequests';
import { pageWordsFromCatalogs } from '../../ui/boot/plugin';
import { NOT_LOADED_AFTER_MS, type PageWords } from '../../ui/boot/pageWords';
import type { AppLocale } from '../../machines/rules/language';

// When the widget's code never arrives, the page says so itself (watchForTheApp in
// ui/boot/earlyRequests.ts): in the visitor's language, with a retry and the merchant's contact
// from the early answer, in the early title's box. The page's timers are the test's: each one
// set is run when the test says (no time passes by itself).

let words: Record<AppLocale, PageWords>;
beforeAll(async () => {
  words = await pageWordsFromCatalogs();
});

afterEach(() => {
  cleanup();
  clearAhead();
  document.body.replaceChildren();
  document.head.replaceChildren();
});

/** The page as index.html has it (an empty #widget), its early requests for `search` started. */
function openPage(search: string) {
  const root = document.createElement('div');
  root.id = 'widget';
  document.body.append(root);
  const timers = new Map<number, { run: () => void; ms: number }>();
  let lastTimer = 0;
  const reload = vi.fn();
  const listeners: [string, EventListener, boolean][] = [];
  startEarlyRequests(
    {
      location: { search, hostname: 'localhost', origin: 'http://localhost', reload },
      document,
      crypto,
      MutationObserver,
      fetch: (url: string) => globalThis.fetch(url),
      setTimeout: (run: () => void, ms: number) => {
        timers.set(++lastTimer, { run, ms });
        return lastTimer;
      },
      clearTimeout: (timer: number) => timers.delete(timer),
      addEventListener: ((type: string, listener: EventListener, capture: boolean) => {
        listeners.push([type, listener, capture]);
        window.addEventListener(type, listener, capture);
      }) as Window['addEventListener'],
    },
    { notLoaded: { words, afterMs: NOT_LOADED_AFTER_MS } },
  );
  return {
    root,
    reload,
    /** Runs the page's timers that are set now: the time they were set for has passed. */
    timePasses: () => {
      const due = [...timers.values()];
      timers.clear();
      for (const timer of due) {
        expect(timer.ms).toBe(NOT_LOADED_AFTER_MS);
        timer.run();
      }
    },
    /** The early answer has arrived: the page's deadline counts from it. */
    answered: () =>
      vi.waitFor(() => expect(timers.size === 1 && lastTimer >= 2).toBe(true), { timeout: 5000 }),
    removeListeners: () => {
      for (const [type, listener, capture] of listeners) {
        window.removeEventListener(type, listener, capture);
      }
    },
  };
}

describe("the page's own notice when the widget's code does not arrive", () => {
  it("says so in the visitor's language with the shop's contact and a retry, in the title's box", async () => {
    const page = openPage('?campaignId=101&language=en_EN');
    await page.answered();
    await vi.waitFor(() => expect(document.getElementById('widget-early')).not.toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();

    page.timePasses();
    const alert = screen.getByRole('alert');
    expect(alert.closest('#widget-early')).not.toBeNull();
    expect(alert).toHaveTextContent(words.en.notLoaded);
    expect(alert).toHaveTextContent('Contact Taberna do Chiado:');
    expect(within(alert).getByRole('link', { name: '+351 213 420 019' })).toHaveAttribute(
      'href',
      'tel:+351213420019',
    );
    expect(
      within(alert).getByRole('link', { name: 'reservas@tabernadochiado.example.pt' }),
    ).toHaveAttribute('href', 'mailto:reservas@tabernadochiado.example.pt');
    // The title stays above it.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Jantar de degustação para dois',
    );
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(page.reload).toHaveBeenCalledOnce();
    page.removeListeners();
  });

  it('says nothing once the widget has drawn, and gives way when it draws late', async () => {
    const drawn = openPage('?campaignId=101');
    await drawn.answered();
    const campaign = document.createElement('main');
    drawn.root.append(campaign);
    drawn.timePasses();
    expect(screen.queryByRole('alert')).toBeNull();
    drawn.removeListeners();
  });

  it('gives way to the widget drawing after the notice', async () => {
    const page = openPage('?campaignId=101');
    await page.answered();
    page.timePasses();
    expect(screen.getByRole('alert')).toHaveTextContent(words['pt-PT'].notLoaded);
    page.root.append(document.createElement('main'));
    await vi.waitFor(() => expect(document.getElementById('widget-early')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    page.removeListeners();
  });

  it('says so at once when the entry script fails to load, in a box of its own without a title', async () => {
    // A shop's services: no title is drawn early, the shop's answer gives its contact.
    const page = openPage('?shopId=12&language=es_ES');
    await page.answered();
    expect(document.getElementById('widget-early')).toBeNull();
    const entry = document.createElement('script');
    entry.type = 'module';
    document.head.append(entry);
    entry.dispatchEvent(new Event('error'));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(words['es-ES'].notLoaded);
    expect(alert.closest('#widget-early')).toHaveAttribute('lang', 'es-ES');
    expect(alert.closest('#widget-early')?.nextElementSibling).toBe(page.root);
    expect(within(alert).getByRole('button', { name: words['es-ES'].retry })).toBeVisible();
    expect(within(alert).getAllByRole('link').length).toBeGreaterThan(0);
    // Said once: the deadline passing changes nothing.
    page.timePasses();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    page.removeListeners();
  });

  it('is said without the early answer too, once the time has passed from the start', async () => {
    // The personal area asks for no campaign nor shop: no contact to give.
    const page = openPage('?defaultView=myBookings&language=en_US');
    page.timePasses();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(words.en.notLoaded);
    expect(within(alert).queryAllByRole('link')).toEqual([]);
    page.removeListeners();
  });
});
