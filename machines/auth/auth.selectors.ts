import type { SnapshotFrom } from 'xstate';
import { SOCIAL_PROVIDERS } from '../../api/parent/constants';
import type { SocialProvider } from '../../api/parent/protocol';
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
    snapshot.matches({ verifyingMobile: { enteringNumber: 'validating' } })
  );
}

/** The one-time code chart of the step shown (the email's or the mobile's), while it runs. */
export const selectCodeActor = (snapshot: AuthSnapshot) =>
  snapshot.children.emailCode ?? snapshot.children.mobileCode;

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
