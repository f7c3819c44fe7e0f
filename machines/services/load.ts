import { fromPromise, type ActorRefFrom } from 'xstate';
import type { servicesMachine } from './services.machine';

/** The services chart (machines/services/services.machine.ts), as its code is loaded. */
export type ServicesChart = typeof servicesMachine;
export type ServicesActor = ActorRefFrom<ServicesChart>;

/**
 * The services chart's code, loaded when the service list opens: a campaign's first screen does
 * not carry it. The list's screen loads at the same time (ui/screens/WidgetScreen.tsx), and the
 * shop's answer is already on its way (machines/services/shop.ts), so opening at a shop waits for
 * no extra round trip.
 */
export async function importServicesChart(): Promise<ServicesChart> {
  const { servicesMachine } = await import('./services.machine');
  return servicesMachine;
}

export const loadServicesChart = fromPromise<ServicesChart>(importServicesChart);
