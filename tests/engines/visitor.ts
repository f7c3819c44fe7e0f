// The words a flow is written in: what a visitor looks for (a button, a heading, a field by its
// label) and the checks every step makes. A step that shows a heading is also checked for
// sideways overflow, so every screen a flow reaches is checked at the phone's width.
import type { EngineDocument } from './engines';
import type { Matcher, Target } from './inPage';

export const button = (name: Matcher, nth?: number): Target => ({ role: 'button', name, nth });
export const heading = (name: Matcher, level?: number): Target => ({
  role: 'heading',
  name,
  level,
});
export const field = (label: Matcher): Target => ({ label });
export const text = (words: Matcher, nth?: number): Target => ({ text: words, nth });
export const radio = (nth = 0): Target => ({ role: 'radio', nth });
export const link = (name: Matcher): Target => ({ role: 'link', name });
/** The calendar's one tab stop: the first day with room. */
export const firstOpenDay: Target = { css: '[role="grid"] button[tabindex="0"]' };

/** Waits for a heading and checks that the screen it heads fits the window's width. */
export async function seesScreen(document: EngineDocument, title: Matcher, level?: number) {
  await document.waitFor(heading(title, level));
  await document.expectNoOverflow(`the screen "${String(title)}"`);
}

/** What the sandbox in the page holds (demo build): what was booked, ordered and paid. */
export interface SandboxStore {
  reservations: {
    reservationId: number;
    campaignId?: number;
    status: string;
    numberOfPeople: number;
    date?: string;
    dateTimes?: string[];
  }[];
  orders: { order: { orderCode: string; status?: string; total?: number }; paymentId?: string }[];
  payments: { id: string; orderCode: string; method: string; amount: number }[];
}

/** The sandbox store of the widget's document, its maps as lists. */
export function sandboxStore(document: EngineDocument): Promise<SandboxStore> {
  return document.evaluate(() => {
    const { store } = (
      window as unknown as {
        __sandbox: {
          store: {
            reservations: unknown[];
            orders: Map<string, unknown>;
            payments: Map<string, unknown>;
          };
        };
      }
    ).__sandbox;
    return JSON.parse(
      JSON.stringify({
        reservations: store.reservations,
        orders: [...store.orders.values()],
        payments: [...store.payments.values()],
      }),
    ) as SandboxStore;
  });
}
