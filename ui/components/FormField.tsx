import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { FieldErrorCode } from '../../machines/rules/authValidation';
import { fieldErrorMessage } from '../authMessages';

/**
 * One labelled field of a form the chart validates: its id is `<idPrefix>-<field>` (so a step can
 * move the focus to the first field in error), the rule it broke said beside it and tied to it
 * (aria-describedby), what was typed kept as the chart holds it.
 */
export function FormField({
  idPrefix,
  field,
  label,
  value,
  error,
  errorText,
  type = 'text',
  autoComplete,
  inputMode,
  className,
  multiline,
  onChange,
}: {
  idPrefix: string;
  field: string;
  label: ReactNode;
  value: string;
  error?: FieldErrorCode;
  /** The rule broken, already in words (a form whose rules are not the sign-in ones). */
  errorText?: string;
  type?: 'text' | 'tel';
  inputMode?: 'numeric';
  autoComplete?: string;
  className?: string;
  /** A textarea of 3 rows, at most this many characters. */
  multiline?: { maxLength: number };
  onChange: (value: string) => void;
}) {
  const { i18n } = useLingui();
  const id = `${idPrefix}-${field}`;
  const errorId = `${id}-error`;
  const message = error ? fieldErrorMessage(i18n, error) : errorText;
  const common = {
    id,
    name: field,
    className: 'field__input',
    value,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? errorId : undefined,
  };
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          maxLength={multiline.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={type === 'tel' ? 'tel' : inputMode}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {message && (
        <p className="field__error" id={errorId} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

/** A phone as the widget asks it: dialing prefix (+351 by default) and number, one group. */
export function PhoneNumberFields({
  idPrefix,
  legend,
  prefix,
  phone,
  errors,
  onChange,
}: {
  idPrefix: string;
  legend: ReactNode;
  prefix: string;
  phone: string;
  errors: { prefix?: FieldErrorCode; phone?: FieldErrorCode };
  onChange: (field: 'prefix' | 'phone', value: string) => void;
}) {
  return (
    <fieldset className="field-group">
      <legend className="field__label">{legend}</legend>
      <div className="field-group__row">
        <FormField
          idPrefix={idPrefix}
          field="prefix"
          className="field--prefix"
          label={<Trans>Indicativo</Trans>}
          value={prefix}
          error={errors.prefix}
          type="tel"
          autoComplete="tel-country-code"
          onChange={(value) => onChange('prefix', value)}
        />
        <FormField
          idPrefix={idPrefix}
          field="phone"
          className="field--phone"
          label={<Trans>Número de telemóvel</Trans>}
          value={phone}
          error={errors.phone}
          type="tel"
          autoComplete="tel-national"
          onChange={(value) => onChange('phone', value)}
        />
      </div>
    </fieldset>
  );
}
