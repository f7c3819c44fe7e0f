import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { FieldErrorCode } from '../../../machines/rules/authValidation';
import { MAX_NOTES_LENGTH } from '../../../machines/rules/authValidation';
import type { ContactField, contactMachine } from '../../../machines/booking/contact.machine';
import { fieldErrorMessage } from '../../authMessages';
import { ErrorNotice } from '../../components/ErrorNotice';

export type ContactActor = ActorRefFrom<typeof contactMachine>;

const FIELD_ORDER: readonly ContactField[] = ['name', 'prefix', 'phone', 'notes'];
const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;

/**
 * The contact step (machines/booking/contact.machine.ts): name, dialing prefix and mobile, notes
 * for the merchant. The chart validates (the phone with the lazily loaded phone rules); a broken
 * rule is said beside its field, which takes the focus.
 */
export function ContactStep({ actor }: { actor: ContactActor }) {
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const errors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const busy = useSelector(actor, (snapshot) => snapshot.matches('validating'));
  const first = useRef(true);

  // After a submit the chart answered with broken rules, the first field in error takes the focus.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const field = FIELD_ORDER.find((name) => errors[name] !== undefined);
    if (field) document.getElementById(fieldId(field))?.focus();
  }, [errors]);

  const change = (field: ContactField) => (value: string) =>
    actor.send({ type: 'contact.change', field, value });
  return (
    <section className="booking__step" aria-labelledby="contact-title">
      <h2 id="contact-title">
        <Trans>Os seus contactos</Trans>
      </h2>
      <p className="schedule__hint">
        <Trans>O estabelecimento usa-os para confirmar ou alterar a reserva consigo.</Trans>
      </p>
      {error && <ErrorNotice code={error} />}
      <form
        className="auth__form"
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'contact.submit' });
        }}
      >
        <Field
          field="name"
          label={<Trans>Nome</Trans>}
          value={form.name}
          error={errors.name}
          autoComplete="name"
          onChange={change('name')}
        />
        <fieldset className="field-group">
          <legend className="field__label">
            <Trans>Telemóvel</Trans>
          </legend>
          <div className="field-group__row">
            <Field
              field="prefix"
              className="field--prefix"
              label={<Trans>Indicativo</Trans>}
              value={form.prefix}
              error={errors.prefix}
              type="tel"
              autoComplete="tel-country-code"
              onChange={change('prefix')}
            />
            <Field
              field="phone"
              className="field--phone"
              label={<Trans>Número de telemóvel</Trans>}
              value={form.phone}
              error={errors.phone}
              type="tel"
              autoComplete="tel-national"
              onChange={change('phone')}
            />
          </div>
        </fieldset>
        <Field
          field="notes"
          label={<Trans>Notas para o estabelecimento (opcional)</Trans>}
          value={form.notes}
          error={errors.notes}
          multiline
          onChange={change('notes')}
        />
        <p className="visually-hidden" role="status">
          {busy ? <Trans>A validar os contactos…</Trans> : ''}
        </p>
        <button type="submit" className="button">
          <Trans>Continuar</Trans>
        </button>
      </form>
    </section>
  );
}

function Field({
  field,
  label,
  value,
  error,
  type = 'text',
  autoComplete,
  className,
  multiline = false,
  onChange,
}: {
  field: ContactField;
  label: React.ReactNode;
  value: string;
  error?: FieldErrorCode;
  type?: 'text' | 'tel';
  autoComplete?: string;
  className?: string;
  multiline?: boolean;
  onChange: (value: string) => void;
}) {
  const { i18n } = useLingui();
  const common = {
    id: fieldId(field),
    name: field,
    className: 'field__input',
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(field) : undefined,
  };
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={fieldId(field)}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          maxLength={MAX_NOTES_LENGTH * 2}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={type === 'tel' ? 'tel' : undefined}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p className="field__error" id={errorId(field)} role="alert">
          {fieldErrorMessage(i18n, error)}
        </p>
      )}
    </div>
  );
}
