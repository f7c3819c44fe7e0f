import { useEffect, useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { MAX_NOTES_LENGTH } from '../../../machines/rules/authValidation';
import { connectContact } from '../../../machines/booking/contact.connect';
import type { ContactField, contactMachine } from '../../../machines/booking/contact.machine';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FormField, PhoneNumberFields } from '../../components/FormField';
import { useConnect } from '../../connect';
import { VAT_ID_MESSAGES } from '../../vatIdMessages';

export type ContactActor = ActorRefFrom<typeof contactMachine>;

const FIELD_ORDER: readonly ContactField[] = ['name', 'prefix', 'phone', 'vatId', 'notes'];
const ID_PREFIX = 'contact';
const fieldId = (field: ContactField) => `${ID_PREFIX}-${field}`;

/**
 * The contact step (machines/booking/contact.machine.ts): name, dialing prefix and mobile, on a
 * booking an optional NIF for the invoice, notes for the merchant. The chart validates (the phone with the lazily loaded phone rules); a broken
 * rule is said beside its field, which takes the focus.
 */
export function ContactStep({
  actor,
  purpose = 'booking',
}: {
  actor: ContactActor;
  /** What the contact is for: the hint names a reservation or an order. */
  purpose?: 'booking' | 'order';
}) {
  const {
    form,
    fieldErrors,
    vatIdError,
    askVatId,
    error,
    validating: busy,
    change: changeField,
    submit,
  } = useConnect(actor, connectContact);
  const { i18n } = useLingui();
  const first = useRef(true);
  // The broken rules of the last submit, the NIF's among them (the focus goes to the first).
  const errors = useMemo(
    () => ({ ...fieldErrors, ...(vatIdError ? { vatId: vatIdError } : {}) }),
    [fieldErrors, vatIdError],
  );

  // After a submit the chart answered with broken rules, the first field in error takes the focus.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const field = FIELD_ORDER.find((name) => errors[name] !== undefined);
    if (field) document.getElementById(fieldId(field))?.focus();
  }, [errors]);

  const change = (field: ContactField) => (value: string) => changeField(field, value);
  return (
    <section className="booking__step" aria-labelledby="contact-title">
      <h2 id="contact-title">
        <Trans>Os seus contactos</Trans>
      </h2>
      <p className="schedule__hint">
        {purpose === 'order' ? (
          <Trans>O estabelecimento usa-os para o contactar sobre a encomenda.</Trans>
        ) : (
          <Trans>O estabelecimento usa-os para confirmar ou alterar a reserva consigo.</Trans>
        )}
      </p>
      {error && <ErrorNotice code={error} />}
      <form
        className="auth__form"
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormField
          idPrefix={ID_PREFIX}
          field="name"
          label={<Trans>Nome</Trans>}
          value={form.name}
          error={fieldErrors.name}
          autoComplete="name"
          onChange={change('name')}
        />
        <PhoneNumberFields
          idPrefix={ID_PREFIX}
          legend={<Trans>Telemóvel</Trans>}
          prefix={form.prefix}
          phone={form.phone}
          errors={fieldErrors}
          onChange={(field, value) => change(field)(value)}
        />
        {askVatId && (
          <FormField
            idPrefix={ID_PREFIX}
            field="vatId"
            label={<Trans>NIF (para fatura)</Trans>}
            value={form.vatId ?? ''}
            errorText={vatIdError ? i18n._(VAT_ID_MESSAGES[vatIdError]) : undefined}
            inputMode="numeric"
            autoComplete="off"
            onChange={change('vatId')}
          />
        )}
        <FormField
          idPrefix={ID_PREFIX}
          field="notes"
          label={<Trans>Notas para o estabelecimento (opcional)</Trans>}
          value={form.notes}
          error={fieldErrors.notes}
          multiline={{ maxLength: MAX_NOTES_LENGTH * 2 }}
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
