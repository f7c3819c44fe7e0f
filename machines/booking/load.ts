import { fromPromise } from 'xstate';
import { afterNextPaint } from '../../api/idle';
import { lazyChildFlow } from '../lazy/lazyChild';
import type { BookingCharts } from './charts';

let chartsArrived = false;

/**
 * The booking charts' code, loaded when a booking starts (machines/booking/charts.ts). The first
 * screen imports only this and the types: the charts, the date choice and luxon come later.
 */
export async function importBookingCharts(): Promise<BookingCharts> {
  const { bookingCharts } = await import('./charts');
  chartsArrived = true;
  return bookingCharts;
}

/**
 * The booking's start. Where its code has not arrived ahead (a click as soon as the campaign is
 * drawn), it is asked for once the date step's heading is painted: asking for the chunk and its
 * imports, then running them (luxon, the charts, the shop's time zone), would hold that paint.
 */
export const loadBookingCharts = fromPromise<BookingCharts>(async () => {
  if (!chartsArrived) await afterNextPaint();
  return importBookingCharts();
});

export type BookingChartName = keyof BookingCharts;
export type { BookingCharts };

/** A fresh start for a booking's Idempotency-Keys (machines/rules/idempotency.ts). */
export function newKeySeed(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * A state that runs a booking chart: its code loads (`loading`), then it runs as the child
 * `booking` (`running`) until it ends, back at `back`. A chart that cannot load (offline) goes
 * back too, with `assignChartLoadError`. The chart using it names the actions `startBooking`
 * (spawns the loaded chart as `booking`, its ref kept), `stopChart` and `assignChartLoadError`.
 */
export function bookingFlowState<const Back extends string>(chart: BookingChartName, back: Back) {
  return lazyChildFlow({
    id: 'booking',
    load: 'loadBookingCharts',
    start: {
      type: 'startBooking' as const,
      params: ({ event }: { event: { output: BookingCharts } }) => event.output[chart],
    },
    back,
  });
}
