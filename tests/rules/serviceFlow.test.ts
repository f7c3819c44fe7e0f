// Which flow books a service chosen from a shop's list (machines/rules/serviceFlow.ts), by its
// booking type (SPEC 4 "Booking (campaign) types"): 1 (confirmed) and 2 (pending confirmation) take
// a date and a time slot; 7 (takeaway or delivery) is ordered when the service offers either; the
// others (3, 4 information only, 5 coupon, 6 suggested dates) are not booked from the list.
import { describe, expect, it } from 'vitest';
import { isServiceBookableHere, isServiceOrderedHere } from '../../machines/rules/serviceFlow';

describe('SPEC 4 booking types: a service booked from the list', () => {
  it.each([1, 2])('type %i takes a date and a time slot', (type) => {
    expect(isServiceBookableHere(type)).toBe(true);
  });

  it.each([3, 4, 5, 6, 7])('type %i is not booked for a date and time from the list', (type) => {
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
