/**
 * Idempotency keys that mean one thing (README "Once only"). A request that creates something
 * (a booking, an order, a payment) carries an `Idempotency-Key`; the middleware answers a
 * repeated key with the first result and creates nothing new. So a key must stand for exactly
 * one request content: the same content (a retry, a resend after a reload) keeps its key, and
 * any change (another time, more people, another contact) gives a new one.
 *
 * The key is `<seed>.<fingerprint>`: the seed is made once per flow (a booking, an order), the
 * fingerprint is a hash of the operation and its content (the body, keys in any order).
 */

/** A JSON text of the value with every object's keys sorted: equal content, equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // An object's keys are distinct strings: the default sort (by UTF-16 code units) orders them.
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A 53-bit hash of a text as 11 base-36 characters (cyrb53): not for secrets, only to tell
 * request contents apart; a collision would need two different bookings of one visitor's flow
 * to hash alike.
 */
export function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return hash.toString(36).padStart(11, '0');
}

/** The key of one request: the flow's seed and what is asked (`POST /bookings` and its body). */
export function idempotencyKeyFor(seed: string, operation: string, content: unknown): string {
  return `${seed}.${fingerprint(`${operation} ${canonicalJson(content)}`)}`;
}
