import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campaignSlotsFixture, scheduleFixture } from '../../api/sandbox/fixtures';
import { sandbox } from '../../api/sandbox/control';
import {
  bookableSlots,
  findOfferedSlot,
  hasEnoughCapacity,
  isDayOffered,
  isSlotOffered,
  offeredDays,
  offeredSlots,
  offeredSlotsOfDay,
  slotDay,
  type CalendarSlot,
} from '../../machines/rules/slots';
import type { BookingWindow } from '../../machines/rules/schedule';

const slot = (startTime: string, capacity: number): CalendarSlot => ({
  startTime,
  capacity,
  durationSec: 3600,
});

/** These rules were written for a shop in mainland Portugal; ./timeZone.test.ts adds the Azores. */
const LISBON = 'Europe/Lisbon';

const open: BookingWindow = {
  schedule: null,
  now: '2026-03-03T09:00',
  leadMinutes: 60,
  zone: LISBON,
};

describe('capacity (SPEC 5: offered only if capacity >= people)', () => {
  it('offers a slot exactly at capacity and refuses one place short', () => {
    expect(hasEnoughCapacity({ capacity: 2 }, 2)).toBe(true);
    expect(hasEnoughCapacity({ capacity: 3 }, 2)).toBe(true);
    expect(hasEnoughCapacity({ capacity: 1 }, 2)).toBe(false);
    expect(hasEnoughCapacity({ capacity: 0 }, 1)).toBe(false);
    expect(isSlotOffered(slot('2026-03-04T19:00:00Z', 2), 2, open)).toBe(true);
    expect(isSlotOffered(slot('2026-03-04T19:00:00Z', 1), 2, open)).toBe(false);
  });

  it('also needs the slot to be bookable (lead time)', () => {
    expect(isSlotOffered(slot('2026-03-03T09:59:00Z', 10), 1, open)).toBe(false);
    expect(isSlotOffered(slot('2026-03-03T10:00:00Z', 10), 1, open)).toBe(true);
    expect(isSlotOffered(slot('garbage', 10), 1, open)).toBe(false);
  });
});

describe('the sandbox dinner calendar (campaign 101), frozen at Tuesday 3 March 2026, 09:00', () => {
  beforeEach(() => sandbox.clock.setNow('2026-03-03T09:00', { frozen: true }));
  afterEach(() => sandbox.clock.reset());

  const window = (): BookingWindow => ({
    schedule: scheduleFixture(101),
    now: '2026-03-03T09:00',
    leadMinutes: 60,
    zone: LISBON,
  });

  it('offers for two people every slot but 20:00 (1 place) and 20:30 (none)', () => {
    const slots = campaignSlotsFixture(101);
    const today = offeredSlotsOfDay(slots, '2026-03-03', 2, window());
    expect(today.map((offered) => offered.startTime.slice(11, 16))).toEqual([
      '12:30',
      '13:00',
      '19:00',
      '19:30',
      '21:00',
      '21:30',
    ]);
    // For one person 20:00 (exactly at capacity) comes back.
    expect(
      offeredSlotsOfDay(slots, '2026-03-03', 1, window()).map((s) => s.startTime.slice(11, 16)),
    ).toContain('20:00');
    // Six people: 12:30 (10), 19:00 (8), 21:00 (6, exactly).
    expect(
      offeredSlotsOfDay(slots, '2026-03-03', 6, window()).map((s) => s.startTime.slice(11, 16)),
    ).toEqual(['12:30', '19:00', '21:00']);
  });

  it('keeps Mondays and today + 10 days out of the offered days', () => {
    const days = offeredDays(campaignSlotsFixture(101), 2, window());
    expect(days[0]).toBe('2026-03-03');
    expect(days).not.toContain('2026-03-09'); // Monday
    expect(days).not.toContain('2026-03-13'); // today + 10
    expect(days).toContain('2026-03-14');
    expect(days.at(-1)).toBe('2026-04-01'); // today + 29, a Wednesday
    expect(isDayOffered('2026-03-13', campaignSlotsFixture(101), 2, window())).toBe(false);
    expect(isDayOffered('2026-03-14', campaignSlotsFixture(101), 2, window())).toBe(true);
  });

  it('reads the bookable slots once for every party size: the same offer as offeredSlots', () => {
    const slots = campaignSlotsFixture(101);
    const bookable = bookableSlots(slots, window());
    // Mondays and today + 10 are never bookable, whatever the party.
    expect(bookable.some((entry) => entry.day === '2026-03-09')).toBe(false);
    expect(bookable.some((entry) => entry.day === '2026-03-13')).toBe(false);
    for (const people of [1, 2, 6, 11]) {
      const withRoom = bookable.filter((entry) => hasEnoughCapacity(entry.slot, people));
      expect(withRoom.map((entry) => entry.slot)).toEqual(offeredSlots(slots, people, window()));
      expect(withRoom.map((entry) => entry.day)).toEqual(
        offeredSlots(slots, people, window()).map((offered) => slotDay(offered, LISBON)),
      );
    }
  });

  it('offers no day when nobody fits', () => {
    expect(offeredDays(campaignSlotsFixture(101), 11, window())).toEqual([]);
  });

  it('returns offered slots earliest first, whatever the order given', () => {
    const slots = [
      slot('2026-03-05T21:00:00Z', 5),
      slot('2026-03-04T19:00:00Z', 5),
      slot('2026-03-05T12:30:00Z', 5),
    ];
    expect(offeredSlots(slots, 1, open).map((s) => s.startTime)).toEqual([
      '2026-03-04T19:00:00Z',
      '2026-03-05T12:30:00Z',
      '2026-03-05T21:00:00Z',
    ]);
  });
});

describe('slot days and lookups', () => {
  it('read the slot day in Lisbon across a month boundary', () => {
    expect(slotDay(slot('2026-03-31T23:30:00Z', 1), LISBON)).toBe('2026-04-01');
    expect(slotDay(slot('2026-02-28T23:30:00Z', 1), LISBON)).toBe('2026-02-28');
    expect(slotDay(slot('nope', 1), LISBON)).toBeNull();
    const monthEnd: BookingWindow = {
      schedule: {
        startDate: '2026-03-01',
        endDate: '2026-04-30',
        nonAvailableDays: ['2026-04-01'],
      },
      now: '2026-03-03T09:00',
      leadMinutes: 0,
      zone: LISBON,
    };
    const slots = [slot('2026-03-31T21:30:00+01:00', 4), slot('2026-03-31T23:30:00Z', 4)];
    expect(offeredDays(slots, 1, monthEnd)).toEqual(['2026-03-31']);
  });

  it('find an offered slot by its instant, whatever the offset form', () => {
    const slots = [slot('2026-03-04T19:00:00+00:00', 2)];
    expect(findOfferedSlot(slots, '2026-03-04T19:00:00Z', 2, open)).toBe(slots[0]);
    expect(findOfferedSlot(slots, '2026-03-04T20:00:00+01:00', 1, open)).toBe(slots[0]);
    expect(findOfferedSlot(slots, '2026-03-04T19:00:00Z', 3, open)).toBeNull();
    expect(findOfferedSlot(slots, 'nope', 1, open)).toBeNull();
  });
});
