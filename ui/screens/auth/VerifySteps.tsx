import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import {
  selectAuthError,
  selectCanRetry,
  selectCodeEmail,
  selectFieldErrors,
  selectForm,
  selectIsBusy,
  selectIsSendingCode,
} from '../../../machines/auth/auth.selectors';
import { ONE_TIME_CODE_LENGTH, RESEND_CODE_COOLDOWN_MS } from '../../../domain/constants';
import { AuthHeading, type StepProps } from './AuthScreen';
import {
  ActionButton,
  BusyStatus,
  PhoneFields,
  RetryNotice,
  StepForm,
  SubmitButton,
  TextField,
  useFocusFirstInvalid,
  useFocusOnEnter,
  useFocusOnError,
} from './AuthParts';
import { StepHeading } from '../../components/StepHeading';
import { asText } from '../../asText';

/**
 * A one-time code: the account's, emailed (SPEC 7 account-validation), or the mobile's, by SMS
 * (mobile-validation). A new code can be asked for once the cool-down has passed; a wrong code is
 * said beside the field, which keeps the focus with the code selected.
 */
export function VerifyCodeStep({
  actor,
  focusOnEnter,
  channel,
}: StepProps & { channel: 'email' | 'mobile' }) {
  const { t } = useLingui();
  const form = useSelector(actor, selectForm);
  const errors = useSelector(actor, selectFieldErrors);
  const error = useSelector(actor, selectAuthError);
  const canRetry = useSelector(actor, selectCanRetry);
  const busy = useSelector(actor, selectIsBusy);
  const sending = useSelector(actor, selectIsSendingCode);
  const email = asText(useSelector(actor, selectCodeEmail));
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'code.submit' }));
  const canResend = useSelector(actor, (snapshot) => snapshot.can({ type: 'code.resend' }));
  const canEditNumber = useSelector(actor, (snapshot) => snapshot.can({ type: 'mobile.edit' }));
  const digits = ONE_TIME_CODE_LENGTH;
  const seconds = RESEND_CODE_COOLDOWN_MS / 1000;
  const phone = asText(`${form.prefix} ${form.phone}`);
  useFocusOnEnter('code', focusOnEnter);
  useFocusFirstInvalid(errors, ['code']);
  useFocusOnError(error === 'accountNotVerified' ? null : error, 'code');

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      {channel === 'email' ? (
        <StepHeading id="auth-title" className="auth__title">
          <Trans>Confirme o seu email</Trans>
        </StepHeading>
      ) : (
        <StepHeading id="auth-title" className="auth__title">
          <Trans>Confirme o seu telemóvel</Trans>
        </StepHeading>
      )}
      {error && <RetryNotice actor={actor} code={error} canRetry={canRetry} submit="code.submit" />}
      <StepForm actor={actor} submit="code.submit" busy={busy}>
        <TextField
          actor={actor}
          field="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          className="field--code"
          label={<Trans>Código de confirmação</Trans>}
          hint={
            channel === 'email' ? (
              <Trans>
                Enviámos um código de {digits} algarismos para <strong>{email}</strong>.
              </Trans>
            ) : (
              <Trans>
                Enviámos um código de {digits} algarismos por SMS para <strong>{phone}</strong>.
              </Trans>
            )
          }
          value={form.code}
          error={errors.code}
        />
        <SubmitButton busy={busy} enabled={canSubmit} busyLabel={t`A confirmar…`}>
          <Trans>Confirmar</Trans>
        </SubmitButton>
        <BusyStatus busy={busy}>
          <Trans>A confirmar…</Trans>
        </BusyStatus>
      </StepForm>
      <div className="auth__resend">
        <p className="field__hint">
          <Trans>
            Não recebeu? Pode pedir um novo código {seconds} segundos depois do anterior.
          </Trans>
        </p>
        <div className="auth__actions">
          <ActionButton
            variant="secondary"
            enabled={canResend}
            onClick={() => actor.send({ type: 'code.resend' })}
          >
            {sending ? <Trans>A enviar o código…</Trans> : <Trans>Enviar novo código</Trans>}
          </ActionButton>
          {channel === 'mobile' && canEditNumber && (
            <ActionButton onClick={() => actor.send({ type: 'mobile.edit' })}>
              <Trans>Alterar o número</Trans>
            </ActionButton>
          )}
        </div>
        <BusyStatus busy={sending}>
          <Trans>A enviar o código…</Trans>
        </BusyStatus>
      </div>
      <ActionButton onClick={() => actor.send({ type: 'auth.back' })}>
        <Trans>Entrar com outra conta</Trans>
      </ActionButton>
    </section>
  );
}

/** The mobile to confirm, when the account has none yet (or the visitor changes it). */
export function MobileNumberStep({ actor, focusOnEnter }: StepProps) {
  const { t } = useLingui();
  const form = useSelector(actor, selectForm);
  const errors = useSelector(actor, selectFieldErrors);
  const error = useSelector(actor, selectAuthError);
  const canRetry = useSelector(actor, selectCanRetry);
  const busy = useSelector(actor, selectIsBusy);
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'mobile.submit' }));
  useFocusOnEnter('phone', focusOnEnter);
  useFocusFirstInvalid(errors, ['prefix', 'phone']);

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <AuthHeading actor={actor} />
      <p>
        <Trans>Confirme o seu telemóvel: vamos enviar-lhe um código por SMS.</Trans>
      </p>
      {error && (
        <RetryNotice actor={actor} code={error} canRetry={canRetry} submit="mobile.submit" />
      )}
      <StepForm actor={actor} submit="mobile.submit" busy={busy}>
        <PhoneFields
          actor={actor}
          prefix={form.prefix}
          phone={form.phone}
          errors={errors}
          legend={<Trans>Telemóvel</Trans>}
        />
        <SubmitButton busy={busy} enabled={canSubmit} busyLabel={t`A verificar…`}>
          <Trans>Enviar código</Trans>
        </SubmitButton>
        <BusyStatus busy={busy}>
          <Trans>A verificar…</Trans>
        </BusyStatus>
      </StepForm>
      <ActionButton onClick={() => actor.send({ type: 'auth.back' })}>
        <Trans>Entrar com outra conta</Trans>
      </ActionButton>
    </section>
  );
}
