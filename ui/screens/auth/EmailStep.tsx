import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { SocialProvider } from '../../../api/social';
import {
  selectAuthError,
  selectCanRetry,
  selectFieldErrors,
  selectForm,
  selectIsBusy,
  selectSocialInProgress,
  selectSocialProviders,
} from '../../../machines/auth/auth.selectors';
import { AuthHeading, type StepProps } from './AuthScreen';
import {
  ActionButton,
  BusyStatus,
  RetryNotice,
  StepForm,
  SubmitButton,
  TextField,
  useFocusFirstInvalid,
  useFocusOnEnter,
  useFocusOnError,
} from './AuthParts';

const PROVIDER_NAMES: Record<SocialProvider, string> = {
  facebook: 'Facebook',
  google: 'Google',
  apple: 'Apple',
};

/**
 * The email-only entry (SPEC 2): the email decides between signing in and registering. Beside it
 * the social providers available here and, only where the context allows guests, a guest path.
 */
export function EmailStep({ actor, focusOnEnter }: StepProps) {
  const { t } = useLingui();
  const form = useSelector(actor, selectForm);
  const errors = useSelector(actor, selectFieldErrors);
  const error = useSelector(actor, selectAuthError);
  const canRetry = useSelector(actor, selectCanRetry);
  const busy = useSelector(actor, selectIsBusy);
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'email.submit' }));
  const providers = useSelector(actor, selectSocialProviders, sameList);
  const socialInProgress = useSelector(actor, selectSocialInProgress);
  const canContinueAsGuest = useSelector(actor, (snapshot) =>
    snapshot.can({ type: 'guest.start' }),
  );
  const canStart = useSelector(actor, (snapshot) =>
    Object.fromEntries(
      providers.map((provider) => [provider, snapshot.can({ type: 'social.start', provider })]),
    ),
  );
  useFocusOnEnter('email', focusOnEnter);
  useFocusFirstInvalid(errors, ['email']);
  useFocusOnError(error, 'email');

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <AuthHeading actor={actor} />
      <p>
        <Trans>Indique o seu email para entrar ou criar uma conta.</Trans>
      </p>
      {error && (
        <RetryNotice actor={actor} code={error} canRetry={canRetry} submit="email.submit" />
      )}
      <StepForm actor={actor} submit="email.submit" busy={busy}>
        <TextField
          actor={actor}
          field="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          label={<Trans>Email</Trans>}
          value={form.email}
          error={errors.email}
        />
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
                onClick={() => actor.send({ type: 'social.start', provider })}
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
          <ActionButton variant="secondary" onClick={() => actor.send({ type: 'guest.start' })}>
            <Trans>Continuar como convidado</Trans>
          </ActionButton>
        </div>
      )}
    </section>
  );
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);
