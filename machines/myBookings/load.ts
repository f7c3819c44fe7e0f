import { fromPromise, type ActorRefFrom } from 'xstate';
import type { myBookingsMachine } from './myBookings.machine';

/** The personal area's list chart (machines/myBookings/myBookings.machine.ts), once loaded. */
export type MyBookingsChart = typeof myBookingsMachine;
export type MyBookingsActor = ActorRefFrom<MyBookingsChart>;

/**
 * The list of the signed-in user's bookings, loaded when the personal area shows a user: never
 * with the first screen.
 */
export async function importMyBookingsChart(): Promise<MyBookingsChart> {
  const { myBookingsMachine } = await import('./myBookings.machine');
  return myBookingsMachine;
}

export const loadMyBookingsChart = fromPromise<MyBookingsChart>(importMyBookingsChart);
