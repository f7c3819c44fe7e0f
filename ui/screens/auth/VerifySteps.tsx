import { useEffect, useState } from 'react';
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
  selectCodeResent,
  selectCodeSentAt,
  selectIsResendCoolingDown,
  resendSecondsLeft,
} from '../../../machines/auth/auth.selectors';
import { ONE_TIME_CODE_LENGTH } from '../../../domain/constants';
import { nowMs } from '../../../api/clock';
import { AuthHeading, type AuthActor, type StepProps } from './AuthScreen';
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
  const email = asText(useSelector(actor, selectCodeEmail));
  const canSubmit = useSelector(actor, (snapshot) => snapshot.can({ type: 'code.submit' }));
  const digits = ONE_TIME_CODE_LENGTH;
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
      <ResendCode actor={actor} channel={channel} />
      <ActionButton onClick={() => actor.send({ type: 'auth.back' })}>
        <Trans>Entrar com outra conta</Trans>
      </ActionButton>
    </section>
  );
}

/**
 * "Send a new code" and its cool-down: while it waits, how many seconds are left (counted on the
 * screen from when the code went out, by the widget's clock; the chart's timer decides when it
 * ends); after a resend, that a new code went out. Screen readers hear it politely, once per
 * cool-down and when it ends, never each second.
 */
function ResendCode({ actor, channel }: { actor: AuthActor; channel: 'email' | 'mobile' }) {
  const sending = useSelector(actor, selectIsSendingCode);
  const coolingDown = useSelector(actor, selectIsResendCoolingDown);
  const sentAt = useSelector(actor, selectCodeSentAt);
  const resent = useSelector(actor, selectCodeResent);
  const canResend = useSelector(actor, (snapshot) => snapshot.can({ type: 'code.resend' }));
  const canEditNumber = useSelector(actor, (snapshot) => snapshot.can({ type: 'mobile.edit' }));
  const seconds = useSecondsLeft(coolingDown ? sentAt : null);
  // What is announced: the seconds left when this cool-down began (one announcement per code),
  // then, once a cool-down has run out, that a new code can be asked for.
  const [announced, setAnnounced] = useState({ sentAt, seconds, waited: coolingDown });
  if (announced.sentAt !== sentAt || (coolingDown && !announced.waited)) {
    setAnnounced({ sentAt, seconds, waited: announced.waited || coolingDown });
  }
  const newCode = resent && coolingDown;
  return (
    <div className="auth__resend">
      {newCode && (
        <p className="notice notice--info auth__resent">
          <Trans>Enviámos um novo código.</Trans>
        </p>
      )}
      <p className="field__hint">
        {coolingDown ? (
          <Trans>Pode pedir um novo código daqui a {seconds} s.</Trans>
        ) : (
          <Trans>Não recebeu o código? Peça um novo.</Trans>
        )}
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
      <p className="visually-hidden" role="status">
        {coolingDown && <CoolDownStarted seconds={announced.seconds} resent={newCode} />}
        {!coolingDown && announced.waited && canResend && (
          <Trans>Já pode pedir um novo código.</Trans>
        )}
      </p>
    </div>
  );
}

/** What a screen reader hears once when a cool-down begins (the seconds it lasts). */
function CoolDownStarted({ seconds, resent }: { seconds: number; resent: boolean }) {
  return resent ? (
    <Trans>Enviámos um novo código. Pode pedir outro daqui a {seconds} segundos.</Trans>
  ) : (
    <Trans>Pode pedir um novo código daqui a {seconds} segundos.</Trans>
  );
}

/** Whole seconds left of the cool-down that began at `sentAt`, kept current once a second. */
function useSecondsLeft(sentAt: number | null): number {
  const [now, setNow] = useState(nowMs);
  useEffect(() => {
    if (sentAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = nowMs();
      setNow(current);
      // The next whole second of the count, not a second from now: the count never lags.
      const untilNext = (sentAt - current) % 1000;
      timer = setTimeout(tick, untilNext > 0 ? untilNext : untilNext + 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [sentAt]);
  return resendSecondsLeft(sentAt, now);
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
