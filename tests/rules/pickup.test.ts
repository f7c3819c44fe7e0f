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

  // Each first digit of a Portuguese postal code names a region (CTT): 1 Lisbon, 2 its
  // surroundings, Ribatejo and Oeste, 3 the Centre, 4 Porto and Minho, 5 Trás-os-Montes, 6 Beira
  // Interior, 7 Alentejo, 8 Algarve, 90-94 Madeira and 95-99 the Azores.
  const REGIONS: [codes: RegExp, south: number, north: number, west: number, east: number][] = [
    [/^1/, 38.6, 38.85, -9.35, -9.0],
    [/^2/, 38.4, 40.0, -9.5, -8.0],
    [/^3/, 39.9, 41.1, -8.9, -6.8],
    [/^4/, 40.8, 42.2, -8.9, -7.8],
    [/^5/, 40.9, 42.0, -8.0, -6.1],
    [/^6/, 39.3, 40.9, -8.2, -6.8],
    [/^7/, 37.3, 39.7, -9.0, -6.9],
    [/^8/, 36.9, 37.6, -9.0, -7.3],
    [/^9[0-4]/, 32.4, 33.2, -17.3, -16.2],
    [/^9[5-9]/, 36.9, 39.8, -31.3, -24.9],
  ];

  it.each(Array.from({ length: 90 }, (_, index) => String(index + 10)))(
    'searches a %s00-000 code from inside its own region',
    (area) => {
      const position = postalCodePosition(`${area}00-000`);
      const [, south, north, west, east] = REGIONS.find(([codes]) => codes.test(area))!;
      expect(position).not.toBeNull();
      expect(position!.latitude).toBeGreaterThanOrEqual(south);
      expect(position!.latitude).toBeLessThanOrEqual(north);
      expect(position!.longitude).toBeGreaterThanOrEqual(west);
      expect(position!.longitude).toBeLessThanOrEqual(east);
    },
  );

  it('has no place for what is not a Portuguese postal code', () => {
    expect(postalCodePosition('0100-000')).toBeNull();
    expect(postalCodePosition('x1000-100')).toBeNull();
    expect(postalCodePosition('1000-1000')).toBeNull();
    expect(postalCodePosition('28013')).toBeNull();
    expect(postalCodePosition('')).toBeNull();
  });
});

describe('positions', () => {
  it('are latitudes within 90 and longitudes within 180', () => {
    expect(isValidPosition({ latitude: 38.7, longitude: -9.1 })).toBe(true);
    expect(isValidPosition({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isValidPosition({ latitude: 0, longitude: Number.NaN })).toBe(false);
    expect(isValidPosition({ latitude: Number.NaN, longitude: 0 })).toBe(false);
    expect(isValidPosition({ latitude: -90, longitude: 180 })).toBe(true);
    expect(isValidPosition({ latitude: 90, longitude: -180 })).toBe(true);
    expect(isValidPosition({ latitude: 0, longitude: 180.5 })).toBe(false);
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
    expect(formatDistance(999.4)).toBe('999 m');
    expect(formatDistance(1000)).toBe('1 km');
    expect(formatDistance(2430)).toBe('2,4 km');
    expect(formatDistance(2430, 'en')).toBe('2.4 km');
  });
});
