// The page reminds the sandbox's service worker that it answers for it (api/sandbox/keepActive.ts):
// WebKit restarts the worker when the page opens a window on another site (a card payment's
// page), and MSW's restarted worker lets every call through to the network until the page says
// 'MOCK_ACTIVATE' again. The engine suite's card payment in WebKit shows it in a real browser
// (tests/engines/flows/voucher.ts); here, the reminders themselves, with a fake worker and page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepMockingActive, REMIND_EVERY_MS } from '../../api/sandbox/keepActive';

/** A worker that keeps, as MSW's does in memory, the pages it answers for; `restart` forgets. */
class FakeWorker {
  answersForPage = false;
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
    if (message === 'MOCK_ACTIVATE') this.answersForPage = true;
  }
  restart() {
    this.answersForPage = false;
  }
}

class FakePage {
  readonly listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  dispatch(type: string) {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
  get listening() {
    return [...this.listeners.values()].reduce((total, set) => total + set.size, 0);
  }
}

describe('keepMockingActive', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers again within a reminder of the worker being restarted', () => {
    const worker = new FakeWorker();
    const stop = keepMockingActive({ controller: worker }, new FakePage());
    worker.postMessage('MOCK_ACTIVATE');
    worker.restart();
    expect(worker.answersForPage).toBe(false);
    vi.advanceTimersByTime(REMIND_EVERY_MS);
    expect(worker.answersForPage).toBe(true);
    stop();
  });

  it('reminds the worker at once when the page is focused or shown again', () => {
    const worker = new FakeWorker();
    const page = new FakePage();
    const stop = keepMockingActive({ controller: worker }, page);
    worker.restart();
    page.dispatch('focus');
    expect(worker.answersForPage).toBe(true);
    worker.restart();
    page.dispatch('visibilitychange');
    expect(worker.answersForPage).toBe(true);
    expect(worker.messages).toEqual(['MOCK_ACTIVATE', 'MOCK_ACTIVATE']);
    stop();
  });

  it('sends nothing without a controlling worker, and stops when the page unloads', () => {
    const worker = new FakeWorker();
    const container: { controller: FakeWorker | null } = { controller: null };
    const page = new FakePage();
    keepMockingActive(container, page);
    vi.advanceTimersByTime(REMIND_EVERY_MS * 3);
    container.controller = worker;
    vi.advanceTimersByTime(REMIND_EVERY_MS);
    expect(worker.messages).toEqual(['MOCK_ACTIVATE']);

    page.dispatch('beforeunload');
    vi.advanceTimersByTime(REMIND_EVERY_MS * 5);
    page.dispatch('focus');
    expect(worker.messages).toEqual(['MOCK_ACTIVATE']);
    expect(page.listening).toBe(0);
  });
});
