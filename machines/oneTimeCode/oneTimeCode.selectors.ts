import type { SnapshotFrom } from 'xstate';
import { RESEND_CODE_COOLDOWN_MS } from '../../domain/constants';
import { isRetryableAuthError } from '../auth/authErrors';
import type { oneTimeCodeMachine } from './oneTimeCode.machine';

type CodeSnapshot = SnapshotFrom<typeof oneTimeCodeMachine>;

export const selectCode = (snapshot: CodeSnapshot) => snapshot.context.code;
export const selectCodeFieldErrors = (snapshot: CodeSnapshot) => snapshot.context.fieldErrors;
export const selectCodeError = (snapshot: CodeSnapshot) => snapshot.context.error;

/** The last failure was a fault, so the check is offered again as a retry. */
export const selectCanRetryCode = (snapshot: CodeSnapshot) =>
  isRetryableAuthError(snapshot.context.error);

/** The code is being checked: its form stays, its submit waits. */
export const selectIsCheckingCode = (snapshot: CodeSnapshot) =>
  snapshot.matches({ verifying: { code: 'checking' } });

/** A code is being sent (the resend button says so). */
export const selectIsSendingCode = (snapshot: CodeSnapshot) =>
  snapshot.matches({ verifying: { resend: 'sending' } });

/** The resend is cooling down: "send a new code" waits. */
export const selectIsResendCoolingDown = (snapshot: CodeSnapshot) =>
  snapshot.matches({ verifying: { resend: 'coolingDown' } });

/** When the last code went out (the widget's clock), or null before one. */
export const selectCodeSentAt = (snapshot: CodeSnapshot) => snapshot.context.codeSentAt;

/** The code on screen is one the visitor asked for again ("send a new code"). */
export const selectCodeResent = (snapshot: CodeSnapshot) => snapshot.context.codeResent;

/** When the resend's cool-down ends (epoch ms, the widget's clock), or null before a code. */
export function resendDeadline(sentAt: number | null): number | null {
  return sentAt === null ? null : sentAt + RESEND_CODE_COOLDOWN_MS;
}

/**
 * Whole seconds of the cool-down still to wait, from the milliseconds left (null: the whole
 * cool-down, no code's time known): never more than the cool-down, never under 1 while the chart
 * still waits (its timer decides when it ends, this only says how long it is).
 */
export function resendSecondsLeft(msLeft: number | null): number {
  const total = Math.ceil(RESEND_CODE_COOLDOWN_MS / 1000);
  if (msLeft === null) return total;
  return Math.min(total, Math.max(1, Math.ceil(msLeft / 1000)));
}
