import { initialBookingContext } from './booking.inputs';
import { bookingOutput, bookingSetup } from './booking.setup';
import { step } from './booking.steps';

/**
 * Type 5: a digital coupon. No date is chosen: the visitor signs in or continues as a guest,
 * gives the contact and gets the coupon (the booking call with no date). The success shows its
 * activation code and QR code, and says the visit is scheduled later with the merchant, by phone
 * or contact.
 *
 *   identifying → describing → reviewing → confirming → couponIssued | failed
 */
export const couponMachine = bookingSetup.createMachine({
  id: 'coupon',
  context: ({ input }) => initialBookingContext(input, 'none'),
  initial: 'identifying',
  states: {
    identifying: step.identifying('closed'),
    describing: step.describing('closed'),
    reviewing: step.reviewing({ canChangeDate: false }),
    // No date is taken: a refusal of any kind is a failure to show.
    confirming: step.confirming([{ target: 'couponIssued' }]),
    unconfirmed: step.unconfirmed([{ target: 'couponIssued' }], { lookup: false }),
    failed: step.failed(),
    couponIssued: step.succeeded('couponIssued'),
    closed: step.closed(),
  },
  output: bookingOutput,
});
