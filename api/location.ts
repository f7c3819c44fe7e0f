/**
 * Where the visitor is, for the pickup point search (SPEC 2 "Pickup point search and selection",
 * SPEC 7 pickup-points by latitude and longitude). Inside a parent window the parent is asked
 * (SPEC 7's "get location" message); alone, the browser's geolocation, if the visitor allows it
 * (api/currentPosition.ts, which loads with the delivery, not the first screen). ui/shell.ts
 * configures the parent's way once the bridge exists.
 */
export interface Position {
  latitude: number;
  longitude: number;
}

let parentLocate: (() => Promise<Position>) | null = null;

export function configureLocation(options: { parent: (() => Promise<Position>) | null }): void {
  parentLocate = options.parent;
}

/** The parent window's way to tell where the visitor is, when there is one. */
export const parentLocation = (): (() => Promise<Position>) | null => parentLocate;
