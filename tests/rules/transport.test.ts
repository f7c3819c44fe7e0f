import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { campaignFixture, serviceFixture, shopFixture } from '../../api/sandbox/fixtures';
import {
  campaignOrderLeadMinutes,
  campaignTransportOptions,
  defaultTransport,
  earliestOrderTime,
  isScheduledTimeAllowed,
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
