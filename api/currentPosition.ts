import { parentLocation, type Position } from './location';

/** The same limit as the middleware's calls (SPEC 9): the visitor is never left waiting. */
const LOCATE_TIMEOUT_MS = 40_000;

/** Where the visitor is: the parent window's answer, else the browser's geolocation. */
export function currentPosition(): Promise<Position> {
  const parentLocate = parentLocation();
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
