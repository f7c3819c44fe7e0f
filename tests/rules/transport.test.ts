import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { components } from '../../api/schema';
import { campaignFixture, serviceFixture, shopFixture } from '../../api/sandbox/fixtures';
import {
  campaignOrderLeadMinutes,
  campaignTransportOptions,
  defaultTransport,
  earliestOrderTime,
  isScheduledTimeAllowed,
  isTakingOrdersNow,
  scheduledTimes,
  serviceOrderLeadMinutes,
  serviceTransportOptions,
  shopTransportOptions,
  transportErrors,
} from '../../machines/rules/transport';

/** These rules were written for a shop in mainland Portugal; ./timeZone.test.ts adds the Azores. */
const LISBON = 'Europe/Lisbon';
const lisbon = (local: string) => DateTime.fromISO(local, { zone: LISBON }).toMillis();
const NOW = lisbon('2026-12-01T10:00');

describe('transport options (SPEC 2, 3: from the campaign or the service booking config)', () => {
  it("come from the campaign's isTakeaway and isDelivery", () => {
    expect(campaignTransportOptions(campaignFixture(107))).toEqual({
      takeaway: true,
      delivery: true,
    });
    expect(campaignTransportOptions(campaignFixture(101))).toEqual({
      takeaway: false,
      delivery: false,
    });
  });

  it("come from the service's booking config", () => {
    expect(serviceTransportOptions(serviceFixture(1102))).toEqual({
      takeaway: true,
      delivery: true,
    });
  });

  it('a shop offers what its takeaway services offer, else collecting at the shop', () => {
    expect(shopTransportOptions(shopFixture(11))).toEqual({ takeaway: true, delivery: true });
    expect(shopTransportOptions(shopFixture(14))).toEqual({ takeaway: true, delivery: false });
  });

  it('choose the only one offered for the visitor', () => {
    expect(defaultTransport({ takeaway: true, delivery: false })).toBe('takeaway');
    expect(defaultTransport({ takeaway: false, delivery: true })).toBe('delivery');
    expect(defaultTransport({ takeaway: true, delivery: true })).toBeNull();
  });
});

describe('the minimum before a scheduled order (SPEC 9)', () => {
  it('a campaign: its minimum seconds in minutes, or its preparation time if larger', () => {
    // 107: 1800 s = 30 min; preparation 35 min.
    expect(campaignOrderLeadMinutes(campaignFixture(107))).toBe(35);
    expect(
      campaignOrderLeadMinutes({
        ...campaignFixture(107),
        minimumSecondsBeforeBooking: 3601,
        avgMinutesOfOrderPreparation: 35,
      }),
    ).toBe(61);
  });

  it('a service: seconds rounded up, the preparation time if larger, at least 30', () => {
    // 1102: 1200 s = 20 min; shop 11 prepares in 25: the flow's 30.
    expect(serviceOrderLeadMinutes(serviceFixture(1102), shopFixture(11))).toBe(30);
    expect(
      serviceOrderLeadMinutes(
        { minimumTimeBeforeBooking: 2701 },
        { avgMinutesOfOrderPreparation: 25 },
      ),
    ).toBe(46);
    expect(
      serviceOrderLeadMinutes(
        { minimumTimeBeforeBooking: 600 },
        { avgMinutesOfOrderPreparation: 50 },
      ),
    ).toBe(50);
  });
});

describe('scheduled times', () => {
  it('start at now plus the lead time, every quarter of an hour, within order hours', () => {
    const times = scheduledTimes(NOW, 35, LISBON);
    expect(times[0]).toBe(
      DateTime.fromMillis(lisbon('2026-12-01T11:00'))
        .setZone('Europe/Lisbon')
        .toISO({ suppressMilliseconds: true }),
    );
    const late = scheduledTimes(lisbon('2026-12-01T14:10'), 35, LISBON);
    expect(DateTime.fromISO(late[0]!, { zone: 'Europe/Lisbon' }).toFormat('HH:mm')).toBe('14:45');
    for (const time of late) {
      const at = DateTime.fromISO(time, { zone: 'Europe/Lisbon' });
      expect(at.minute % 15).toBe(0);
      expect(at.hour * 60 + at.minute).toBeGreaterThanOrEqual(11 * 60);
      expect(at.hour * 60 + at.minute).toBeLessThanOrEqual(23 * 60);
      expect(at.toMillis()).toBeGreaterThanOrEqual(
        earliestOrderTime(lisbon('2026-12-01T14:10'), 35),
      );
    }
  });

  it('late at night offer only the next day', () => {
    const times = scheduledTimes(lisbon('2026-12-01T22:50'), 30, LISBON);
    expect(DateTime.fromISO(times[0]!, { zone: 'Europe/Lisbon' }).toISODate()).toBe('2026-12-02');
  });

  it('refuse a time sooner than the lead time', () => {
    expect(isScheduledTimeAllowed('2026-12-01T10:30:00+00:00', NOW, 35, LISBON)).toBe(false);
    expect(isScheduledTimeAllowed('2026-12-01T10:35:00+00:00', NOW, 35, LISBON)).toBe(true);
    expect(isScheduledTimeAllowed('not a time', NOW, 35, LISBON)).toBe(false);
  });
});

describe("scheduled times from the shop's schedule (SPEC 3 Schedule, SPEC 5)", () => {
  type Schedule = components['schemas']['Schedule'];
  const everyDay = (opens: string, closes: string) =>
    [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, opens, closes }));
  const schedule = (overrides: Partial<Schedule> = {}): Schedule => ({
    startDate: '2026-11-01',
    endDate: '2026-12-31',
    nonAvailableDays: [],
    workingHours: everyDay('12:00', '15:00'),
    ...overrides,
  });
  const wall = (iso: string) =>
    DateTime.fromISO(iso, { zone: LISBON }).toFormat('yyyy-MM-dd HH:mm');
  const days = (times: string[]) => [...new Set(times.map((time) => wall(time).slice(0, 10)))];

  it('only within its working hours, the closing time not offered', () => {
    const times = scheduledTimes(NOW, 35, LISBON, schedule()).map(wall);
    // Tuesday 1 December, 10:00: 12:00 to 14:45 today and tomorrow.
    expect(times.slice(0, 3)).toEqual(['2026-12-01 12:00', '2026-12-01 12:15', '2026-12-01 12:30']);
    expect(times).toContain('2026-12-01 14:45');
    expect(times).not.toContain('2026-12-01 15:00');
    expect(times).not.toContain('2026-12-01 11:45');
    expect(times).toHaveLength(24);
  });

  it('two shifts a day: none between them', () => {
    const split = schedule({
      workingHours: [...everyDay('12:00', '15:00'), ...everyDay('19:00', '22:00')],
    });
    const today = scheduledTimes(NOW, 35, LISBON, split)
      .map(wall)
      .filter((time) => time.startsWith('2026-12-01'));
    expect(today).toContain('2026-12-01 14:45');
    expect(today).not.toContain('2026-12-01 16:00');
    expect(today).toContain('2026-12-01 19:00');
    expect(today.at(-1)).toBe('2026-12-01 21:45');
  });

  it('a shop closed on the day (no hours that weekday): its next working days', () => {
    // Closed on Tuesdays: Wednesday 2 and Thursday 3 December.
    const closedTuesdays = schedule({
      workingHours: everyDay('12:00', '15:00').filter((entry) => entry.dayOfWeek !== 2),
    });
    expect(days(scheduledTimes(NOW, 35, LISBON, closedTuesdays))).toEqual([
      '2026-12-02',
      '2026-12-03',
    ]);
  });

  it('a non-available day is skipped, and nothing outside the period', () => {
    expect(
      days(scheduledTimes(NOW, 35, LISBON, schedule({ nonAvailableDays: ['2026-12-02'] }))),
    ).toEqual(['2026-12-01', '2026-12-03']);
    expect(scheduledTimes(NOW, 35, LISBON, schedule({ endDate: '2026-11-30' }))).toEqual([]);
    expect(days(scheduledTimes(NOW, 35, LISBON, schedule({ startDate: '2026-12-05' })))).toEqual([
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it('late: past today’s hours and the lead time, the next days', () => {
    expect(days(scheduledTimes(lisbon('2026-12-01T14:30'), 35, LISBON, schedule()))).toEqual([
      '2026-12-02',
      '2026-12-03',
    ]);
  });

  it('hours past midnight belong to the evening they start in', () => {
    const bar = schedule({ workingHours: [{ dayOfWeek: 2, opens: '20:00', closes: '02:00' }] });
    const times = scheduledTimes(NOW, 35, LISBON, bar).map(wall);
    expect(times[0]).toBe('2026-12-01 20:00');
    expect(times).toContain('2026-12-02 01:45');
    expect(times).not.toContain('2026-12-02 02:00');
  });

  it('on a summer day, at the shop’s summer clock (15 July, Lisbon UTC+1)', () => {
    const summer = schedule({ startDate: '2026-07-01', endDate: '2026-07-31' });
    const now = Date.parse('2026-07-15T08:00:00Z'); // 09:00 in Lisbon
    const times = scheduledTimes(now, 35, LISBON, summer);
    expect(times[0]).toBe('2026-07-15T12:00:00+01:00');
    expect(times).toContain('2026-07-15T14:45:00+01:00');
    expect(times).not.toContain('2026-07-15T15:00:00+01:00');
    // 11:30 UTC is 12:30 in Lisbon: open; 14:30 UTC is 15:30: closed.
    expect(isTakingOrdersNow(Date.parse('2026-07-15T11:30:00Z'), LISBON, summer)).toBe(true);
    expect(isTakingOrdersNow(Date.parse('2026-07-15T14:30:00Z'), LISBON, summer)).toBe(false);
  });

  it('"as soon as possible" only while the shop takes orders', () => {
    expect(isTakingOrdersNow(lisbon('2026-12-01T12:30'), LISBON, schedule())).toBe(true);
    expect(isTakingOrdersNow(lisbon('2026-12-01T10:00'), LISBON, schedule())).toBe(false);
    expect(isTakingOrdersNow(lisbon('2026-12-01T15:00'), LISBON, schedule())).toBe(false);
    expect(
      isTakingOrdersNow(
        lisbon('2026-12-01T12:30'),
        LISBON,
        schedule({ nonAvailableDays: ['2026-12-01'] }),
      ),
    ).toBe(false);
    // Without a schedule nothing says the shop is closed.
    expect(isTakingOrdersNow(lisbon('2026-12-01T03:00'), LISBON, null)).toBe(true);
  });
});

describe('"A transport option must be chosen" (SPEC 5)', () => {
  const both = { takeaway: true, delivery: true };

  it('asks for a transport, and for a time when scheduled', () => {
    expect(
      transportErrors(
        { transportType: null, transportInstant: 'asap', scheduledAt: null },
        both,
        NOW,
        35,
        LISBON,
      ),
    ).toEqual({ transportType: 'transportRequired' });
    expect(
      transportErrors(
        { transportType: 'takeaway', transportInstant: 'scheduled', scheduledAt: null },
        both,
        NOW,
        35,
        LISBON,
      ),
    ).toEqual({ scheduledAt: 'timeRequired' });
    expect(
      transportErrors(
        {
          transportType: 'delivery',
          transportInstant: 'scheduled',
          scheduledAt: '2026-12-01T10:15:00+00:00',
        },
        both,
        NOW,
        35,
        LISBON,
      ),
    ).toEqual({ scheduledAt: 'timeTooSoon' });
  });

  it('refuses a transport the campaign does not offer', () => {
    expect(
      transportErrors(
        { transportType: 'delivery', transportInstant: 'asap', scheduledAt: null },
        { takeaway: true, delivery: false },
        NOW,
        35,
        LISBON,
      ),
    ).toEqual({ transportType: 'transportRequired' });
  });

  it('is satisfied by takeaway as soon as possible', () => {
    expect(
      transportErrors(
        { transportType: 'takeaway', transportInstant: 'asap', scheduledAt: null },
        both,
        NOW,
        35,
        LISBON,
      ),
    ).toEqual({});
  });
});
