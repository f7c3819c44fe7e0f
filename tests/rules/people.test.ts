import { describe, expect, it } from 'vitest';
import { campaignFixture, serviceFixture } from '../../api/sandbox/fixtures';
import {
  campaignDefaultPeople,
  campaignPeopleBounds,
  clampPeople,
  isPeopleCountAllowed,
  serviceDefaultPeople,
  servicePeopleBounds,
} from '../../machines/rules/people';

const view = (id: number) => campaignFixture(id).campaignView;

describe('people bounds', () => {
  it('come from minNumberPeople and maxNumberPeople, or the service party sizes', () => {
    expect(campaignPeopleBounds(view(101))).toEqual({ min: 2, max: 8 });
    expect(campaignPeopleBounds(view(106))).toEqual({ min: 6, max: 12 });
    expect(servicePeopleBounds(serviceFixture(1101))).toEqual({ min: 1, max: 8 });
    expect(servicePeopleBounds(serviceFixture(1203))).toEqual({ min: 1, max: 2 });
  });

  it('default to 1 to 20 and never let the maximum fall under the minimum', () => {
    expect(campaignPeopleBounds({})).toEqual({ min: 1, max: 20 });
    expect(servicePeopleBounds({})).toEqual({ min: 1, max: 20 });
    expect(campaignPeopleBounds({ minNumberPeople: 4, maxNumberPeople: 2 })).toEqual({
      min: 4,
      max: 4,
    });
    expect(campaignPeopleBounds({ minNumberPeople: 0 })).toEqual({ min: 1, max: 20 });
  });

  it('allow whole counts inside them only', () => {
    const bounds = { min: 2, max: 8 };
    expect(isPeopleCountAllowed(2, bounds)).toBe(true);
    expect(isPeopleCountAllowed(8, bounds)).toBe(true);
    expect(isPeopleCountAllowed(1, bounds)).toBe(false);
    expect(isPeopleCountAllowed(9, bounds)).toBe(false);
    expect(isPeopleCountAllowed(2.5, bounds)).toBe(false);
    expect(clampPeople(0, bounds)).toBe(2);
    expect(clampPeople(12, bounds)).toBe(8);
  });
});

describe('default people count (SPEC 9)', () => {
  it('is min(2, max) for category 1 campaigns, inside their bounds', () => {
    expect(campaignDefaultPeople(view(101))).toBe(2); // 2-8
    expect(campaignDefaultPeople(view(108))).toBe(2); // 1-6
    expect(campaignDefaultPeople(view(106))).toBe(6); // 6-12: 2 is under the minimum
    expect(campaignDefaultPeople({ categoryId: 1, minNumberPeople: 1, maxNumberPeople: 1 })).toBe(
      1,
    );
  });

  it('is 1 for other categories, inside their bounds', () => {
    expect(campaignDefaultPeople(view(109))).toBe(1); // category 2
    expect(campaignDefaultPeople(view(105))).toBe(1);
    expect(campaignDefaultPeople({ categoryId: 3, minNumberPeople: 3, maxNumberPeople: 5 })).toBe(
      3,
    );
  });

  it('is the minimum party size for services', () => {
    expect(serviceDefaultPeople(serviceFixture(1101))).toBe(1);
    expect(serviceDefaultPeople({ bookingConfig: { minPartySize: 2, maxPartySize: 6 } })).toBe(2);
    expect(serviceDefaultPeople({})).toBe(1);
  });
});
