import type { components } from '../../api/schema';
import { normalisePostalCode, PORTUGAL_COUNTRY_ID } from './address';

/**
 * Pickup points near the visitor (SPEC 2 "Pickup point search and selection", SPEC 7
 * pickup-points by latitude and longitude, SPEC 8 "none found; search error").
 */

type PickupPoint = components['schemas']['PickupPoint'];
type DeliveryMethods = components['schemas']['DeliveryMethods'];

export interface Position {
  latitude: number;
  longitude: number;
}

/**
 * Assumed: a postal code is searched from the centre of its area. Portuguese postal codes start
 * with their region; the table gives the main town of each two-digit area we know, then of each
 * first digit. SPEC 7 has no geocoding call, so nothing finer is possible without one.
 */
const AREAS: Record<string, Position> = {
  '10': { latitude: 38.7436, longitude: -9.1602 },
  '11': { latitude: 38.7107, longitude: -9.1366 },
  '12': { latitude: 38.7139, longitude: -9.1443 },
  '13': { latitude: 38.7047, longitude: -9.1787 },
  '15': { latitude: 38.7502, longitude: -9.1985 },
  '16': { latitude: 38.7589, longitude: -9.1567 },
  '17': { latitude: 38.7694, longitude: -9.1282 },
  '1': { latitude: 38.7223, longitude: -9.1393 },
  '27': { latitude: 38.7538, longitude: -9.2308 },
  '28': { latitude: 38.679, longitude: -9.1569 },
  '29': { latitude: 38.5244, longitude: -8.8882 },
  '24': { latitude: 39.7436, longitude: -8.8071 },
  '2': { latitude: 39.2362, longitude: -8.6859 },
  '38': { latitude: 40.6405, longitude: -8.6538 },
  '35': { latitude: 40.6566, longitude: -7.9125 },
  '3': { latitude: 40.2033, longitude: -8.4103 },
  '47': { latitude: 41.5454, longitude: -8.4265 },
  '48': { latitude: 41.4425, longitude: -8.2918 },
  '4': { latitude: 41.1579, longitude: -8.6291 },
  '53': { latitude: 41.8061, longitude: -6.7567 },
  '5': { latitude: 41.3006, longitude: -7.7441 },
  '6': { latitude: 39.8222, longitude: -7.4909 },
  '7': { latitude: 38.5714, longitude: -7.9135 },
  '8': { latitude: 37.0194, longitude: -7.9304 },
  // The Azores: São Miguel (95, 96), Terceira and Graciosa (97), São Jorge (98), Faial, Pico,
  // Flores and Corvo (99).
  '95': { latitude: 37.7412, longitude: -25.6756 },
  '96': { latitude: 37.8203, longitude: -25.5196 },
  '97': { latitude: 38.6552, longitude: -27.2207 },
  '98': { latitude: 38.6807, longitude: -28.2076 },
  '99': { latitude: 38.5326, longitude: -28.6263 },
  // Madeira and Porto Santo (90-94).
  '9': { latitude: 32.6669, longitude: -16.9241 },
};

/** Where a Portuguese postal code is, roughly; null for a code that is not one. */
export function postalCodePosition(postalCode: string): Position | null {
  const code = normalisePostalCode(postalCode, PORTUGAL_COUNTRY_ID);
  if (!/^[1-9]\d{3}-\d{3}$/.test(code)) return null;
  return AREAS[code.slice(0, 2)] ?? AREAS[code.slice(0, 1)] ?? null;
}

export function isValidPosition(position: Position): boolean {
  return (
    Number.isFinite(position.latitude) &&
    Number.isFinite(position.longitude) &&
    Math.abs(position.latitude) <= 90 &&
    Math.abs(position.longitude) <= 180
  );
}

/** The PICKUP_POINT methods of the cart's shops: what pickup-points searches for. */
export function pickupMethodIds(methods: readonly DeliveryMethods[]): number[] {
  return methods.flatMap((shop) => {
    const method = shop.methods.PICKUP_POINT;
    return method ? [method.id] : [];
  });
}

/** Nearest first, whatever order they came in; points without a distance go last. */
export function nearestFirst(points: readonly PickupPoint[]): PickupPoint[] {
  return [...points].sort(
    (a, b) =>
      (a.distanceMeters ?? Number.POSITIVE_INFINITY) -
      (b.distanceMeters ?? Number.POSITIVE_INFINITY),
  );
}

/** "850 m", "2,4 km". */
export function formatDistance(meters: number, locale = 'pt-PT'): string {
  if (meters < 1000) return `${Math.round(meters)} m`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(meters / 1000)} km`;
}
