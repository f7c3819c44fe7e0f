import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { connectAuth } from '../../../machines/auth/auth.connect';
import { useConnect } from '../../connect';
import { AuthHeading, type StepProps } from './AuthScreen';
import {
  ActionButton,
  AuthNotice,
  BusyStatus,
  RetryNotice,
  StepForm,
  SubmitButton,
  EmailField,
  TextField,
  useFocusFirstInvalid,
  useFocusOnEnter,
  useFocusOnError,
} from './AuthParts';
import { StepHeading } from '../../components/StepHeading';
import { asText } from '../../asText';
import { useAuthActor } from './authContext';

/** A registered email: its password, or the ways on (forgot it, another email). */
export function PasswordStep({ focusOnEnter }: StepProps) {
  const { t } = useLingui();
  const {
    form,
    fieldErrors: errors,
    fieldErrorsShown,
    error,
    canRetry,
    busy,
    canSubmitPassword: canSubmit,
    canForgetPassword: canForget,
    canGoBack,
    change,
    submitPassword,
    forgetPassword,
    back,
  } = useConnect(useAuthActor(), connectAuth);
  const typedEmail = form.email.trim();
  const email = asText(typedEmail);
  useFocusOnEnter('password', focusOnEnter);
  useFocusFirstInvalid(errors, fieldErrorsShown, ['password']);
  useFocusOnError(error, 'password');

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <AuthHeading />
      <p className="auth__who">
        <span>
          <Trans>
            Entrar como <strong>{email}</strong>
          </Trans>
        </span>
        <ActionButton stepBack enabled={canGoBack} onClick={back}>
          <Trans>Usar outro email</Trans>
        </ActionButton>
      </p>
      {error && (
        <AuthNotice code={error} isFault={canRetry}>
          <div className="auth__actions">
            {canRetry && (
              <ActionButton variant="secondary" onClick={submitPassword}>
                <Trans>Tentar novamente</Trans>
              </ActionButton>
            )}
            {error === 'wrongCredentials' && (
              <ActionButton enabled={canForget} onClick={forgetPassword}>
                <Trans>Recuperar a palavra-passe</Trans>
              </ActionButton>
            )}
          </div>
        </AuthNotice>
      )}
      <StepForm submit={submitPassword} busy={busy}>
        {/* For password managers: the account this password belongs to. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={typedEmail}
          readOnly
          hidden
        />
        <TextField
          change={change}
          field="password"
          type="password"
          autoComplete="current-password"
          label={<Trans>Palavra-passe</Trans>}
          value={form.password}
          error={errors.password}
        />
        <SubmitButton busy={busy} enabled={canSubmit} busyLabel={t`A entrar…`}>
          <Trans>Entrar</Trans>
        </SubmitButton>
        <BusyStatus busy={busy}>
          <Trans>A entrar…</Trans>
        </BusyStatus>
      </StepForm>
      <ActionButton enabled={canForget} onClick={forgetPassword}>
        <Trans>Esqueceu-se da palavra-passe?</Trans>
      </ActionButton>
    </section>
  );
}

/** Forgot password: the email to send the reset link to. */
export function ForgotPasswordStep({ focusOnEnter }: StepProps) {
  const { t } = useLingui();
  const {
    form,
    fieldErrors: errors,
    fieldErrorsShown,
    error,
    canRetry,
    busy,
    canSubmitForgot: canSubmit,
    change,
    submitForgot,
    back,
  } = useConnect(useAuthActor(), connectAuth);
  useFocusOnEnter('email', focusOnEnter);
  useFocusFirstInvalid(errors, fieldErrorsShown, ['email']);
  useFocusOnError(error, 'email');

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <StepHeading id="auth-title" className="auth__title">
        <Trans>Recuperar a palavra-passe</Trans>
      </StepHeading>
      <p>
        <Trans>Enviamos-lhe por email um link para definir uma nova palavra-passe.</Trans>
      </p>
      {error && <RetryNotice code={error} canRetry={canRetry} submit={submitForgot} />}
      <StepForm submit={submitForgot} busy={busy}>
        <EmailField change={change} value={form.email} error={errors.email} />
        <SubmitButton busy={busy} enabled={canSubmit} busyLabel={t`A enviar…`}>
          <Trans>Enviar link</Trans>
        </SubmitButton>
        <BusyStatus busy={busy}>
          <Trans>A enviar…</Trans>
        </BusyStatus>
      </StepForm>
      <ActionButton stepBack onClick={back}>
        <Trans>Voltar ao início de sessão</Trans>
      </ActionButton>
    </section>
  );
}

/** The confirmation: the link is on its way. */
export function ForgotPasswordSentStep({ focusOnEnter }: StepProps) {
  const { form } = useConnect(useAuthActor(), connectAuth);
  const typedEmail = form.email.trim();
  const email = asText(typedEmail);
  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <StepHeading id="auth-title" className="auth__title">
        <Trans>Verifique o seu email</Trans>
      </StepHeading>
      <p role="status">
        <Trans>
          Se existir uma conta com <strong>{email}</strong>, enviámos um link para definir uma nova
          palavra-passe. Pode demorar alguns minutos a chegar.
        </Trans>
      </p>
      <BackToSignIn focusOnEnter={focusOnEnter} />
    </section>
  );
}

function BackToSignIn({ focusOnEnter }: StepProps) {
  const { back } = useConnect(useAuthActor(), connectAuth);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnEnter) button.current?.focus();
    // Once, when the confirmation appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <button type="button" className="button" ref={button} onClick={back}>
      <Trans>Voltar ao início de sessão</Trans>
    </button>
  );
}
