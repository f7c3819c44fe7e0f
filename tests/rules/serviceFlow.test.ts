// Which flow books a service chosen from a shop's list (machines/rules/serviceFlow.ts), by its
// booking type (SPEC 4 "Booking (campaign) types"; SPEC 2: a service is booked as a campaign of
// its type is): 1 (confirmed) and 2 (pending confirmation) take a date and a time slot, 3 a day
// inside its time window, 5 a digital coupon, 6 several suggested date-times; 7 (takeaway or
// delivery) is ordered when the service offers either; 4 (information only) and an unknown type
// are not booked from the list.
import { describe, expect, it } from 'vitest';
import {
  isServiceBookableHere,
  isServiceOrderedHere,
  serviceBookingChartFor,
} from '../../machines/rules/serviceFlow';

describe('SPEC 4 booking types: a service booked from the list', () => {
  it.each([
    [1, 'reservation'],
    [2, 'reservation'],
    [3, 'dayReservation'],
    [5, 'coupon'],
    [6, 'suggestions'],
  ] as const)('type %i is booked with the %s chart, as a campaign of its type', (type, chart) => {
    expect(serviceBookingChartFor(type)).toBe(chart);
    expect(isServiceBookableHere(type)).toBe(true);
  });

  it.each([4, 7, 0, 8])('type %i is not booked from the list', (type) => {
    expect(serviceBookingChartFor(type)).toBeNull();
    expect(isServiceBookableHere(type)).toBe(false);
  });
});

describe('SPEC 4 type 7: a takeaway or delivery service is ordered', () => {
  it('when it offers takeaway, delivery or both', () => {
    expect(isServiceOrderedHere(7, { takeaway: true, delivery: false })).toBe(true);
    expect(isServiceOrderedHere(7, { takeaway: false, delivery: true })).toBe(true);
    expect(isServiceOrderedHere(7, { takeaway: true, delivery: true })).toBe(true);
  });

  it('not when it offers neither', () => {
    expect(isServiceOrderedHere(7, { takeaway: false, delivery: false })).toBe(false);
  });

  it.each([1, 2, 5])('type %i is not ordered, whatever transport it lists', (type) => {
    expect(isServiceOrderedHere(type, { takeaway: true, delivery: true })).toBe(false);
  });
});
