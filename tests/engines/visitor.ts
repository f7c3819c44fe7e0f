// The words a flow is written in: what a visitor looks for (a button, a heading, a field by its
// label) and the checks every step makes. A step that shows a heading is also checked for
// sideways overflow, so every screen a flow reaches is checked at the phone's width.
import type { EngineDocument } from './engines';
import { toWire, type Matcher, type Target } from './inPage';

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
    /** Cancelled by its owner in the personal area. */
    cancelled: boolean;
  }[];
  /** Each order as the sandbox would answer it now (a payment paid meanwhile counts). */
  orders: {
    orderCode: string;
    status: string;
    total: number;
    deliveryCost?: number;
    paymentMethod?: string;
    /** A cart order's request as it came (transport, delivery, note). */
    request?: { deliveryType?: string; deliveryAddressId?: number };
  }[];
  /** Each payment started, with its status now. */
  payments: {
    id: string;
    orderCode: string;
    method: string;
    amount: number;
    phone?: string;
    status: string;
  }[];
  /** The users, by id: points and premium membership. */
  users: Record<number, { points: number; isPremium: boolean }>;
}

/** The sandbox store of the widget's document, its maps as lists. */
export function sandboxStore(document: EngineDocument): Promise<SandboxStore> {
  return document.evaluate(() => {
    interface OrderRecord {
      order: { orderCode: string };
      request?: unknown;
    }
    const { store } = (
      window as unknown as {
        __sandbox: {
          store: {
            reservations: { reservationId: number }[];
            reservationsMade: Map<number, { cancelled?: boolean }>;
            orders: Map<string, OrderRecord>;
            payments: Map<string, object>;
            users: Map<number, { user: { points?: number; isPremium?: boolean } }>;
            orderView(code: string): object;
            paymentStatus(payment: object): string;
          };
        };
      }
    ).__sandbox;
    return JSON.parse(
      JSON.stringify({
        reservations: store.reservations.map((reservation) => ({
          ...reservation,
          cancelled: store.reservationsMade.get(reservation.reservationId)?.cancelled === true,
        })),
        orders: [...store.orders.values()].map((record) => ({
          ...store.orderView(record.order.orderCode),
          request: record.request,
        })),
        payments: [...store.payments.values()].map((payment) => ({
          ...payment,
          status: store.paymentStatus(payment),
        })),
        users: Object.fromEntries(
          [...store.users].map(([id, { user }]) => [
            id,
            { points: user.points ?? 0, isPremium: user.isPremium === true },
          ]),
        ),
      }),
    ) as SandboxStore;
  });
}

/**
 * Moves the sandbox's clock (which the widget follows) on by `ms`: a payment's 10 s, an MB WAY
 * deadline's 5 minutes, without waiting for them.
 */
export async function advanceSandboxClock(document: EngineDocument, ms: number): Promise<void> {
  await document.evaluate(
    (by) =>
      (
        window as unknown as { __sandbox: { clock: { advance(ms: number): void } } }
      ).__sandbox.clock.advance(by),
    ms,
  );
}

/** A list of terms and their definitions (dt, dd) inside the target, term -> definition. */
export function definitions(
  document: EngineDocument,
  target: Target,
): Promise<Record<string, string>> {
  return document.evaluate((wire) => {
    const [container] = (
      window as unknown as { __engine: { find(target: unknown): Element[] } }
    ).__engine.find(wire);
    const found: Record<string, string> = {};
    const clean = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    for (const term of container?.querySelectorAll('dt') ?? []) {
      const definition = term.nextElementSibling;
      if (definition?.tagName === 'DD') found[clean(term)] = clean(definition);
    }
    return found;
  }, toWire(target));
}
