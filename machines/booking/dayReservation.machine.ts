import { bookingSetup } from './booking.setup';
import { step, withDateChoice } from './booking.steps';

/**
 * Type 3: a day inside the campaign's fixed time window (campaignView startTime to endTime), no
 * hour to choose, and the number of people; then sign in or continue as a guest, the contact, a
 * review and the booking call, which sends the day as the booking's date. A day taken meanwhile
 * goes back to the day choice.
 *
 *   choosing (a day) → identifying → describing → reviewing → confirming → confirmed
 *                                                              ↘ failed | choosing (day taken)
 */
export const dayReservationMachine = bookingSetup.createMachine({
  ...withDateChoice('dayReservation', 'day'),
  states: {
    ...step.toReview(),
    ...step.toConfirmedOrPending(),
  },
});
