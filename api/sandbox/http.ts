import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { getResponse } from 'msw';
import {
  CARD_CHOICE_PATH,
  CARD_PAGE_PATH,
  cardPageHtml,
  readCardPageQuery,
  type CardPageText,
} from './cardPage';
import { applyControls, chooseCardOutcome, getStore, reset, seenOperations } from './control';
import { handlers } from './handlers';
import { SANDBOX_IMAGE_HOST, withSandboxImagesAt } from './seed';

/**
 * The sandbox middleware over HTTP (`npm run sandbox`): the same handlers, store, faults and clock
 * as the service worker, answered by a plain Node server, so a production build pointed at it
 * (`VITE_API_HOST`) talks to it exactly as to the real middleware, and its store outlives page
 * reloads. For development and tests only: CORS is open to every origin.
 *
 * Besides the contract's paths, `/__sandbox/` drives it:
 *   POST /__sandbox/controls   body `fault:createBooking:lost;now:2026-12-01T10:00` (control.ts)
 *   POST /__sandbox/reset      a fresh store, no faults, the real clock
 *   GET  /__sandbox/store      what was booked, ordered and paid (reservations, orders, ...)
 *   GET  /__sandbox/seen       calls answered per operationId
 *   GET  /__sandbox/images/<f> the sandbox's pictures: answers name the made-up image host of the
 *                              seed, which this server rewrites to its own address
 *   GET  /__sandbox/card.html  the card payment's page (cardPage.ts), where `paymentUrl` points
 *   POST /__sandbox/card       its form: `payment`, `outcome` (paid | cancelled): the choice
 */
export interface HttpSandbox {
  /** e.g. http://127.0.0.1:8787 */
  url: string;
  close(): Promise<void>;
}

export interface HttpSandboxOptions {
  port?: number;
  host?: string;
  /** Controls applied at start, in the `?sandbox=` text form. */
  controls?: string;
  /** Serve over https with this key and certificate (PEM): a widget served over https may not
   * call a plain-http middleware (WebKit refuses even one on 127.0.0.1). */
  tls?: { key: string; cert: string };
}

const CONTROL_ROOT = '/__sandbox/';
const IMAGE_ROOT = `${CONTROL_ROOT}images/`;

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': request.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
    'Access-Control-Allow-Private-Network': 'true',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function storeSnapshot() {
  const store = getStore();
  return {
    reservations: store.reservations,
    conversions: store.conversions,
    orders: [...store.orders.values()],
    payments: [...store.payments.values()],
  };
}

async function control(path: string, request: IncomingMessage): Promise<[number, unknown]> {
  switch (`${request.method} ${path}`) {
    case 'POST controls': {
      const problems = applyControls(await readText(request));
      return [problems.length === 0 ? 200 : 400, { problems }];
    }
    case 'POST reset':
      reset();
      return [200, { ok: true }];
    case 'GET store':
      return [200, storeSnapshot()];
    case 'GET seen':
      return [200, Object.fromEntries(seenOperations())];
    default:
      return [404, { message: `No sandbox control ${request.method} ${path}` }];
  }
}

/** The card page, drawn here; its form's choice recorded in the store. */
async function cardPage(request: IncomingMessage, asked: URL): Promise<[number, string]> {
  if (request.method === 'GET') {
    return [200, cardPageHtml({ mode: 'http', query: readCardPageQuery(asked.searchParams) })];
  }
  const form = new URLSearchParams(await readText(request));
  const query = readCardPageQuery(form);
  const outcome = form.get('outcome');
  if (outcome !== 'paid' && outcome !== 'cancelled') {
    return [400, cardPageHtml({ mode: 'http', query })];
  }
  let result: CardPageText = 'unknown';
  try {
    const status = chooseCardOutcome(query.payment, outcome);
    if (status === 'paid' || status === 'cancelled') result = status;
  } catch {
    return [404, cardPageHtml({ mode: 'http', query, result, decided: true })];
  }
  return [200, cardPageHtml({ mode: 'http', query, result, decided: true })];
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
): Promise<void> {
  const cors = corsHeaders(request);
  const asked = new URL(request.url ?? '/', origin);
  // Over HTTP this server stands for the seed's made-up image host too.
  const url = asked.pathname.startsWith(IMAGE_ROOT)
    ? new URL(asked.pathname.slice(IMAGE_ROOT.length), `${SANDBOX_IMAGE_HOST}/`)
    : asked;
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  const isCardPage =
    (request.method === 'GET' && url.pathname === CARD_PAGE_PATH) ||
    (request.method === 'POST' && url.pathname === CARD_CHOICE_PATH);
  if (isCardPage) {
    const [status, html] = await cardPage(request, url);
    response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
    return;
  }
  if (url.pathname.startsWith(CONTROL_ROOT)) {
    const [status, body] = await control(url.pathname.slice(CONTROL_ROOT.length), request);
    response.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
    return;
  }
  const body =
    request.method === 'GET' || request.method === 'HEAD' ? undefined : await readText(request);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const mocked = await getResponse(
    handlers,
    new Request(url, { method: request.method, headers, body }),
  );
  if (!mocked) {
    response.writeHead(404, { ...cors, 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({
        message: `No sandbox route for ${request.method} ${url.pathname}`,
        status: 404,
      }),
    );
    return;
  }
  if (mocked.type === 'error') {
    // HttpResponse.error(): the connection drops, as in a network fault. It drops once the answer
    // has begun: a connection reset before any byte is retried by the browser itself (on a reused
    // socket), which would hide the fault from the widget.
    response.writeHead(200, {
      ...cors,
      'Content-Type': 'application/json',
      'Content-Length': '64',
    });
    response.write('{', () => request.socket.destroy());
    return;
  }
  const out: Record<string, string> = { ...cors };
  mocked.headers.forEach((value, name) => (out[name] = value));
  let payload = Buffer.from(await mocked.arrayBuffer());
  if (out['content-type']?.includes('json')) {
    payload = Buffer.from(withSandboxImagesAt(payload.toString('utf8'), `${origin}${IMAGE_ROOT}`));
    delete out['content-length'];
  }
  response.writeHead(mocked.status, out);
  response.end(payload);
}

export async function startHttpSandbox(options: HttpSandboxOptions = {}): Promise<HttpSandbox> {
  if (options.controls) {
    const problems = applyControls(options.controls);
    if (problems.length > 0)
      throw new Error(`Sandbox controls not understood: ${problems.join('; ')}`);
  }
  const host = options.host ?? '127.0.0.1';
  const sockets = new Set<Socket>();
  let origin = '';
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    answer(request, response, origin).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: String(error), status: 500 }));
    });
  };
  const server = options.tls ? createTlsServer(options.tls, listener) : createServer(listener);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `${options.tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
