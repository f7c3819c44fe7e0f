// The flow state is not written on every key typed (README "What the widget keeps"): Ana,
// signed in by the host's external token, books campaign 108 and types a note at its contact
// step. The typing is written once, when it pauses; the page going (`pagehide`) or hidden
// (`visibilitychange`) writes what waits at once; a booking going out is written before its
// request reaches the middleware. The verdict comes from the tab's storage (what a reload reads,
// and how often it was written) and from the request the sandbox received.
//
// Time. The widget's clock follows the sandbox's, frozen at FIXED_NOW (tests/setup.ts); the
// writes' pause runs on setTimeout, faked here, and passes only when a step says so. Waiting for
// the middleware or a screen's code is a real wait (`until`), the widget's time standing still.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLOW_WRITE_MAX_WAIT_MS, FLOW_WRITE_PAUSE_MS } from '../../api/flowStorage';
import { server } from '../../api/sandbox/node';
import { until, watchSandboxCalls } from '../harness/simulatedClockWaits';
import { openWidgetPage } from '../harness/widgetPage';

const FLOW_STORAGE_KEY = 'persist:reservationWidget';
const NOTE = 'Mesa perto da janela, por favor.';
const NOTES_LABEL = 'Notas para o estabelecimento (opcional)';

watchSandboxCalls();

let setItem: MockInstance<Storage['setItem']>;
let close: (() => void) | null = null;
beforeEach(() => {
  // The widget's waits are simulated; the page's frames (jsdom's requestAnimationFrame, run on an
  // interval) go on in real time, as a browser's would while the visitor types.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library's async wrapper ends on a setTimeout(0) it runs through `jest` when it sees
  // fake timers (see tests/qa/support/time.ts).
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  setItem = vi.spyOn(Storage.prototype, 'setItem');
});
afterEach(() => {
  close?.();
  close = null;
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** How many times the tab's flow state was written since the count was last reset. */
const writes = () => setItem.mock.calls.filter(([key]) => key === FLOW_STORAGE_KEY).length;
/** The flow state the tab holds, as a reload reads it. */
const stored = () =>
  JSON.parse(localStorage.getItem(FLOW_STORAGE_KEY) ?? 'null') as {
    state: { contact: { notes: string }; pendingRequest?: { key: string } | null };
  } | null;

/** Time passes for the widget (the writes' timers). */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const button = (name: string) =>
  until(() => screen.getByRole('button', { name, exact: true } as never));

/** Ana at campaign 108's contact step: its first day and time with room. */
async function toContactStep() {
  close = (await openWidgetPage('/?campaignId=108&externalToken=ext-ana')).leave;
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) });
  await user.click(await button('Reservar'));
  await user.click(
    await until(() => {
      const day = document.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]');
      expect(day).not.toBeNull();
      return day!;
    }),
  );
  await user.click(await until(() => screen.getAllByRole('radio')[0]!));
  await user.click(await button('Continuar'));
  const notes = await until(() => screen.getByLabelText(NOTES_LABEL));
  // Whatever the steps before wrote is written by now.
  await pass(FLOW_WRITE_MAX_WAIT_MS);
  setItem.mockClear();
  return { user, notes };
}

describe('writing the flow state', () => {
  it('a note typed key by key is written once, when the typing pauses', async () => {
    const { user, notes } = await toContactStep();
    await user.type(notes, NOTE);
    expect(writes()).toBe(0);
    expect(stored()?.state.contact.notes).toBe('');

    await pass(FLOW_WRITE_PAUSE_MS);
    expect(writes()).toBe(1);
    expect(stored()?.state.contact.notes).toBe(NOTE);
  }, 60_000);

  it('typing that never pauses is still written within the longest wait', async () => {
    const { user, notes } = await toContactStep();
    // A key every 100 ms for 3 s: never a pause long enough.
    for (const key of 'Sem glúten, obrigada!') {
      await user.type(notes, key);
      await pass(100);
    }
    expect(writes()).toBeGreaterThanOrEqual(1);
    expect(writes()).toBeLessThanOrEqual(2);
    await pass(FLOW_WRITE_PAUSE_MS);
    expect(stored()?.state.contact.notes).toBe('Sem glúten, obrigada!');
  }, 60_000);

  it('the page going (pagehide) writes the latest text at once', async () => {
    const { user, notes } = await toContactStep();
    await user.type(notes, NOTE);
    expect(stored()?.state.contact.notes).toBe('');

    window.dispatchEvent(new Event('pagehide'));
    expect(writes()).toBe(1);
    expect(stored()?.state.contact.notes).toBe(NOTE);
    // Nothing waits any more: the pause writes nothing again.
    await pass(FLOW_WRITE_MAX_WAIT_MS);
    expect(writes()).toBe(1);
  }, 60_000);

  it('the page hidden (visibilitychange) writes the latest text at once', async () => {
    const { user, notes } = await toContactStep();
    await user.type(notes, NOTE);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(writes()).toBe(1);
    expect(stored()?.state.contact.notes).toBe(NOTE);
  }, 60_000);

  it('a booking going out is written before its request reaches the middleware', async () => {
    const { user, notes } = await toContactStep();
    await user.type(notes, NOTE);
    await user.click(await button('Continuar'));
    await until(() => screen.getByRole('heading', { name: 'Confirme os dados' }));

    const arrived: { key: string | null; keptKey: string | null }[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method !== 'POST' || !new URL(request.url).pathname.includes('/book/')) return;
      // What a reload at this very moment would find.
      const kept = stored();
      arrived.push({
        key: request.headers.get('Idempotency-Key'),
        keptKey: kept?.state.pendingRequest?.key ?? null,
      });
    };
    server.events.on('request:start', onRequest);
    try {
      await user.click(await button('Confirmar'));
      await until(() => expect(arrived).toHaveLength(1));
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
    expect(arrived[0]!.key).toEqual(expect.any(String));
    expect(arrived[0]!.keptKey).toBe(arrived[0]!.key);
    await until(() => screen.getByRole('heading', { name: 'Reserva confirmada' }));
  }, 60_000);
});
