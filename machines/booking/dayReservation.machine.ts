import { initialBookingContext } from './booking.inputs';
import { bookingOutput, bookingSetup } from './booking.setup';
import { confirmedOrPending, step } from './booking.steps';

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
  id: 'dayReservation',
  context: ({ input }) => initialBookingContext(input, 'day'),
  initial: 'choosing',
  states: {
    choosing: step.choosing(),
    identifying: step.identifying('choosing'),
    describing: step.describing('choosing'),
    reviewing: step.reviewing({ canChangeDate: true }),
    confirming: step.confirming(confirmedOrPending, { dateTaken: 'backToChoosing' }),
    unconfirmed: step.unconfirmed(confirmedOrPending),
    failed: step.failed(),
    confirmed: step.succeeded('confirmed'),
    // The middleware may still answer that the merchant confirms later.
    pendingConfirmation: step.succeeded('pendingConfirmation'),
    closed: step.closed(),
  },
  output: bookingOutput,
});
