import * as v from 'valibot';

/**
 * A request that creates something (a booking, an order), kept in the flow state from just
 * before it is sent until its answer is known, so that a reload, a "back" or a lost answer never
 * makes it twice: on the next start the widget looks up what it made (a signed-in user's
 * bookings), never sends it again, and says plainly where it cannot be looked up (a guest's:
 * SPEC 7 has no call that lists it). README "Once only" and "Money safety". It holds what the
 * lookup needs except secrets: the token comes from the login again.
 *
 * Every field added after the first version is optional, so a state stored before still reads.
 */
const scalar = v.union([v.string(), v.number(), v.boolean()]);

/** An order the answer named (made): a reload shows it (its payment, or sent to the merchant). */
const madeOrderSchema = v.object({
  orderCode: v.pipe(v.string(), v.minLength(1)),
  status: v.picklist(['awaiting_payment', 'awaiting_confirmation', 'confirmed']),
  total: v.pipe(v.number(), v.minValue(0)),
});

export const pendingRequestSchema = v.object({
  /** What it makes, for the screen that shows its outcome. */
  kind: v.picklist(['booking', 'order']),
  /** `METHOD /path/template`, as in api/openapi.yaml. */
  operation: v.string(),
  params: v.object({
    path: v.optional(v.record(v.string(), scalar)),
    query: v.optional(v.record(v.string(), scalar)),
  }),
  body: v.unknown(),
  /** The Idempotency-Key it was sent with (machines/rules/idempotency.ts). */
  key: v.pipe(v.string(), v.minLength(1)),
  /** What the visitor knows it by (a campaign's title, a service's name, a shop's name). */
  title: v.string(),
  /**
   * When it went out (epoch ms, the widget's clock api/clock.ts): what it made is looked up
   * among what was made since (less the clocks' skew). Absent in a state stored before: then
   * anything of that content in the newest page counts.
   */
  requestedAtMs: v.optional(v.number()),
  /** Who sent it: a user by id (never the token), or a guest. Absent before: read from the call. */
  requester: v.optional(
    v.variant('kind', [
      v.object({ kind: v.literal('user'), userId: v.number() }),
      v.object({ kind: v.literal('guest') }),
    ]),
  ),
  campaignId: v.optional(v.nullable(v.number())),
  shopId: v.optional(v.nullable(v.number())),
  /** An order whose answer named it: known made, so shown at once after a reload, not looked up. */
  made: v.optional(madeOrderSchema),
});

export type PendingRequest = v.InferOutput<typeof pendingRequestSchema>;
export type MadeOrder = v.InferOutput<typeof madeOrderSchema>;

/** Who sent a pending request: kept with it, or, in a state stored before, told by its call. */
export function requesterOf(
  pending: PendingRequest,
): { kind: 'user'; userId: number | null } | { kind: 'guest' } {
  if (pending.requester) return pending.requester;
  if (pending.operation.endsWith('/guest')) return { kind: 'guest' };
  const userId = pending.params.path?.userId;
  return { kind: 'user', userId: typeof userId === 'number' ? userId : null };
}
