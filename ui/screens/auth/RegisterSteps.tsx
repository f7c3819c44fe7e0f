import { useContext } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { connectAuth } from '../../../machines/auth/auth.connect';
import { MIN_PASSWORD_LENGTH } from '../../../domain/constants';
import { fieldErrorMessage } from '../../authMessages';
import { AuthHeading, REGISTER_TITLES, type StepProps } from './AuthScreen';
import {
  ActionButton,
  AuthNotice,
  BusyStatus,
  PhoneFields,
  RetryNotice,
  StepForm,
  SubmitButton,
  EmailField,
  TextField,
  fieldId,
  useFocusFirstInvalid,
  useFocusOnEnter,
} from './AuthParts';
import { StepHeading } from '../../components/StepHeading';
import { HostLink, HostLinksContext } from '../../components/HostLinks';
import { asText } from '../../asText';
import { useConnect } from '../../connect';
import { useAuthActor } from './authContext';

const REGISTER_ORDER = [
  'firstName',
  'lastName',
  'prefix',
  'phone',
  'password',
  'acceptPrivacyPolicy',
] as const;

/** No account for this email yet: register (SPEC 2, 5). */
export function RegisterStep({ focusOnEnter }: StepProps) {
  const { t, i18n } = useLingui();
  const {
    form,
    fieldErrors: errors,
    fieldErrorsShown,
    error,
    canRetry,
    busy,
    canSubmitRegister: canSubmit,
    canSignIn,
    change,
    acceptPrivacy,
    submitRegister,
    signIn,
    back,
  } = useConnect(useAuthActor(), connectAuth);
  const typedEmail = form.email.trim();
  const email = asText(typedEmail);
  const count = MIN_PASSWORD_LENGTH;
  useFocusOnEnter('firstName', focusOnEnter);
  useFocusFirstInvalid(errors, fieldErrorsShown, REGISTER_ORDER);

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <AuthHeading titles={REGISTER_TITLES} />
      <p className="auth__who">
        <span>
          <Trans>
            Ainda não há uma conta com <strong>{email}</strong>. Crie a sua em poucos passos.
          </Trans>
        </span>
        <ActionButton stepBack onClick={back}>
          <Trans>Usar outro email</Trans>
        </ActionButton>
      </p>
      {error && (
        <AuthNotice code={error} isFault={canRetry}>
          <div className="auth__actions">
            {canSignIn && (
              <ActionButton variant="secondary" onClick={signIn}>
                <Trans>Iniciar sessão</Trans>
              </ActionButton>
            )}
            {canRetry && (
              <ActionButton variant="secondary" onClick={submitRegister}>
                <Trans>Tentar novamente</Trans>
              </ActionButton>
            )}
          </div>
        </AuthNotice>
      )}
      <StepForm submit={submitRegister} busy={busy}>
        {/* For password managers: the account the new password is for. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={typedEmail}
          readOnly
          hidden
        />
        <div className="field-group__row">
          <TextField
            change={change}
            field="firstName"
            autoComplete="given-name"
            label={<Trans>Nome</Trans>}
            value={form.firstName}
            error={errors.firstName}
          />
          <TextField
            change={change}
            field="lastName"
            autoComplete="family-name"
            label={<Trans>Apelido</Trans>}
            value={form.lastName}
            error={errors.lastName}
          />
        </div>
        <PhoneFields
          change={change}
          prefix={form.prefix}
          phone={form.phone}
          errors={errors}
          legend={<Trans>Telemóvel (para confirmar por SMS)</Trans>}
        />
        <TextField
          change={change}
          field="password"
          type="password"
          autoComplete="new-password"
          label={<Trans>Palavra-passe</Trans>}
          hint={<Trans>Pelo menos {count} caracteres.</Trans>}
          value={form.password}
          error={errors.password}
        />
        <div className="field field--checkbox">
          <input
            id={fieldId('acceptPrivacyPolicy')}
            name="acceptPrivacyPolicy"
            type="checkbox"
            checked={form.acceptPrivacyPolicy}
            aria-invalid={errors.acceptPrivacyPolicy ? true : undefined}
            aria-describedby={errors.acceptPrivacyPolicy ? 'auth-privacy-error' : undefined}
            onChange={(event) => acceptPrivacy(event.target.checked)}
          />
          <label htmlFor={fieldId('acceptPrivacyPolicy')}>
            <Trans>Li e aceito a política de privacidade.</Trans>
          </label>
          <HostLegalLinks />
          {errors.acceptPrivacyPolicy && (
            <p className="field__error" id="auth-privacy-error" role="alert">
              {fieldErrorMessage(i18n, errors.acceptPrivacyPolicy)}
            </p>
          )}
        </div>
        <SubmitButton busy={busy} enabled={canSubmit} busyLabel={t`A criar a conta…`}>
          <Trans>Criar conta</Trans>
        </SubmitButton>
        <BusyStatus busy={busy}>
          <Trans>A criar a conta…</Trans>
        </BusyStatus>
      </StepForm>
    </section>
  );
}

/**
 * The host site's privacy policy and terms beside the checkbox, in the visitor's language, where
 * the entity gives them; they open in a new window, so the form is kept.
 */
function HostLegalLinks() {
  const links = useContext(HostLinksContext);
  if (!links.privacyPolicy && !links.termsAndConditions) return null;
  return (
    <p className="host-links--legal">
      <HostLink page="privacyPolicy" /> <HostLink page="termsAndConditions" />
    </p>
  );
}

const GUEST_ORDER = ['name', 'email', 'prefix', 'phone'] as const;

/** Where the context allows it (SPEC 6): a guest's name, email and phone instead of an account. */
export function GuestStep({ focusOnEnter }: StepProps) {
  const { t } = useLingui();
  const {
    form,
    fieldErrors: errors,
    fieldErrorsShown,
    error,
    canRetry,
    busy,
    canSubmitGuest: canSubmit,
    reason,
    change,
    submitGuest,
    back,
  } = useConnect(useAuthActor(), connectAuth);
  useFocusOnEnter('name', focusOnEnter);
  useFocusFirstInvalid(errors, fieldErrorsShown, GUEST_ORDER);

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <StepHeading id="auth-title" className="auth__title">
        <Trans>Continuar como convidado</Trans>
      </StepHeading>
      <p>
        {reason === 'order' ? (
          <Trans>Indique como o podemos contactar sobre a sua encomenda.</Trans>
        ) : reason === 'voucher' ? (
          <Trans>Indique como o podemos contactar sobre o seu voucher.</Trans>
        ) : (
          <Trans>Indique como o podemos contactar sobre a sua reserva.</Trans>
        )}
      </p>
      {error && <RetryNotice code={error} canRetry={canRetry} submit={submitGuest} />}
      <StepForm submit={submitGuest} busy={busy}>
        <TextField
          change={change}
          field="name"
          autoComplete="name"
          label={<Trans>Nome</Trans>}
          value={form.name}
          error={errors.name}
        />
        <EmailField change={change} value={form.email} error={errors.email} />
        <PhoneFields
          change={change}
          prefix={form.prefix}
          phone={form.phone}
          errors={errors}
          legend={<Trans>Telemóvel</Trans>}
        />
        <SubmitButton busy={busy} enabled={canSubmit} busyLabel={t`A verificar…`}>
          <Trans>Continuar</Trans>
        </SubmitButton>
        <BusyStatus busy={busy}>
          <Trans>A verificar…</Trans>
        </BusyStatus>
      </StepForm>
      <ActionButton stepBack onClick={back}>
        <Trans>Iniciar sessão ou criar conta</Trans>
      </ActionButton>
    </section>
  );
}
