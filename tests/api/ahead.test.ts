import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AHEAD_MAX_AGE_MS,
  adoptEarlyRequests,
  aheadKey,
  clearAhead,
  EARLY_REQUESTS_GLOBAL,
  hasAhead,
  keepAhead,
  takeAhead,
} from '../../api/ahead';
import { campaignScheduleCall } from '../../api/calendar';
import { AHEAD, apiClient, configureApi, getApiBaseUrl, unwrap } from '../../api/client';
import { ApiError } from '../../api/errors';
import { sandbox } from '../../api/sandbox/control';
import { server } from '../../api/sandbox/node';

/** The URLs the sandbox middleware was asked for, in order. */
let asked: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  asked.push(request.url);
};
beforeEach(() => {
  asked = [];
  clearAhead();
  configureApi({ host: 'https://api.example.pt', context: { language: 'pt_PT' } });
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  clearAhead();
  configureApi({ host: undefined, context: undefined });
});

const base = 'https://api.example.pt/mygon-middleware/rest';
const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const getShop = () => unwrap(apiClient.GET('/shop/{shopId}', { params: { path: { shopId: 12 } } }));

describe('answers kept ahead', () => {
  it('are keyed by the URL whatever the order of its query', () => {
    expect(aheadKey(`${base}/shop/12?language=pt_PT&a=1`)).toBe(
      aheadKey(`${base}/shop/12?a=1&language=pt_PT`),
    );
    expect(aheadKey(`${base}/shop/12?language=pt_PT`)).not.toBe(
      aheadKey(`${base}/shop/12?language=es_ES`),
    );
  });

  it('are taken once, by a GET of the same URL only', () => {
    keepAhead(`${base}/shop/12?language=pt_PT`, json({}));
    expect(takeAhead(new Request(`${base}/shop/12?language=pt_PT`, { method: 'POST' }))).toBeNull();
    expect(takeAhead(new Request(`${base}/shop/13?language=pt_PT`))).toBeNull();
    expect(takeAhead(new Request(`${base}/shop/12?language=pt_PT`))).not.toBeNull();
    expect(takeAhead(new Request(`${base}/shop/12?language=pt_PT`))).toBeNull();
  });

  it('go stale after AHEAD_MAX_AGE_MS', () => {
    const url = `${base}/shop/12?language=pt_PT`;
    keepAhead(url, json({}));
    sandbox.clock.advance(AHEAD_MAX_AGE_MS);
    expect(hasAhead(url)).toBe(true);
    sandbox.clock.advance(1);
    expect(hasAhead(url)).toBe(false);
    expect(takeAhead(new Request(url))).toBeNull();
  });
});

describe('the client and answers kept ahead', () => {
  it('takes a kept answer instead of asking the middleware again', async () => {
    keepAhead(
      `${base}/shop/12?language=pt_PT`,
      json({ id: 12, name: 'Barbearia da Foz', shopMerchantServices: [] }),
    );
    expect((await getShop()).name).toBe('Barbearia da Foz');
    expect(asked).toEqual([]);
    // Taken once: the next call asks the middleware.
    expect((await getShop()).id).toBe(12);
    expect(asked).toEqual([`${base}/shop/12?language=pt_PT`]);
  });

  it('puts a kept answer through every check: an error status is an error', async () => {
    keepAhead(
      `${base}/shop/12?language=pt_PT`,
      json({ message: 'Sem loja.', code: 'generic' }, 404),
    );
    const error = await getShop().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Sem loja.' });
    expect(asked).toEqual([]);
  });

  it('puts a kept answer through every check: a body that is not JSON is refused', async () => {
    keepAhead(
      `${base}/shop/12?language=pt_PT`,
      Promise.resolve(new Response('<!doctype html><p>Reservas</p>', { status: 200 })),
    );
    await expect(getShop()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('asks again when the kept answer never arrived', async () => {
    keepAhead(`${base}/shop/12?language=pt_PT`, Promise.reject(new TypeError('offline')));
    expect((await getShop()).id).toBe(12);
    expect(asked).toEqual([`${base}/shop/12?language=pt_PT`]);
  });

  it('stops waiting for a kept answer when the caller gives up', async () => {
    keepAhead(`${base}/shop/12?language=pt_PT`, new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const call = unwrap(
      apiClient.GET('/shop/{shopId}', {
        params: { path: { shopId: 12 } },
        signal: controller.signal,
      }),
    );
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('prefetches through the same middleware, once, for the next identical call', async () => {
    await campaignScheduleCall(108, AHEAD);
    await campaignScheduleCall(108, AHEAD).catch(() => undefined);
    expect(asked).toEqual([`${base}/campaign/schedule/108?language=pt_PT`]);
    const schedule = await unwrap(campaignScheduleCall(108));
    expect(schedule.startDate).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(getApiBaseUrl()).toBe(base);
  });
});

describe('early requests', () => {
  it('are adopted from the page when they have the expected shape', async () => {
    const scope = {
      [EARLY_REQUESTS_GLOBAL]: {
        sessionId: '3c57ca67-d5ec-452a-a462-c2c1306362dc',
        startedAtPageMs: 0,
        requests: [
          { url: `${base}/shop/12?language=pt_PT`, response: json({ id: 12, name: 'Early' }) },
          { url: 42, response: json({}) },
          { url: 'not a url', response: json({}) },
          { url: `${base}/shop/13?language=pt_PT`, response: 'not a promise' },
        ],
      },
    };
    adoptEarlyRequests(scope, 10);
    expect(EARLY_REQUESTS_GLOBAL in scope).toBe(false);
    expect(hasAhead(`${base}/shop/12?language=pt_PT`)).toBe(true);
    expect(hasAhead(`${base}/shop/13?language=pt_PT`)).toBe(false);
  });

  const earlyShop = (startedAtPageMs: number) => ({
    [EARLY_REQUESTS_GLOBAL]: {
      sessionId: '3c57ca67-d5ec-452a-a462-c2c1306362dc',
      startedAtPageMs,
      requests: [{ url: `${base}/shop/12?language=pt_PT`, response: json({ id: 12 }) }],
    },
  });

  it("are dated by the widget's clock, as long ago as the page's time line says", () => {
    const url = `${base}/shop/12?language=pt_PT`;
    // Asked 5 s into the page, taken over 20 s later: 100 s of the widget's clock left.
    adoptEarlyRequests(earlyShop(5_000), 25_000);
    expect(hasAhead(url)).toBe(true);
    sandbox.clock.advance(AHEAD_MAX_AGE_MS - 20_000);
    expect(hasAhead(url)).toBe(true);
    sandbox.clock.advance(1);
    expect(hasAhead(url)).toBe(false);
  });

  it('are stale when taken over later than AHEAD_MAX_AGE_MS after they were asked', () => {
    adoptEarlyRequests(earlyShop(5_000), 5_000 + AHEAD_MAX_AGE_MS + 1);
    expect(hasAhead(`${base}/shop/12?language=pt_PT`)).toBe(false);
  });

  it('are ignored when the page left something else', () => {
    for (const early of [null, 'x', { sessionId: 'nope', startedAtPageMs: 0, requests: [] }]) {
      adoptEarlyRequests({ [EARLY_REQUESTS_GLOBAL]: early });
    }
    expect(hasAhead(`${base}/shop/12?language=pt_PT`)).toBe(false);
  });
});
