// @vitest-environment node
// `npm run sandbox`: the sandbox middleware over HTTP, as a production build meets it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, configureApi, unwrap } from '../../api/client';
import { ApiError } from '../../api/errors';
import { startHttpSandbox, type HttpSandbox } from '../../api/sandbox/http';
import { server } from '../../api/sandbox/node';

let sandbox: HttpSandbox;

beforeAll(async () => {
  // Real requests over the network: the in-process interception of tests/setup.ts stands aside.
  server.close();
  sandbox = await startHttpSandbox({ port: 0 });
  configureApi({ host: sandbox.url, context: { token: 'tok-ana', language: 'pt_PT' } });
});
afterAll(async () => {
  configureApi({ host: undefined });
  await sandbox.close();
  server.listen({ onUnhandledRequest: 'error' });
});

const control = async (path: string, body?: string) =>
  (
    await fetch(
      `${sandbox.url}/__sandbox/${path}`,
      body === undefined ? {} : { method: 'POST', body },
    )
  ).json();

describe('the sandbox over HTTP', () => {
  it('answers the contract on its port, and lets any origin in (development only)', async () => {
    const campaign = await unwrap(
      apiClient.GET('/v1/web/campaigns/{id}', { params: { path: { id: 101 } } }),
    );
    expect(campaign.campaignView.campaignTitle).toBe('Jantar de degustação para dois');

    const preflight = await fetch(`${sandbox.url}/mygon-middleware/rest/bookings`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://merchant.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'token,idempotency-key,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://merchant.example');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('idempotency-key');
  });

  it('keeps its store between calls, shows it, and takes the controls', async () => {
    await control('reset', '');
    expect(await control('controls', 'now:2026-03-03T09:00;fault:createBooking:lost*1')).toEqual({
      problems: [],
    });
    const book = () =>
      unwrap(
        apiClient.POST('/bookings', {
          params: { header: { 'Idempotency-Key': 'http-1' } },
          body: { campaignId: 101, numberOfPeople: 2, date: '2026-03-03T19:00:00.000Z' },
        }),
      );
    const lost = await book().catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(ApiError);
    expect(lost).toMatchObject({ kind: 'network' });
    const made = await book();
    const store = (await control('store')) as { reservations: { reservationId: number }[] };
    expect(store.reservations.map((reservation) => reservation.reservationId)).toEqual([
      made.reservationId,
    ]);
    expect(((await control('seen')) as Record<string, number>).createBooking).toBe(2);
  });

  it('serves its pictures at web addresses of its own, where its answers point', async () => {
    const campaign = await unwrap(
      apiClient.GET('/v1/web/campaigns/{id}', { params: { path: { id: 101 } } }),
    );
    const hero = campaign.campaignImages?.[0]?.url ?? '';
    expect(hero.startsWith(`${sandbox.url}/__sandbox/images/`)).toBe(true);
    const picture = await fetch(hero);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg /);
    expect((await fetch(`${sandbox.url}/__sandbox/images/nothing.png`)).status).toBe(404);
  });
});
