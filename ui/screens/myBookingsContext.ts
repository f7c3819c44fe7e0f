import type { MyBookingsActor } from '../../machines/myBookings/load';
import { createFlowContext } from '../flowContext';

/** The bookings list's actor for the parts of the list (MyBookingsList puts it there). */
export const [MyBookingsProvider, useMyBookingsActor] =
  createFlowContext<MyBookingsActor>('my bookings');
