import { DEFAULT_SHOP_ZONE } from './format';

/**
 * The time zone a shop's dates are read in: its `timezone` (SPEC 3, Shop) when it is an IANA
 * zone the time zone database knows (`Europe/Lisbon`, `Atlantic/Azores`), else the default,
 * Europe/Lisbon. Days offered, slots, lead times and every date or time shown follow it.
 */
export function shopZone(shop: { timezone?: string | null } | null | undefined): string {
  const stated = shop?.timezone?.trim();
  return stated && isTimeZone(stated) ? stated : DEFAULT_SHOP_ZONE;
}

// An IANA name ("Atlantic/Azores", "UTC", "Etc/GMT+1"), never an offset ("+01:00"), which some
// engines now take as a zone too.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;
const known = new Map<string, boolean>();

/**
 * An IANA zone name the time zone database knows: the test luxon makes (IANAZone.isValidZone,
 * through Intl), kept here without luxon so the first screen need not load it. Remembered per
 * name.
 */
export function isTimeZone(name: string): boolean {
  let valid = known.get(name);
  if (valid === undefined) {
    valid = ZONE_NAME.test(name) && acceptedByIntl(name);
    if (known.size > 100) known.clear();
    known.set(name, valid);
  }
  return valid;
}

function acceptedByIntl(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name }).format();
    return true;
  } catch {
    return false;
  }
}
