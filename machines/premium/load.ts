import { fromPromise, type ActorRefFrom } from 'xstate';
import type { premiumMachine } from './premium.machine';

/** The premium chart (machines/premium/premium.machine.ts), as its code is loaded. */
export type PremiumChart = typeof premiumMachine;
export type PremiumActor = ActorRefFrom<PremiumChart>;

/**
 * The premium membership (its chart, the sign-in and the payment chart), loaded when the Premium
 * view opens: never with the first screen. What it reports reaches the widget that spawned it.
 */
export async function importPremiumChart(): Promise<PremiumChart> {
  const { premiumChart } = await import('./chart');
  return premiumChart;
}

export const loadPremiumChart = fromPromise<PremiumChart>(importPremiumChart);
