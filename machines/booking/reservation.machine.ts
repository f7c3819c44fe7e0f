import { bookingSetup } from './booking.setup';
import { step, withDateChoice } from './booking.steps';

/**
 * Types 1 (confirmed) and 2 (awaits availability), and the merchant services booked from the
 * service list: a date and a time slot with room for the party, the number of people, sign in or
 * continue as a guest, the contact, a review, then the booking call. The middleware's answer
 * decides the outcome: `confirmed` at once (type 1), or `pendingConfirmation` until the merchant
 * confirms (type 2, and pending services).
 *
 *   choosing → identifying → describing → reviewing → confirming → confirmed | pendingConfirmation
 *                                                        ↘ failed (retry, same key)
 *                                                        ↘ choosing (date taken meanwhile)
 */
export const reservationMachine = bookingSetup.createMachine({
  ...withDateChoice('reservation', 'slot'),
  states: {
    ...step.toReview(),
    ...step.toConfirmedOrPending(),
  },
});
