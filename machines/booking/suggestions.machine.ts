import { bookingSetup } from './booking.setup';
import { step, withDateChoice } from './booking.steps';

/**
 * Type 6: the visitor suggests several date-times (at least 3, one at least 24 hours from now, at
 * most the schedule's maximum, 5 unless it says otherwise; one more is refused with the message
 * to remove one first: the date choice's rules), then signs in or continues as a guest, gives the
 * contact and sends the suggestions. The merchant confirms one later, by SMS and email: the
 * booking always ends in `suggestionsSent`, never confirmed at once.
 *
 *   choosing (3 to 5 date-times) → identifying → describing → reviewing → confirming
 *     → suggestionsSent | failed | choosing (a date taken meanwhile)
 */
export const suggestionsMachine = bookingSetup.createMachine({
  ...withDateChoice('suggestions', 'several'),
  states: {
    ...step.toReview(),
    confirming: step.confirming([{ target: 'suggestionsSent' }], { dateTaken: 'backToChoosing' }),
    unconfirmed: step.unconfirmed([{ target: 'suggestionsSent' }]),
    failed: step.failed(),
    suggestionsSent: step.succeeded('suggestionsSent'),
    closed: step.closed(),
  },
});
