import { Trans, useLingui } from '@lingui/react/macro';
import type { SocialProvider } from '../../../api/social';
import { connectAuth } from '../../../machines/auth/auth.connect';
import { useConnect } from '../../connect';
import { AuthHeading, type StepProps } from './AuthScreen';
import {
  ActionButton,
  BusyStatus,
  RetryNotice,
  StepForm,
  SubmitButton,
  EmailField,
  useFocusFirstInvalid,
  useFocusOnEnter,
  useFocusOnError,
} from './AuthParts';
import { useAuthActor } from './authContext';

const PROVIDER_NAMES: Record<SocialProvider, string> = {
  facebook: 'Facebook',
  google: 'Google',
  apple: 'Apple',
};

/**
 * The email-only entry (SPEC 2): the email decides between signing in and registering. Beside it
 * the social providers available here and, only where the context allows guests, a guest path.
 */
export function EmailStep({ focusOnEnter }: StepProps) {
  const { t } = useLingui();
  const {
    form,
    fieldErrors: errors,
    fieldErrorsShown,
    error,
    canRetry,
    busy,
    canSubmitEmail: canSubmit,
    socialProviders: providers,
    socialInProgress,
    canContinueAsGuest,
    canStartSocial: canStart,
    change,
    submitEmail,
    startSocial,
    continueAsGuest,
  } = useConnect(useAuthActor(), connectAuth);
  useFocusOnEnter('email', focusOnEnter);
  useFocusFirstInvalid(errors, fieldErrorsShown, ['email']);
  useFocusOnError(error, 'email');

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <AuthHeading />
      <p>
        <Trans>Indique o seu email para entrar ou criar uma conta.</Trans>
      </p>
      {error && <RetryNotice code={error} canRetry={canRetry} submit={submitEmail} />}
      <StepForm submit={submitEmail} busy={busy}>
        <EmailField change={change} value={form.email} error={errors.email} />
        <SubmitButton
          busy={busy && !socialInProgress}
          enabled={canSubmit}
          busyLabel={t`A verificar…`}
        >
          <Trans>Continuar</Trans>
        </SubmitButton>
        <BusyStatus busy={busy}>
          <Trans>A verificar…</Trans>
        </BusyStatus>
      </StepForm>
      {providers.length > 0 && (
        <div className="auth__social" role="group" aria-labelledby="auth-social-title">
          <p id="auth-social-title" className="auth__divider">
            <Trans>Ou continue com</Trans>
          </p>
          {providers.map((provider) => {
            const name = PROVIDER_NAMES[provider];
            return (
              <ActionButton
                key={provider}
                variant="secondary"
                enabled={canStart[provider] ?? false}
                onClick={() => startSocial(provider)}
              >
                {socialInProgress === provider ? (
                  <Trans>A ligar a {name}…</Trans>
                ) : (
                  <Trans>Continuar com {name}</Trans>
                )}
              </ActionButton>
            );
          })}
        </div>
      )}
      {canContinueAsGuest && (
        <div className="auth__guest">
          <ActionButton variant="secondary" onClick={continueAsGuest}>
            <Trans>Continuar como convidado</Trans>
          </ActionButton>
        </div>
      )}
    </section>
  );
}
