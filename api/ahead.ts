import { nowMs } from './clock';

/**
 * Answers fetched ahead of need. The page starts the first screen's calls before the widget's
 * code has arrived (the early requests of index.html, see ui/boot/earlyRequests.ts), the widget
 * chart starts the campaign call beside the entity lookup, and an idle first screen fetches what
 * the next step will ask for. Each answer is kept here under its exact URL; the client's next
 * GET of that URL takes it (once) instead of asking again, and the answer still goes through all
 * the client's checks (status, JSON, time-out). An answer older than AHEAD_MAX_AGE_MS is dropped:
 * the call is made afresh.
 */
export const AHEAD_MAX_AGE_MS = 120_000;

interface Ahead {
  response: Promise<Response>;
  startedAt: number;
}

const answers = new Map<string, Ahead>();

/** The key of a GET: its URL with the query in a fixed order (the order carries no meaning). */
export function aheadKey(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  parsed.hash = '';
  return parsed.href;
}

function fresh(entry: Ahead | undefined): entry is Ahead {
  return entry !== undefined && nowMs() - entry.startedAt <= AHEAD_MAX_AGE_MS;
}

/** Keeps the answer of a GET started ahead (an unhandled failure is not reported twice). */
export function keepAhead(url: string, response: Promise<Response>, startedAt = nowMs()): void {
  response.catch(() => undefined);
  answers.set(aheadKey(url), { response, startedAt });
}

/** Whether a fresh answer for this URL is already kept or on its way. */
export function hasAhead(url: string): boolean {
  const key = aheadKey(url);
  const entry = answers.get(key);
  if (fresh(entry)) return true;
  answers.delete(key);
  return false;
}

/** The kept answer for this request, if any (a GET of the same URL, still fresh); taken once. */
export function takeAhead(request: Request): Promise<Response> | null {
  if (request.method !== 'GET') return null;
  const key = aheadKey(request.url);
  const entry = answers.get(key);
  answers.delete(key);
  return fresh(entry) ? entry.response : null;
}

/** Forgets every kept answer (tests). */
export function clearAhead(): void {
  answers.clear();
}

/** What the page's early requests leave on `window` (ui/boot/earlyRequests.ts). */
export interface EarlyRequests {
  sessionId: string;
  /** When they were asked, on the page's time line (`performance.now()`). */
  startedAtPageMs: number;
  requests: { url: string; response: Promise<Response> }[];
}

export const EARLY_REQUESTS_GLOBAL = '__WIDGET_EARLY__';

let earlySessionId: string | null = null;

/** The visit's session id the early requests were made with: the client keeps using it. */
export function getEarlySessionId(): string | null {
  return earlySessionId;
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Takes over the requests the page started before the widget's code ran. Whatever is on
 * `window` is checked for shape first; anything else is ignored (the calls are then made again).
 * They are dated by the widget's own clock (./clock.ts), as long ago as the page's time line
 * says they were asked, so they go stale on the same clock as every other answer kept ahead.
 */
export function adoptEarlyRequests(scope: object, pageNowMs = performance.now()): void {
  const early: unknown = Reflect.get(scope, EARLY_REQUESTS_GLOBAL);
  Reflect.deleteProperty(scope, EARLY_REQUESTS_GLOBAL);
  if (typeof early !== 'object' || early === null) return;
  const { sessionId, startedAtPageMs, requests } = early as Partial<
    Record<keyof EarlyRequests, unknown>
  >;
  if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return;
  if (typeof startedAtPageMs !== 'number' || !Array.isArray(requests)) return;
  earlySessionId = sessionId;
  const startedAt = nowMs() - Math.max(0, pageNowMs - startedAtPageMs);
  for (const request of requests as unknown[]) {
    if (typeof request !== 'object' || request === null) continue;
    const { url, response } = request as { url?: unknown; response?: unknown };
    if (typeof url !== 'string' || !(response instanceof Promise)) continue;
    try {
      keepAhead(url, response as Promise<Response>, startedAt);
    } catch {
      // not a URL: ignored
    }
  }
}
