import { useEffect, type InputHTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { AuthErrorCode } from '../../../machines/auth/authErrors';
import type { FieldErrorCode } from '../../../machines/rules/authValidation';
import type { AuthField, AuthTextField } from '../../../machines/auth/auth.types';
import { authErrorMessage, fieldErrorMessage } from '../../authMessages';
import { useReportFailure } from '../../hostFailure';
import type { ByIdentity } from '../../../machines/byIdentity';

/** Every field of the auth screens has this id, so errors and focus can find it. */
export const fieldId = (field: AuthField) => `auth-${field}`;
const errorId = (field: AuthField) => `auth-${field}-error`;
const hintId = (field: AuthField) => `auth-${field}-hint`;

/** Moves the focus to a field and selects what is in it, so it can be typed over. */
export function focusField(field: AuthField): void {
  const element = document.getElementById(fieldId(field));
  if (!(element instanceof HTMLInputElement)) return;
  element.focus();
  if (element.type !== 'checkbox') element.select();
}

/**
 * After a submit the chart answered with broken rules, the focus goes to the first field in
 * error (`shown` is new each time the chart assigns them, so a second failed try refocuses).
 */
export function useFocusFirstInvalid(
  errors: Partial<Record<AuthField, FieldErrorCode>>,
  /** The view's `fieldErrorsShown`: the errors as assigned, a new one at each refusal. */
  shown: ByIdentity<unknown>,
  order: readonly AuthField[],
): void {
  useEffect(() => {
    const first = order.find((field) => errors[field] !== undefined);
    if (first) focusField(first);
    // The order is fixed per screen; the errors shown are what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown.value]);
}

/** A failure with the screen's main field as the way on (wrong password: the password). */
export function useFocusOnError(error: AuthErrorCode | null, field: AuthField): void {
  useEffect(() => {
    if (error) focusField(field);
  }, [error, field]);
}

/** A new step takes the focus to its first field, except the first step shown (no stealing). */
export function useFocusOnEnter(field: AuthField, enabled: boolean): void {
  useEffect(() => {
    if (enabled) focusField(field);
    // Once, when the step appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

interface InputFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type'> {
  field: AuthField;
  /** What the visitor typed, for the chart that keeps it. */
  onValue: (value: string) => void;
  label: ReactNode;
  value: string;
  error?: FieldErrorCode;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel';
  className?: string;
}

/** What the visitor typed into a field of the auth form, for the auth chart. */
export type ChangeField = (field: AuthTextField, value: string) => void;

/** A field of the auth form, typed into the auth chart. */
export function TextField({
  change,
  field,
  ...props
}: Omit<InputFieldProps, 'onValue'> & { change: ChangeField; field: AuthTextField }) {
  return <InputField {...props} field={field} onValue={(value) => change(field, value)} />;
}

/** The account's email, as every auth step asks it (typed as an address, never spell-checked). */
export function EmailField({
  change,
  value,
  error,
}: {
  change: ChangeField;
  value: string;
  error?: FieldErrorCode;
}) {
  return (
    <TextField
      change={change}
      field="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      label={<Trans>Email</Trans>}
      value={value}
      error={error}
    />
  );
}

/** A labelled input; its error is beside it, announced, and tied to it for screen readers. */
export function InputField({
  field,
  onValue,
  label,
  value,
  error,
  hint,
  type = 'text',
  className,
  ...input
}: InputFieldProps) {
  const { i18n } = useLingui();
  const describedBy = [hint ? hintId(field) : null, error ? errorId(field) : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={fieldId(field)}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId(field)}>
          {hint}
        </p>
      )}
      <input
        {...input}
        className="field__input"
        id={fieldId(field)}
        name={field}
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {error && (
        <p className="field__error" id={errorId(field)} role="alert">
          {fieldErrorMessage(i18n, error)}
        </p>
      )}
    </div>
  );
}

/** The dialing prefix and the mobile number, side by side, as one group (SPEC 5). */
export function PhoneFields({
  change,
  prefix,
  phone,
  errors,
  legend,
}: {
  change: ChangeField;
  prefix: string;
  phone: string;
  errors: Partial<Record<AuthField, FieldErrorCode>>;
  legend: ReactNode;
}) {
  return (
    <fieldset className="field-group">
      <legend className="field__label">{legend}</legend>
      <div className="field-group__row">
        <TextField
          change={change}
          field="prefix"
          className="field--prefix"
          label={<Trans>Indicativo</Trans>}
          type="tel"
          inputMode="tel"
          autoComplete="tel-country-code"
          value={prefix}
          error={errors.prefix}
        />
        <TextField
          change={change}
          field="phone"
          className="field--phone"
          label={<Trans>Número de telemóvel</Trans>}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone}
          error={errors.phone}
        />
      </div>
    </fieldset>
  );
}

/**
 * A form's submit. While its call is under way it stays focusable (a disabled button would drop
 * the keyboard focus) and says so; the chart ignores a submit it cannot take.
 */
export function SubmitButton({
  busy,
  enabled,
  busyLabel,
  children,
}: {
  busy: boolean;
  enabled: boolean;
  busyLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button" aria-disabled={!enabled || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** A secondary action (back, forgot password, resend): the chart decides when it is possible. */
export function ActionButton({
  onClick,
  enabled = true,
  variant = 'link',
  stepBack = false,
  children,
}: {
  onClick: () => void;
  enabled?: boolean;
  variant?: 'link' | 'secondary';
  /** The step's way back, which the browser's Back presses (ui/stepHistory.ts). */
  stepBack?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      data-step-back={stepBack || undefined}
      type="button"
      className={`button button--${variant}`}
      aria-disabled={!enabled || undefined}
      onClick={() => {
        if (enabled) onClick();
      }}
    >
      {children}
    </button>
  );
}

/** A failure of the step, announced, with the way on the step offers beside it. */
export function AuthNotice({
  code,
  isFault = false,
  children,
}: {
  code: AuthErrorCode;
  /** A failure trying again can mend (it offers a retry): the host page hears of it too. */
  isFault?: boolean;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  useReportFailure(isFault ? code : null);
  return (
    <div className="notice notice--error" role="alert">
      <p>{authErrorMessage(i18n, code)}</p>
      {children}
    </div>
  );
}

/**
 * What submits a step's form to its chart (the auth chart, or the one-time code chart: its
 * `email.submit`, `code.submit`): the same submit tries its call again after a fault.
 */
interface Submits {
  submit: () => void;
}

/**
 * A step's failure, announced, with a "try again" that submits the step once more where the
 * chart says retrying can help.
 */
export function RetryNotice({
  code,
  canRetry,
  submit,
}: Submits & { code: AuthErrorCode; canRetry: boolean }) {
  return (
    <AuthNotice code={code} isFault={canRetry}>
      {canRetry && (
        <ActionButton variant="secondary" onClick={submit}>
          <Trans>Tentar novamente</Trans>
        </ActionButton>
      )}
    </AuthNotice>
  );
}

/** A step's form: it validates in the chart, not the browser, and is busy while a call runs. */
export function StepForm({
  submit,
  busy,
  children,
}: Submits & { busy: boolean; children: ReactNode }) {
  return (
    <form
      className="auth__form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {children}
    </form>
  );
}

/** A call under way, said to screen readers too. */
export function BusyStatus({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <p className="visually-hidden" role="status">
      {busy ? children : ''}
    </p>
  );
}
