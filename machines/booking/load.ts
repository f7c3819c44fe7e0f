import { fromPromise, type AnyStateMachine } from 'xstate';
import type { BookingInput } from './booking.types';
import type { BookingCharts } from './charts';

/**
 * The booking charts' code, loaded when a booking starts (machines/booking/charts.ts). The first
 * screen imports only this and the types: the charts, the date choice and luxon come later.
 */
export async function importBookingCharts(): Promise<BookingCharts> {
  const { bookingCharts } = await import('./charts');
  return bookingCharts;
}

export const loadBookingCharts = fromPromise<BookingCharts>(importBookingCharts);

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
 * (spawns the loaded chart as `booking`), `stopBooking` and `assignChartLoadError`.
 */
export function bookingFlowState<Back extends string>(chart: BookingChartName, back: Back) {
  return {
    initial: 'loading' as const,
    exit: 'stopBooking' as const,
    states: {
      loading: {
        invoke: {
          id: 'loadBookingCharts' as const,
          src: 'loadBookingCharts' as const,
          onDone: {
            target: 'running' as const,
            actions: {
              type: 'startBooking' as const,
              params: ({ event }: { event: { output: BookingCharts } }) =>
                event.output[chart] as AnyStateMachine,
            },
          },
          onError: { target: back, actions: 'assignChartLoadError' as const },
        },
      },
      running: {
        on: { 'xstate.done.actor.booking': back },
      },
    },
  };
}

/**
 * Spawns a booking chart loaded at run time as the child `booking`. Such a chart is no actor of
 * the spawning chart's setup, so XState's types do not let it be named: the name is what the
 * charts' `xstate.done.actor.booking` transitions and the screens rely on.
 */
export function spawnBooking(
  spawn: unknown,
  chart: AnyStateMachine,
  options: { id: 'booking'; input: BookingInput },
): void {
  (spawn as (logic: AnyStateMachine, options: { id: string; input: BookingInput }) => unknown)(
    chart,
    options,
  );
}
