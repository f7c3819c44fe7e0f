import type { SnapshotFrom } from 'xstate';
import type { SocialProvider } from '../../api/parent/protocol';
import type { authMachine } from './auth.machine';
import {
  selectAuthError,
  selectAuthStep,
  selectCanRetry,
  selectCodeActor,
  selectCodeEmail,
  selectFieldErrors,
  selectForm,
  selectIsBusy,
  selectReason,
  selectSocialInProgress,
  selectSocialProviders,
} from './auth.selectors';
import type { AuthEvent, AuthTextField } from './auth.types';
import { byIdentity } from '../byIdentity';

/**
 * The sign-in screens' view (ui/screens/auth/*): the step shown, what was typed and what broke,
 * whether a call is under way, what the chart would take now, and the ways on.
 */
export function connectAuth(
  snapshot: SnapshotFrom<typeof authMachine>,
  send: (event: AuthEvent) => void,
) {
  const fieldErrors = selectFieldErrors(snapshot);
  const socialProviders = selectSocialProviders(snapshot);
  return {
    step: selectAuthStep(snapshot),
    reason: selectReason(snapshot),
    form: selectForm(snapshot),
    fieldErrors,
    /** Each assignment of the field errors, even one that reads as the last (a new refusal). */
    fieldErrorsShown: byIdentity(fieldErrors),
    error: selectAuthError(snapshot),
    canRetry: selectCanRetry(snapshot),
    busy: selectIsBusy(snapshot),
    socialProviders,
    socialInProgress: selectSocialInProgress(snapshot),
    /** The one-time code chart of the step shown, for its own screen. */
    code: selectCodeActor(snapshot),
    codeEmail: selectCodeEmail(snapshot),
    canSubmitEmail: snapshot.can({ type: 'email.submit' }),
    canSubmitPassword: snapshot.can({ type: 'password.submit' }),
    canForgetPassword: snapshot.can({ type: 'password.forgot' }),
    canSubmitForgot: snapshot.can({ type: 'forgot.submit' }),
    canSubmitRegister: snapshot.can({ type: 'register.submit' }),
    canSignIn: snapshot.can({ type: 'login.start' }),
    canContinueAsGuest: snapshot.can({ type: 'guest.start' }),
    canSubmitGuest: snapshot.can({ type: 'guest.submit' }),
    canSubmitMobile: snapshot.can({ type: 'mobile.submit' }),
    canEditNumber: snapshot.can({ type: 'mobile.edit' }),
    canGoBack: snapshot.can({ type: 'auth.back' }),
    canStartSocial: Object.fromEntries(
      socialProviders.map((provider) => [
        provider,
        snapshot.can({ type: 'social.start', provider }),
      ]),
    ) as Partial<Record<SocialProvider, boolean>>,
    change: (field: AuthTextField, value: string) => send({ type: 'form.change', field, value }),
    acceptPrivacy: (accepted: boolean) => send({ type: 'privacy.change', accepted }),
    submitEmail: () => send({ type: 'email.submit' }),
    submitPassword: () => send({ type: 'password.submit' }),
    forgetPassword: () => send({ type: 'password.forgot' }),
    submitForgot: () => send({ type: 'forgot.submit' }),
    submitRegister: () => send({ type: 'register.submit' }),
    signIn: () => send({ type: 'login.start' }),
    continueAsGuest: () => send({ type: 'guest.start' }),
    submitGuest: () => send({ type: 'guest.submit' }),
    startSocial: (provider: SocialProvider) => send({ type: 'social.start', provider }),
    submitMobile: () => send({ type: 'mobile.submit' }),
    editNumber: () => send({ type: 'mobile.edit' }),
    retryProfile: () => send({ type: 'profile.retry' }),
    back: () => send({ type: 'auth.back' }),
  };
}
