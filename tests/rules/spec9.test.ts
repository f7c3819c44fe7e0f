// SPEC 9's constants and defaults, each stated by the spec's own number where the product uses it,
// so that changing a constant alone (not the rule around it) turns this file red.
import { createActor, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { campaignSlotsCall } from '../../api/calendar';
import { server } from '../../api/sandbox/node';
import { fetchPrizes } from '../../machines/auth/auth.actors';
import { emptyAddressForm } from '../../machines/rules/address';
import { deliveryCostOf } from '../../machines/rules/money';
import { campaignDefaultPeople } from '../../machines/rules/people';
import { calendarRange } from '../../machines/rules/schedule';
import { serviceLeadMinutes } from '../../machines/rules/leadTime';
import {
  hasEnoughSuggestions,
  hasSuggestionFarEnoughAhead,
  maxDateSelections,
} from '../../machines/rules/suggestions';
import { contactSignedOut } from '../../machines/rules/user';
import { isPayableWithPrize, voucherValidUntil } from '../../machines/rules/voucher';

/** The query of every request the sandbox receives while `run` goes on. */
async function queriesOf(run: () => Promise<unknown>): Promise<URLSearchParams[]> {
  const queries: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    queries.push(new URL(request.url).searchParams);
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return queries;
}

describe('SPEC 9 constants, by their numbers', () => {
  it('available slots are asked for the next 43 200 minutes (30 days)', async () => {
    const [query] = await queriesOf(() => campaignSlotsCall(101));
    expect(query?.get('untilMinutes')).toBe('43200');
  });

  it('without a schedule the calendar runs 30 days from today', () => {
    expect(
      calendarRange({ schedule: null, now: '2026-11-23T10:00:00Z', zone: 'Europe/Lisbon' }),
    ).toEqual({
      first: '2026-11-23',
      last: '2026-12-23',
    });
  });

  it('prizes are read in one page of 100', async () => {
    const [query] = await queriesOf(() =>
      toPromise(createActor(fetchPrizes, { input: { userId: 1002, token: 'tok-miguel' } }).start()),
    );
    expect(query?.get('pageSize')).toBe('100');
    expect(query?.get('startIndex')).toBe('0');
  });

  it('type 6: at least 3 suggestions, one of them at least 24 h ahead', () => {
    expect(hasEnoughSuggestions(['a', 'b'])).toBe(false);
    expect(hasEnoughSuggestions(['a', 'b', 'c'])).toBe(true);
    const now = '2026-11-23T10:00:00Z';
    expect(hasSuggestionFarEnoughAhead(['2026-11-24T09:59:00Z'], now, 'Europe/Lisbon')).toBe(false);
    expect(hasSuggestionFarEnoughAhead(['2026-11-24T10:00:00Z'], now, 'Europe/Lisbon')).toBe(true);
    // A schedule may not allow fewer selections than the 3 the rule asks for.
    expect(maxDateSelections({ maxDateSelections: 2 })).toBe(5);
    expect(maxDateSelections({ maxDateSelections: 3 })).toBe(3);
  });

  it('a service is never bookable sooner than 30 minutes ahead', () => {
    expect(serviceLeadMinutes({ minimumTimeBeforeBooking: 0 }, null)).toBe(30);
    expect(serviceLeadMinutes({ minimumTimeBeforeBooking: 600 }, null)).toBe(30);
    expect(serviceLeadMinutes({ minimumTimeBeforeBooking: 1860 }, null)).toBe(31);
  });

  it('a service delivered where the shop states no cost costs 3 €', () => {
    expect(deliveryCostOf({ deliveryType: 'DELIVERY', isService: true })).toBe(3);
    expect(deliveryCostOf({ deliveryType: 'DELIVERY', isService: false })).toBe(0);
  });

  it('a new address is in country 139 (Portugal)', () => {
    expect(emptyAddressForm().countryId).toBe(139);
  });

  it('a phone number starts with the +351 prefix', () => {
    const contact = { name: 'Ana', phone: '912345678', prefix: '+34', email: 'ana@example.pt' };
    expect(contactSignedOut(contact).prefix).toBe('+351');
  });

  it('a restaurant (category 1) campaign starts at 2 people, within its bounds', () => {
    expect(campaignDefaultPeople({ categoryId: 1, minNumberPeople: 1, maxNumberPeople: 8 })).toBe(
      2,
    );
    expect(campaignDefaultPeople({ categoryId: 3, minNumberPeople: 1, maxNumberPeople: 8 })).toBe(
      1,
    );
  });

  it('a voucher paid partly with a prize must still cost 2 € or more', () => {
    expect(isPayableWithPrize(12, { value: 10 })).toBe(true);
    expect(isPayableWithPrize(12, { value: 10.01 })).toBe(false);
    expect(isPayableWithPrize(1.5, null)).toBe(true);
  });

  it('a voucher is valid for one year from the day it is bought', () => {
    expect(voucherValidUntil('2026-12-01')).toBe('2027-12-01');
    expect(voucherValidUntil('2028-02-29T10:00:00Z')).toBe('2029-03-01');
  });
});
