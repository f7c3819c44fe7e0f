/**
 * How durations are written (SPEC section 9): minutes up to 120, then hours and minutes. Apart
 * from ./format.ts: only the screens that show a duration (a booking's, a service's) load it.
 */

const MAX_DURATION_IN_MINUTES = 120;

/** "90 min", "120 min", then "2 h 30 min" or "3 h". A negative duration reads as "0 min". */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total <= MAX_DURATION_IN_MINUTES) return `${total} min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
