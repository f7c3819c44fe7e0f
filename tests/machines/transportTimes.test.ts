// The transport step's times as the shop's clock shows them (selectTimeOptions): read once per
// list, at the shop's wall clock, the same days, hours and dates as luxon reads them, DST days
// included.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { selectTimeOptions } from '../../machines/cart/order.selectors';
import { transportMachine } from '../../machines/transport/transport.machine';

const startAt = (nowIso: string, zone: string) =>
  createActor(transportMachine, {
    input: {
      options: { takeaway: true, delivery: false },
      leadMinutes: 30,
      now: Date.parse(nowIso),
      zone,
      scheduleCampaignId: null,
    },
  }).start();

/** What luxon says of each time: the reading the step showed before. */
function luxonReading(times: string[], now: number, zone: string) {
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  return times.map((value) => {
    const at = DateTime.fromISO(value, { zone });
    return {
      value,
      day: Math.round(at.startOf('day').diff(today, 'days').days),
      time: at.toFormat('HH:mm'),
      at: { year: at.year, month: at.month, day: at.day },
    };
  });
}

describe('the transport step’s times', () => {
  for (const [nowIso, zone] of [
    ['2026-03-03T21:10:00Z', 'Europe/Lisbon'],
    ['2026-03-28T22:50:00Z', 'Europe/Lisbon'], // the night before the spring change
    ['2026-10-24T22:50:00Z', 'Atlantic/Azores'], // the night before the autumn change
    ['2026-12-31T23:40:00Z', 'Atlantic/Azores'], // a new year at the shop, not yet in UTC
  ] as const) {
    it(`reads them at the shop's clock (${zone}, from ${nowIso})`, () => {
      const actor = startAt(nowIso, zone);
      const snapshot = actor.getSnapshot();
      const { times, now } = snapshot.context;
      expect(times.length).toBeGreaterThan(0);
      const options = selectTimeOptions(snapshot);
      expect(options).toEqual(luxonReading(times, now, zone));
      expect(options.some((option) => option.day > 0)).toBe(true);
      // Once per list: asked again, the same answer.
      expect(selectTimeOptions(actor.getSnapshot())).toBe(options);
      actor.stop();
    });
  }
});
