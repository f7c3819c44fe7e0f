import { useEffect, useRef, type FormEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import type { AddressErrors, AddressField } from '../../../machines/rules/address';
import { addressLine } from '../../../machines/rules/addressLine';
import { connectAddressBook } from '../../../machines/addresses/addressBook.connect';
import type {
  AddressBookActor,
  AddressBookStep,
} from '../../../machines/addresses/addressBook.selectors';
import { asText } from '../../asText';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FormField } from '../../components/FormField';
import { useConnect } from '../../connect';
import { createFlowContext } from '../../flowContext';
import { AddressFields, useAddressErrorText } from './AddressFields';
import { focusHeading } from '../../focus';
import '../auth/auth.css';
import './addresses.css';

const TITLE_ID = 'address-book-title';
const ID_PREFIX = 'address';
/** The fields in the order the form shows them: the first one in error takes the focus. */
const FIELD_ORDER: readonly AddressField[] = [
  'addressName',
  'street',
  'floorDoor',
  'postalCode',
  'city',
  'countryId',
  'company',
  'vatId',
];

const [AddressBookProvider, useAddressBookActor] =
  createFlowContext<AddressBookActor>('address book');

/**
 * The signed-in user's saved addresses (SPEC 3 Saved address), in the personal area: listed,
 * added, changed and deleted through the address book chart. The focus follows the step: the
 * form's first field when it opens, the first field in error when a rule is broken, the
 * question when a delete is asked, the section's heading when the list comes back.
 */
export function AddressBook({
  actor,
  onSignInAgain,
}: {
  actor: AddressBookActor;
  /** After the token was refused: sign in again (the widget's sign-out). */
  onSignInAgain?: () => void;
}) {
  const { step } = useConnect(actor, connectAddressBook);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef<AddressBookStep>(step);
  useEffect(() => {
    const before = previous.current;
    previous.current = step;
    if (step === 'list' && (before === 'form' || before === 'confirmDelete')) {
      focusHeading(titleRef.current);
    }
  }, [step]);

  return (
    <AddressBookProvider actor={actor}>
      <section
        className="address-book"
        aria-labelledby={TITLE_ID}
        aria-busy={step === 'loading' || undefined}
      >
        <h2 id={TITLE_ID} ref={titleRef}>
          <Trans>Os meus endereços</Trans>
        </h2>
        <Step step={step} onSignInAgain={onSignInAgain} />
      </section>
    </AddressBookProvider>
  );
}

function Step({ step, onSignInAgain }: { step: AddressBookStep; onSignInAgain?: () => void }) {
  const { error, retry } = useConnect(useAddressBookActor(), connectAddressBook);
  switch (step) {
    case 'loading':
      return (
        <p className="loading" role="status">
          <Trans>A carregar os seus endereços…</Trans>
        </p>
      );
    case 'failed':
      return <ErrorNotice code={error ?? 'generic'} onRetry={retry} />;
    case 'sessionEnded':
      return (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans>A sua sessão terminou. Inicie sessão de novo para ver os seus endereços.</Trans>
          </p>
          {onSignInAgain && (
            <button type="button" className="button" onClick={onSignInAgain}>
              <Trans>Iniciar sessão de novo</Trans>
            </button>
          )}
        </div>
      );
    case 'list':
      return <AddressList />;
    case 'form':
      return <AddressForm />;
    case 'confirmDelete':
      return <ConfirmDelete />;
  }
}

function AddressList() {
  const { addresses, done, edit, askDelete, add } = useConnect(
    useAddressBookActor(),
    connectAddressBook,
  );
  return (
    <>
      {done && (
        <p className="notice notice--success" role="status">
          {done === 'saved' ? <Trans>Endereço guardado.</Trans> : <Trans>Endereço apagado.</Trans>}
        </p>
      )}
      {addresses.length === 0 ? (
        <p>
          <Trans>Ainda não guardou nenhum endereço.</Trans>
        </p>
      ) : (
        <ul className="address-book__list">
          {addresses.map((address) => {
            const name = asText(address.addressName);
            return (
              <li key={address.id} className="address-book__item">
                <p className="address-book__name">{name}</p>
                <p>{addressLine(address)}</p>
                {address.company && <p>{address.company}</p>}
                <div className="address-book__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => edit(address.id)}
                  >
                    <Trans>
                      Alterar <span className="visually-hidden">o endereço {name}</span>
                    </Trans>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => askDelete(address.id)}
                  >
                    <Trans>
                      Apagar <span className="visually-hidden">o endereço {name}</span>
                    </Trans>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="button" onClick={add}>
        <Trans>Adicionar um endereço</Trans>
      </button>
    </>
  );
}

/** The first field the chart found in error takes the focus. */
function focusFirstError(errors: AddressErrors) {
  const field = FIELD_ORDER.find((name) => errors[name]);
  if (field) document.getElementById(`${ID_PREFIX}-${field}`)?.focus();
}

function AddressForm() {
  const actor = useAddressBookActor();
  const { form, fieldErrors, countries, editingSaved, error, busy, change, save, cancel } =
    useConnect(actor, connectAddressBook);

  useEffect(() => {
    document.getElementById(`${ID_PREFIX}-addressName`)?.focus();
  }, []);

  const changeField = (field: AddressField) => (value: string) => change(field, value);
  const errorText = useAddressErrorText(fieldErrors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
    focusFirstError(actor.getSnapshot().context.fieldErrors);
  };

  return (
    <form className="auth__form address-book__form" noValidate onSubmit={submit} aria-busy={busy}>
      <h3>{editingSaved ? <Trans>Alterar o endereço</Trans> : <Trans>Novo endereço</Trans>}</h3>
      {error && <ErrorNotice code={error} />}
      <FormField
        idPrefix={ID_PREFIX}
        field="addressName"
        label={<Trans>Nome do endereço (por exemplo, Casa)</Trans>}
        value={form.addressName}
        errorText={errorText('addressName')}
        onChange={changeField('addressName')}
      />
      <AddressFields
        idPrefix={ID_PREFIX}
        form={form}
        errors={fieldErrors}
        countries={countries}
        onChange={change}
      />
      <FormField
        idPrefix={ID_PREFIX}
        field="company"
        label={<Trans>Empresa (opcional)</Trans>}
        value={form.company}
        autoComplete="organization"
        onChange={changeField('company')}
      />
      <FormField
        idPrefix={ID_PREFIX}
        field="vatId"
        label={<Trans>NIF (opcional)</Trans>}
        value={form.vatId}
        errorText={errorText('vatId')}
        autoComplete="off"
        inputMode="numeric"
        onChange={changeField('vatId')}
      />
      <div className="address-book__actions">
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? <Trans>A guardar…</Trans> : <Trans>Guardar o endereço</Trans>}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy || undefined}
          onClick={cancel}
        >
          <Trans>Cancelar</Trans>
        </button>
      </div>
    </form>
  );
}

function ConfirmDelete() {
  const {
    addressToDelete: address,
    error,
    busy,
    confirmDelete,
    keep,
  } = useConnect(useAddressBookActor(), connectAddressBook);
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => focusHeading(questionRef.current), []);
  const name = asText(address?.addressName ?? '');
  // While the delete is on its way the buttons stay (the focus with them); the chart ignores
  // them until the answer.
  return (
    <div className="address-book__confirm" aria-busy={busy}>
      <p ref={questionRef} id="address-delete-question">
        <Trans>Apagar o endereço {name}?</Trans>
      </p>
      {address && <p>{addressLine(address)}</p>}
      {error && <ErrorNotice code={error} />}
      <div className="address-book__actions" role="group" aria-labelledby="address-delete-question">
        <button
          type="button"
          className="button"
          aria-disabled={busy || undefined}
          onClick={confirmDelete}
        >
          {busy ? <Trans>A apagar…</Trans> : <Trans>Apagar</Trans>}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy || undefined}
          onClick={keep}
        >
          <Trans>Manter</Trans>
        </button>
      </div>
    </div>
  );
}
