import createClient, { type Middleware } from 'openapi-fetch';
import {
  DEFAULT_CLIENT_APPLICATION,
  DEFAULT_CLIENT_PLATFORM,
  DEFAULT_ENTITY_ID,
  DEFAULT_LANGUAGE,
  REQUEST_TIMEOUT_MS,
} from '../domain/constants';
import type { ContextHeaderParam, ContextQueryParam, OperationContext } from './contextParams';
import type * as ContextParamsModule from './contextParams';
import { FIRST_SCREEN_CONTEXT } from './firstScreenContext';
import type * as AnswerCheckModule from './answerCheck';
import { getEarlySessionId, hasAhead, keepAhead, takeAhead } from './ahead';
import { whenIdle } from './idle';
import { ApiError, isErrorCode, reactionsIn, refusalError, type Refusal } from './errors';
import type { ErrorReaction } from './errorReactions';
import { FIRST_SCREEN_REACTIONS } from './firstScreenReactions';
import type { components, paths } from './schema';

/** Every middleware call lives under this root of the API host. */
export const API_ROOT = '/mygon-middleware/rest';

export type Language = components['schemas']['Language'];

/** What the client adds to the calls that declare it (see components.parameters in openapi.yaml). */
export interface RequestContext {
  language: Language;
  /** The signed-in user's token; absent for guests. */
  token?: string | null;
  entityId: number;
  clientApplication: string;
  sessionId: string;
  /** SPEC 7 `channel` (orders): the client platform, WIDGET by default (SPEC 3 Context). */
  channel: string;
}

export interface ApiConfig {
  /** `https://api.example.pt`; without one, the run-time or build-time setting, else the page's origin. */
  host?: string;
  /** Read at every call, so a sign-in or a language change applies to the next request. */
  context?: Partial<RequestContext> | (() => Partial<RequestContext>);
}

let configuredHost: string | undefined;
let contextSource: ApiConfig['context'];

/** Sets the API host and the request context. Later calls replace what they name. */
export function configureApi(config: ApiConfig): void {
  if ('host' in config) configuredHost = config.host;
  if ('context' in config) contextSource = config.context;
}

let visitSessionId: string | undefined;

/** One id per visit: the page's early requests' (see ./ahead.ts), else made on first use. */
/**
 * Where the visit's session id is kept for the tab (ui/boot/earlyRequests.ts writes it too): the
 * middleware keeps the cart by it, so a reload finds the same cart.
 */
export const SESSION_ID_KEY = 'bookingwidget_sessionId';
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function getSessionId(): string {
  visitSessionId ??= getEarlySessionId() ?? keptSessionId();
  return visitSessionId;
}

/** The tab's session id, else a new one kept for the tab (where the page may keep it). */
function keptSessionId(): string {
  try {
    const kept = sessionStorage.getItem(SESSION_ID_KEY);
    if (kept && SESSION_ID.test(kept)) return kept;
    const id = randomId();
    sessionStorage.setItem(SESSION_ID_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

// randomUUID exists only in secure contexts; a merchant's plain-http page still needs an id.
function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function getRequestContext(): RequestContext {
  const given = typeof contextSource === 'function' ? contextSource() : (contextSource ?? {});
  return {
    language: given.language ?? DEFAULT_LANGUAGE,
    token: given.token,
    entityId: given.entityId ?? DEFAULT_ENTITY_ID,
    clientApplication: given.clientApplication ?? DEFAULT_CLIENT_APPLICATION,
    sessionId: given.sessionId ?? getSessionId(),
    channel: given.channel ?? DEFAULT_CLIENT_PLATFORM,
  };
}

interface WidgetGlobal {
  __WIDGET_CONFIG__?: { apiHost?: string };
}

/** The host: configureApi, then `window.__WIDGET_CONFIG__.apiHost`, then VITE_API_HOST, then the page. */
export function getApiHost(): string {
  const runTime = (globalThis as WidgetGlobal).__WIDGET_CONFIG__?.apiHost;
  const buildTime = import.meta.env.VITE_API_HOST as string | undefined;
  const page = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return (configuredHost || runTime || buildTime || page).replace(/\/+$/, '');
}

export function getApiBaseUrl(): string {
  return `${getApiHost()}${API_ROOT}`;
}

// openapi-fetch fixes its base URL when created; the real host is set per request by the
// middleware below, so the host can change at run time.
const CLIENT_BASE_URL = `http://middleware.invalid${API_ROOT}`;
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
// A call missing from the contract still gets the language: every call takes it (SPEC 7).
const LANGUAGE_ONLY: Omit<OperationContext, 'operationId'> = {
  query: ['language'],
  header: [],
  form: false,
};

let contextParams: Promise<typeof ContextParamsModule> | undefined;

/**
 * What every call takes (api/contextParams.ts) is a chunk of its own: the first screen's calls
 * have theirs with its script (api/firstScreenContext.ts). The rest is asked for as soon as a
 * later step's code is (ui/lazyScreen.tsx), when the page is idle, or by the first call needing
 * it, whichever comes first.
 */
export function loadCallContexts(): Promise<typeof ContextParamsModule> {
  void loadReactions().catch(() => undefined);
  contextParams ??= import('./contextParams').catch((error: unknown) => {
    contextParams = undefined; // a chunk that did not arrive is asked for again by the next call
    throw error;
  });
  return contextParams;
}

void whenIdle()
  .then(loadCallContexts)
  .catch(() => undefined);

let reactions: Promise<readonly ErrorReaction[]> | undefined;

/**
 * The reactions table (api/errorReactions.ts) beyond the first screen's rows: asked for with the
 * settings of the other calls, so it has arrived by the time one of them is refused.
 */
function loadReactions(): Promise<readonly ErrorReaction[]> {
  reactions ??= import('./errorReactions').then(
    (module) => module.ERROR_REACTIONS,
    (error: unknown) => {
      reactions = undefined; // a chunk that did not arrive is asked for again by the next refusal
      throw error;
    },
  );
  return reactions;
}

async function operationContext(key: string): Promise<OperationContext | undefined> {
  const firstScreen = FIRST_SCREEN_CONTEXT[key];
  if (firstScreen) return firstScreen;
  const module = await loadCallContexts().catch(() => {
    throw new ApiError('network', 'The settings of the middleware calls did not arrive.');
  });
  return module.OPERATION_CONTEXT[key];
}

function queryValue(context: RequestContext, name: ContextQueryParam): string | null {
  const value = context[name];
  return value === undefined || value === null || value === '' ? null : String(value);
}

function headerValue(context: RequestContext, name: ContextHeaderParam): string | null {
  const value = name === 'X-User-Language' ? context.language : context.token;
  return value ? value : null;
}

function toFormBody(json: string): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(JSON.parse(json) as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item));
  }
  return form.toString();
}

/**
 * The operation each refusal answered and the rows of the reactions table that may answer it (the
 * response object is the one `unwrap` receives).
 */
const refusals = new WeakMap<Response, Pick<Refusal, 'operation' | 'reactions'>>();

const contextMiddleware: Middleware = {
  async onRequest({ request, schemaPath }) {
    const operation = (await operationContext(`${request.method} ${schemaPath}`)) ?? LANGUAGE_ONLY;
    const context = getRequestContext();

    const url = new URL(getApiBaseUrl() + request.url.slice(CLIENT_BASE_URL.length));
    for (const name of operation.query) {
      const value = queryValue(context, name);
      if (value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
    }

    const headers = new Headers(request.headers);
    for (const name of operation.header) {
      const value = headerValue(context, name);
      if (value !== null && !headers.has(name)) headers.set(name, value);
    }

    // Read by method, never through `request.body`: Firefox has no Request.prototype.body, so
    // that getter is undefined there even when the request carries one.
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    let body = text === '' ? undefined : text;
    // Callers pass plain objects; the contract decides whether they travel as a form.
    if (body !== undefined && operation.form && !headers.get('content-type')?.includes('form')) {
      body = toFormBody(body);
      headers.set('content-type', FORM_CONTENT_TYPE);
    }

    return new Request(url, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
      credentials: request.credentials,
      redirect: request.redirect,
    });
  },

  async onResponse({ request, response, schemaPath }) {
    if (!response.ok) {
      // A refusal is read by its operation and status (api/errorReactions.ts). Where the table
      // did not arrive, no row answers it: the generic message, with the middleware's words.
      const key = `${request.method} ${schemaPath}`;
      const operation = (await operationContext(key).catch(() => undefined))?.operationId;
      if (!operation) return undefined;
      const table = FIRST_SCREEN_CONTEXT[key]
        ? FIRST_SCREEN_REACTIONS
        : await loadReactions().catch(() => []);
      refusals.set(response, {
        operation,
        reactions: reactionsIn(table, operation, response.status),
      });
      return undefined;
    }
    const [{ checkAnswer }, text] = await Promise.all([loadAnswerCheck(), response.clone().text()]);
    await checkAnswer(`${request.method} ${schemaPath}`, response.status, text);
    return undefined;
  },
};

type AnswerCheck = typeof AnswerCheckModule;
let answerCheck: Promise<AnswerCheck> | undefined;

/**
 * Every answer is checked against the contract (api/answerCheck.ts) before a chart sees it. The
 * checks are a chunk of their own, requested as soon as this module runs, so they arrive while
 * the first calls are on their way instead of weighing on the first screen's script.
 */
function loadAnswerCheck(): Promise<AnswerCheck> {
  answerCheck ??= import('./answerCheck').catch((error: unknown) => {
    answerCheck = undefined; // a chunk that did not arrive is asked for again on the next call
    throw error;
  });
  return answerCheck;
}
void loadAnswerCheck().catch(() => undefined);

/** Waits for `promise`, or rejects with the signal's reason once it is aborted. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * fetch with the 40 s limit. Built on setTimeout + AbortController (not AbortSignal.timeout) so
 * fake timers drive it in tests. globalThis.fetch is read at call time, after MSW patched it.
 * A GET whose answer was fetched ahead (./ahead.ts) takes that answer, unless it failed to arrive.
 */
async function fetchWithTimeout(request: Request): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(request.signal.reason);
  if (request.signal.aborted) forwardAbort();
  else request.signal.addEventListener('abort', forwardAbort, { once: true });

  const fetchNow = () => globalThis.fetch(new Request(request, { signal: controller.signal }));
  const ahead = takeAhead(request);
  try {
    return await (ahead ? untilAborted(ahead.catch(fetchNow), controller.signal) : fetchNow());
  } catch (error) {
    if (timedOut) {
      throw new ApiError(
        'timeout',
        `No answer from the middleware within ${REQUEST_TIMEOUT_MS} ms.`,
      );
    }
    // The caller cancelled (an actor stopped): not a failure to report.
    if (request.signal.aborted) throw error;
    throw new ApiError('network', error instanceof Error ? error.message : 'Network error.');
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', forwardAbort);
  }
}

/** A prefetch that found its answer already kept (or on its way): nothing to do. */
class AlreadyAhead extends Error {}

/**
 * Request options that make a GET a prefetch: it goes through the same middleware, and its
 * answer is kept for the next identical call instead of being used (see ./ahead.ts). A URL
 * already fetched ahead is not asked twice. The caller ignores the result:
 *
 *   void apiClient.GET('/campaign/schedule/{id}', { params, ...AHEAD }).catch(() => undefined);
 */
export const AHEAD = {
  fetch: (request: Request): Promise<Response> => {
    if (request.method !== 'GET' || hasAhead(request.url)) {
      return Promise.reject(new AlreadyAhead(request.url));
    }
    const response = fetchWithTimeout(request);
    keepAhead(request.url, response);
    // The kept answer stays unread for its taker; the prefetching call reads a copy.
    return response.then((answer) => answer.clone());
  },
};

/** The one client of the middleware, typed by the contract. Use it through `unwrap`. */
export const apiClient = createClient<paths>({
  baseUrl: CLIENT_BASE_URL,
  fetch: (request) => fetchWithTimeout(request),
});
apiClient.use(contextMiddleware);

/** Longest middleware message kept as a failure's detail. */
const MAX_DETAIL_LENGTH = 300;

/**
 * A refusal (status >= 400) as SPEC 8 has it: the body's message, carrying the status. Its code
 * comes from the reactions table by operation and status; an extra `code` in the body only
 * refines what no row answers. The body is untrusted: only a string message is kept, as text.
 */
function httpError(response: Response, body: unknown): ApiError {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const said = typeof fields.message === 'string' ? fields.message.trim() : '';
  const message =
    said !== '' ? said : `The middleware answered ${response.status} ${response.statusText}`.trim();
  return refusalError(response.status, message, {
    ...refusals.get(response),
    ...(said !== '' ? { detail: said.slice(0, MAX_DETAIL_LENGTH) } : {}),
    ...(isErrorCode(fields.code) && fields.code !== 'generic' ? { bodyCode: fields.code } : {}),
  });
}

function toApiError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (error instanceof SyntaxError) return new ApiError('malformed', error.message);
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof TypeError) return new ApiError('network', error.message);
  return error;
}

interface ClientResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The data of a call, or an ApiError: 'http' (status >= 400, the body's message and status),
 * 'network', 'timeout' or 'malformed'. A cancelled call rejects with the AbortError unchanged.
 *
 *   const campaign = await unwrap(apiClient.GET('/v1/web/campaigns/{id}', { params: { path: { id } } }));
 */
export async function unwrap<T>(call: Promise<ClientResult<T>>): Promise<T> {
  let result: ClientResult<T>;
  try {
    result = await call;
  } catch (error) {
    throw toApiError(error);
  }
  if (!result.response.ok) throw httpError(result.response, result.error);
  return result.data as T;
}
