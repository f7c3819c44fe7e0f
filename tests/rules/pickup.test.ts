import { describe, expect, it } from 'vitest';
import { cartFixture } from '../../api/sandbox/fixtures';
import {
  formatDistance,
  isValidPosition,
  nearestFirst,
  pickupMethodIds,
  postalCodePosition,
} from '../../machines/rules/pickup';

describe('a postal code searched from the centre of its area (assumed)', () => {
  it('places Lisbon, Porto and Faro', () => {
    expect(postalCodePosition('1250-146')).toEqual({ latitude: 38.7139, longitude: -9.1443 });
    expect(postalCodePosition('4050-262')?.latitude).toBeCloseTo(41.16, 1);
    expect(postalCodePosition('8000-100')).toEqual({ latitude: 37.0194, longitude: -7.9304 });
    expect(postalCodePosition('8000100')).toEqual(postalCodePosition('8000-100'));
  });

  it('has no place for what is not a Portuguese postal code', () => {
    expect(postalCodePosition('28013')).toBeNull();
    expect(postalCodePosition('')).toBeNull();
  });
});

describe('positions', () => {
  it('are latitudes within 90 and longitudes within 180', () => {
    expect(isValidPosition({ latitude: 38.7, longitude: -9.1 })).toBe(true);
    expect(isValidPosition({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isValidPosition({ latitude: 0, longitude: Number.NaN })).toBe(false);
  });
});

describe('pickup points', () => {
  it("are searched for the cart's shops' PICKUP_POINT methods", () => {
    expect(pickupMethodIds(cartFixture().deliveryMethods ?? [])).toEqual([502]);
    expect(pickupMethodIds(cartFixture(14).deliveryMethods ?? [])).toEqual([]);
  });

  it('are shown nearest first, whatever order they come in', () => {
    const points = [
      { id: 'b', name: 'B', latitude: 0, longitude: 0, distanceMeters: 900 },
      { id: 'c', name: 'C', latitude: 0, longitude: 0 },
      { id: 'a', name: 'A', latitude: 0, longitude: 0, distanceMeters: 120 },
    ];
    expect(nearestFirst(points).map((point) => point.id)).toEqual(['a', 'b', 'c']);
  });

  it('say how far they are', () => {
    expect(formatDistance(850)).toBe('850 m');
    expect(formatDistance(2430)).toBe('2,4 km');
    expect(formatDistance(2430, 'en')).toBe('2.4 km');
  });
});
