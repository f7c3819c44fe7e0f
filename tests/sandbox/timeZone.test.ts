// The sandbox's calendars follow each shop's time zone (Shop.timezone): campaign 115's restaurant
// is in the Azores, an hour behind Lisbon (UTC-1 in winter, UTC+0 from 29 March 2026). Expected
// instants are worked out by hand.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, configureApi, unwrap } from '../../api/client';
import { sandbox } from '../../api/sandbox/control';
import { CAMPAIGN_IDS, SHOP_IDS } from '../../api/sandbox/seed';

const AZORES_CAMPAIGN = CAMPAIGN_IDS.cozidoFurnas;
const LISBON_CAMPAIGN = CAMPAIGN_IDS.degustacaoChiado;

const slotsOf = (id: number) =>
  unwrap(
    apiClient.GET('/v4/campaigns/{id}/calendar/available-slots', { params: { path: { id } } }),
  );
const scheduleOf = (id: number) =>
  unwrap(apiClient.GET('/campaign/schedule/{id}', { params: { path: { id } } }));
const utc = (iso: string) => new Date(Date.parse(iso)).toISOString();

beforeEach(() => {
  configureApi({
    host: undefined,
    context: { token: 'tok-ana', sessionId: 'session-zone', language: 'pt_PT' },
  });
});
afterEach(() => sandbox.clock.reset());

describe('a merchant in the Azores', () => {
  it('names its zone', async () => {
    const shop = await unwrap(
      apiClient.GET('/shop/{shopId}', { params: { path: { shopId: SHOP_IDS.marDosAcores } } }),
    );
    expect(shop.timezone).toBe('Atlantic/Azores');
    const campaign = await unwrap(
      apiClient.GET('/v1/web/campaigns/{id}', { params: { path: { id: AZORES_CAMPAIGN } } }),
    );
    expect(campaign.shop.timezone).toBe('Atlantic/Azores');
  });

  it('answers its times at the Azores wall clock, with the Azores offset', async () => {
    // Tuesday 3 March 2026, 09:00 in Lisbon (09:00 UTC), 08:00 in the Azores.
    sandbox.clock.setNow('2026-03-03T09:00', { frozen: true });
    const slots = await slotsOf(AZORES_CAMPAIGN);
    expect(slots.slice(0, 4).map((slot) => slot.startTime)).toEqual([
      '2026-03-03T12:00:00-01:00',
      '2026-03-03T13:00:00-01:00',
      '2026-03-03T19:30:00-01:00',
      '2026-03-03T21:30:00-01:00',
    ]);
    expect(utc(slots[3]!.startTime)).toBe('2026-03-03T22:30:00.000Z');
    // Wednesdays closed: the next day with slots is Thursday the 5th.
    expect(slots[4]!.startTime).toBe('2026-03-05T12:00:00-01:00');
    // Summer time from Sunday 29 March: 12:00 is 12:00 UTC, a day after 12:00 was 13:00 UTC.
    const times = slots.map((slot) => slot.startTime);
    expect(times).toContain('2026-03-28T12:00:00-01:00');
    expect(times).toContain('2026-03-29T12:00:00+00:00');
    expect(times).not.toContain('2026-03-29T12:00:00-01:00');
  });

  it("lists the days of its schedule from the Azores' today", async () => {
    // 00:30 UTC on Wednesday 4 March: already the 4th in Lisbon, still 23:30 on the 3rd in the
    // Azores.
    sandbox.clock.setNow('2026-03-04T00:30:00Z', { frozen: true });
    const azores = await scheduleOf(AZORES_CAMPAIGN);
    const lisbon = await scheduleOf(LISBON_CAMPAIGN);
    expect(azores.startDate).toBe('2026-03-03');
    expect(lisbon.startDate).toBe('2026-03-04');
    // Closed on Wednesdays (the 4th); the day after tomorrow (the 5th) is a private event.
    expect(azores.nonAvailableDays.slice(0, 2)).toEqual(['2026-03-04', '2026-03-05']);
    expect(azores.workingHours).toContainEqual({ dayOfWeek: 2, opens: '12:00', closes: '22:00' });
    // 23:30 there: the 3rd's last time (21:30, 22:30 UTC) has passed and Wednesday is closed, so
    // the first slot left is Thursday's 12:00 (13:00 UTC).
    const [first] = await slotsOf(AZORES_CAMPAIGN);
    expect(first?.startTime).toBe('2026-03-05T12:00:00-01:00');
  });

  it('books a time written without an offset at the Azores wall clock', async () => {
    sandbox.clock.setNow('2026-03-03T09:00', { frozen: true });
    await unwrap(
      apiClient.POST('/bookings', {
        params: { header: {} },
        body: { campaignId: AZORES_CAMPAIGN, numberOfPeople: 2, date: '2026-03-03T19:30' },
      }),
    );
    const slots = await slotsOf(AZORES_CAMPAIGN);
    const booked = slots.find((slot) => utc(slot.startTime) === '2026-03-03T20:30:00.000Z');
    expect(booked?.capacity).toBe(4); // 6 places, 2 taken
  });
});
