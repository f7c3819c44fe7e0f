import type { PendingRequest } from '../../domain/pendingRequest';

/**
 * Ana's booking of campaign 108 on its way when the page went (a reload): looked up in her
 * bookings (she is signed in again from her login cookies), never sent again.
 */
export const pendingBooking = {
  kind: 'booking',
  operation: 'POST /client/book/book/{userId}',
  params: { path: { userId: 1001 } },
  body: { campaignId: 108, numberOfPeople: 2, date: '2026-03-04T19:00:00.000Z' },
  key: 'story-key.0123456789a',
  title: 'Copo de boas-vindas no jantar',
  requestedAtMs: Date.parse('2026-03-03T09:00:00.000Z'),
  requester: { kind: 'user', userId: 1001 },
  campaignId: 108,
  shopId: 11,
} satisfies PendingRequest;

/** Ana's session, from her login cookies. */
export const ANA_SESSION = { userId: 1001, token: 'tok-ana' };
