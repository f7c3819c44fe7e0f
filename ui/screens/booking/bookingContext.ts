import type { BookingActor } from '../../../machines/booking/booking.selectors';
import { createFlowContext } from '../../flowContext';

/** The booking's actor for the parts of its screen (BookingScreen puts it there). */
export const [BookingProvider, useBookingActor] = createFlowContext<BookingActor>('booking');
