import { fromPromise, type ActorRefFrom } from 'xstate';
import type { authMachine } from './auth.machine';

/** The sign-in chart (machines/auth/auth.machine.ts), as its code is loaded. */
export type AuthChart = typeof authMachine;
export type AuthActor = ActorRefFrom<AuthChart>;

/**
 * The sign-in chart's code, loaded when someone signs in (an external token at start, the
 * personal area). The first screen imports only this and the chart's types: the chart, its
 * validation rules and its error catalogue come later. A booking's charts import the sign-in
 * chart too, so prefetching them (machines/campaign/campaign.actors.ts) loads it ahead as well.
 */
export async function importAuthChart(): Promise<AuthChart> {
  const { authMachine } = await import('./auth.machine');
  return authMachine;
}

export const loadAuthChart = fromPromise<AuthChart>(importAuthChart);
