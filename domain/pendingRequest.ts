import * as v from 'valibot';

/**
 * A request that creates something (a booking, an order, a payment), kept in the flow state from
 * just before it is sent until its answer is known, so that a reload, a "back" or a lost answer
 * never makes it twice: on the next start the widget sends it again, with the same key, before
 * offering anything else, and the middleware answers what the first one made (README "Once
 * only"). It holds what the call needs except secrets: the token comes from the login again.
 */
const scalar = v.union([v.string(), v.number(), v.boolean()]);

export const pendingRequestSchema = v.object({
  /** What it makes, for the screen that shows its outcome. */
  kind: v.picklist(['booking']),
  /** `METHOD /path/template`, as in api/openapi.yaml. */
  operation: v.string(),
  params: v.object({
    path: v.optional(v.record(v.string(), scalar)),
    query: v.optional(v.record(v.string(), scalar)),
  }),
  body: v.unknown(),
  /** The Idempotency-Key it was sent with (machines/rules/idempotency.ts). */
  key: v.pipe(v.string(), v.minLength(1)),
  /** What the visitor knows it by (a campaign's title, a service's name). */
  title: v.string(),
});

export type PendingRequest = v.InferOutput<typeof pendingRequestSchema>;
