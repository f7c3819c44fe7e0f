import type { SnapshotFrom } from 'xstate';
import { RESEND_CODE_COOLDOWN_MS } from '../../domain/constants';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../api/parent/protocol';
import { isRetryableAuthError } from './authErrors';
import type { authMachine } from './auth.machine';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/**
 * The screen the auth chart shows: one per step of SPEC 2 (email-only entry, login, register,
 * forgot password, one-time codes), the same screen staying while its call is under way.
 */
export type AuthStep =
  | 'email'
  | 'password'
  | 'forgotPassword'
  | 'forgotPasswordSent'
  | 'register'
  | 'guest'
  | 'verifyEmail'
  | 'mobileNumber'
  | 'verifyMobile'
  | 'loading'
  | 'loadFailed'
  | 'signedIn'
  | 'continuedAsGuest'
  | 'externalSignInFailed';

export function selectAuthStep(snapshot: AuthSnapshot): AuthStep {
  if (snapshot.matches('enteringEmail') || snapshot.matches('checkingEmail')) return 'email';
  if (snapshot.matches('signingInSocially')) return 'email';
  if (snapshot.matches('enteringPassword') || snapshot.matches('signingIn')) return 'password';
  if (snapshot.matches({ forgotPassword: 'sent' })) return 'forgotPasswordSent';
  if (snapshot.matches('forgotPassword')) return 'forgotPassword';
  if (snapshot.matches('registering') || snapshot.matches('signingUp')) return 'register';
  if (snapshot.matches('enteringGuestDetails')) return 'guest';
  if (snapshot.matches('verifyingEmail')) return 'verifyEmail';
  if (snapshot.matches({ verifyingMobile: 'enteringNumber' })) return 'mobileNumber';
  if (snapshot.matches('verifyingMobile')) return 'verifyMobile';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  // The ends: a parent chart moves on at once, so these are seen only on their own.
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('continuedAsGuest')) return 'continuedAsGuest';
  if (snapshot.matches('externalSignInFailed')) return 'externalSignInFailed';
  return 'loading';
}

/** A call of the current step is under way: its form stays, its submit waits. */
export function selectIsBusy(snapshot: AuthSnapshot): boolean {
  return (
    snapshot.matches('checkingEmail') ||
    snapshot.matches('signingInSocially') ||
    snapshot.matches('signingIn') ||
    snapshot.matches({ forgotPassword: 'sending' }) ||
    snapshot.matches({ registering: 'validating' }) ||
    snapshot.matches('signingUp') ||
    snapshot.matches({ enteringGuestDetails: 'validating' }) ||
    snapshot.matches({ verifyingEmail: { code: 'checking' } }) ||
    snapshot.matches({ verifyingMobile: { enteringNumber: 'validating' } }) ||
    snapshot.matches({ verifyingMobile: { confirming: { code: 'checking' } } })
  );
}

/** A new code is being sent (the resend button says so). */
export const selectIsSendingCode = (snapshot: AuthSnapshot) =>
  snapshot.matches({ verifyingEmail: { resend: 'sending' } }) ||
  snapshot.matches({ verifyingMobile: { confirming: { resend: 'sending' } } });

/** The provider whose sign-in is under way, for its button's busy label. */
export const selectSocialInProgress = (snapshot: AuthSnapshot): SocialProvider | null =>
  snapshot.matches('signingInSocially') ? snapshot.context.socialProvider : null;

/** The providers the chart would start now (known, available here). */
export function selectSocialProviders(snapshot: AuthSnapshot): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) =>
    (snapshot.context.socialProviders ?? []).includes(provider),
  );
}

export const selectForm = (snapshot: AuthSnapshot) => snapshot.context.form;
export const selectFieldErrors = (snapshot: AuthSnapshot) => snapshot.context.fieldErrors;
export const selectAuthError = (snapshot: AuthSnapshot) => snapshot.context.error;
export const selectReason = (snapshot: AuthSnapshot) => snapshot.context.reason;
/** Where the email code went: the account's email, else the one typed. */
export const selectCodeEmail = (snapshot: AuthSnapshot) =>
  snapshot.context.user?.email ?? snapshot.context.form.email.trim();

/** The last failure was a fault, so the step's own submit is offered again as a retry. */
export const selectCanRetry = (snapshot: AuthSnapshot) =>
  isRetryableAuthError(snapshot.context.error);

/** The resend of a one-time code is cooling down: "send a new code" waits. */
export const selectIsResendCoolingDown = (snapshot: AuthSnapshot) =>
  snapshot.matches({ verifyingEmail: { resend: 'coolingDown' } }) ||
  snapshot.matches({ verifyingMobile: { confirming: { resend: 'coolingDown' } } });

/** When the last code went out (the widget's clock), or null before one. */
export const selectCodeSentAt = (snapshot: AuthSnapshot) => snapshot.context.codeSentAt;

/** The code on screen is one the visitor asked for again ("send a new code"). */
export const selectCodeResent = (snapshot: AuthSnapshot) => snapshot.context.codeResent;

/**
 * Whole seconds left of the resend's cool-down at `now`, counted from when the code went out:
 * never more than the cool-down, never under 1 while the chart still waits (its timer decides
 * when it ends, this only says how long it is).
 */
export function resendSecondsLeft(sentAt: number | null, now: number): number {
  const total = Math.ceil(RESEND_CODE_COOLDOWN_MS / 1000);
  if (sentAt === null) return total;
  const left = Math.ceil((sentAt + RESEND_CODE_COOLDOWN_MS - now) / 1000);
  return Math.min(total, Math.max(1, left));
}
