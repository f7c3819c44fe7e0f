import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { connectAuth } from '../../../machines/auth/auth.connect';
import { connectOneTimeCode } from '../../../machines/oneTimeCode/oneTimeCode.connect';
import type { OneTimeCodeActor } from '../../../machines/oneTimeCode/oneTimeCode.machine';
import {
  resendDeadline,
  resendSecondsLeft,
} from '../../../machines/oneTimeCode/oneTimeCode.selectors';
import { ONE_TIME_CODE_LENGTH } from '../../../domain/constants';
import { AuthHeading, type StepProps } from './AuthScreen';
import {
  ActionButton,
  BusyStatus,
  InputField,
  PhoneFields,
  RetryNotice,
  StepForm,
  SubmitButton,
  useFocusFirstInvalid,
  useFocusOnEnter,
  useFocusOnError,
} from './AuthParts';
import { StepHeading } from '../../components/StepHeading';
import { useMsLeft } from '../../components/useMsLeft';
import { asText } from '../../asText';
import { useConnect } from '../../connect';
import { useAuthActor } from './authContext';

type Channel = 'email' | 'mobile';

/**
 * A one-time code: the account's, emailed (SPEC 7 account-validation), or the mobile's, by SMS
 * (mobile-validation), typed into the code chart the auth chart runs for it.
 */
export function VerifyCodeStep({ focusOnEnter, channel }: StepProps & { channel: Channel }) {
  const {
    code,
    form,
    codeEmail: email,
    canEditNumber,
    back,
    editNumber,
  } = useConnect(useAuthActor(), connectAuth);
  if (!code) return null;
  return (
    <OneTimeCodeStep
      key={code.sessionId}
      code={code}
      channel={channel}
      email={email}
      phone={`${form.prefix} ${form.phone}`}
      focusOnEnter={focusOnEnter}
      onBack={back}
      onEditNumber={channel === 'mobile' && canEditNumber ? editNumber : null}
    />
  );
}

export interface OneTimeCodeStepProps {
  code: OneTimeCodeActor;
  channel: Channel;
  /** Where an email code went. */
  email: string;
  /** Where an SMS code went: the prefix and the number. */
  phone: string;
  /** The visitor came from another step: the focus goes to the code. */
  focusOnEnter: boolean;
  /** "Sign in with another account". */
  onBack: () => void;
  /** "Change the number", where the number may be changed. */
  onEditNumber: (() => void) | null;
}

/**
 * The code's form. A new code can be asked for once the cool-down has passed; a wrong code is
 * said beside the field, which keeps the focus with the code selected.
 */
export function OneTimeCodeStep({
  code,
  channel,
  focusOnEnter,
  onBack,
  onEditNumber,
  ...sentTo
}: OneTimeCodeStepProps) {
  const { t } = useLingui();
  const email = asText(sentTo.email);
  const phone = asText(sentTo.phone);
  const {
    value,
    fieldErrors: errors,
    fieldErrorsShown,
    error,
    canRetry,
    checking: busy,
    canSubmit,
    change,
    submit,
  } = useConnect(code, connectOneTimeCode);
  const digits = ONE_TIME_CODE_LENGTH;
  useFocusOnEnter('code', focusOnEnter);
  useFocusFirstInvalid(errors, fieldErrorsShown, ['code']);
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
      {error && <RetryNotice code={error} canRetry={canRetry} submit={submit} />}
      <StepForm submit={submit} busy={busy}>
        <InputField
          field="code"
          onValue={change}
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
          value={value}
          error={errors.code}
        />
        <SubmitButton busy={busy} enabled={canSubmit} busyLabel={t`A confirmar…`}>
          <Trans>Confirmar</Trans>
        </SubmitButton>
        <BusyStatus busy={busy}>
          <Trans>A confirmar…</Trans>
        </BusyStatus>
      </StepForm>
      <ResendCode code={code} onEditNumber={onEditNumber} />
      <ActionButton onClick={onBack}>
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
function ResendCode({
  code,
  onEditNumber,
}: {
  code: OneTimeCodeActor;
  onEditNumber: (() => void) | null;
}) {
  const { sending, coolingDown, sentAt, resent, canResend, resend } = useConnect(
    code,
    connectOneTimeCode,
  );
  // Counted only while the chart waits: without a deadline nothing ticks.
  const deadline = coolingDown ? resendDeadline(sentAt) : null;
  const msLeft = useMsLeft(deadline ?? 0);
  const seconds = resendSecondsLeft(deadline === null ? null : msLeft);
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
        <ActionButton variant="secondary" enabled={canResend} onClick={resend}>
          {sending ? <Trans>A enviar o código…</Trans> : <Trans>Enviar novo código</Trans>}
        </ActionButton>
        {onEditNumber && (
          <ActionButton onClick={onEditNumber}>
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

/** The mobile to confirm, when the account has none yet (or the visitor changes it). */
export function MobileNumberStep({ focusOnEnter }: StepProps) {
  const { t } = useLingui();
  const {
    form,
    fieldErrors: errors,
    fieldErrorsShown,
    error,
    canRetry,
    busy,
    canSubmitMobile: canSubmit,
    change,
    submitMobile,
    back,
  } = useConnect(useAuthActor(), connectAuth);
  useFocusOnEnter('phone', focusOnEnter);
  useFocusFirstInvalid(errors, fieldErrorsShown, ['prefix', 'phone']);

  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <AuthHeading />
      <p>
        <Trans>Confirme o seu telemóvel: vamos enviar-lhe um código por SMS.</Trans>
      </p>
      {error && <RetryNotice code={error} canRetry={canRetry} submit={submitMobile} />}
      <StepForm submit={submitMobile} busy={busy}>
        <PhoneFields
          change={change}
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
      <ActionButton stepBack onClick={back}>
        <Trans>Entrar com outra conta</Trans>
      </ActionButton>
    </section>
  );
}
