/**
 * Where the visitor is, for the pickup point search (SPEC 2 "Pickup point search and selection",
 * SPEC 7 pickup-points by latitude and longitude). Inside a parent window the parent is asked
 * (SPEC 7's "get location" message); alone, the browser's geolocation, if the visitor allows it.
 * ui/shell.ts configures the parent's way once the bridge exists.
 */
export interface Position {
  latitude: number;
  longitude: number;
}

/** The same limit as the middleware's calls (SPEC 9): the visitor is never left waiting. */
const LOCATE_TIMEOUT_MS = 40_000;

let parentLocate: (() => Promise<Position>) | null = null;

export function configureLocation(options: { parent: (() => Promise<Position>) | null }): void {
  parentLocate = options.parent;
}

export function currentPosition(): Promise<Position> {
  if (parentLocate) return parentLocate();
  return new Promise<Position>((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new Error('No position: neither a parent window nor the browser gives one.'));
      return;
    }
    geolocation.getCurrentPosition(
      (found) => resolve({ latitude: found.coords.latitude, longitude: found.coords.longitude }),
      (error) => reject(new Error(error.message)),
      { timeout: LOCATE_TIMEOUT_MS },
    );
  });
}
