import { fromPromise, type ActorRefFrom } from 'xstate';
import type { resumeChart } from './chart';

/** The chart that settles what was under way when the page went (machines/resume/). */
export type ResumeChart = typeof resumeChart;
export type ResumeActor = ActorRefFrom<ResumeChart>;

/**
 * Its code loads only when the flow state holds a request on its way or a payment under way:
 * never with a first screen that has nothing to settle.
 */
export async function importResumeChart(): Promise<ResumeChart> {
  const { resumeChart } = await import('./chart');
  return resumeChart;
}

export const loadResumeChart = fromPromise<ResumeChart>(importResumeChart);
