import { fromPromise } from 'xstate';
import type { PhoneCheck } from '../rules/authValidation';

/**
 * The phone rules and their library (machines/rules/phone.ts), in a chunk of their own: about
 * 17 KiB gzip, too much for the first screen, so they are only ever imported from here, at run
 * time.
 */
const loadPhoneRules = () => import('../rules/phone');

/** The phone rules (SPEC 5), loaded with their library the first time they are needed. */
export const checkPhone = fromPromise<PhoneCheck, { prefix: string; phone: string }>(
  async ({ input }) => (await loadPhoneRules()).checkPhone(input.prefix, input.phone),
);

/** Starts loading the phone rules as soon as a form with a phone opens (an entry action). */
export function prefetchPhoneRules(): void {
  void loadPhoneRules().catch(() => undefined);
}

/**
 * The phone check a transition follows (`xstate.done.actor.checkPhone`), or null after any other
 * event: and() passes guards the event, not params, so guards read the answer from it.
 */
export function phoneCheckIn(event: { type: string }): PhoneCheck | null {
  return event.type === 'xstate.done.actor.checkPhone'
    ? (event as unknown as { output: PhoneCheck }).output
    : null;
}
