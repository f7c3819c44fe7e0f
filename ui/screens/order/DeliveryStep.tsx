import type { FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { connectAddressBook } from '../../../machines/addresses/addressBook.connect';
import type { AddressBookActor } from '../../../machines/addresses/addressBook.selectors';
import { connectDelivery } from '../../../machines/delivery/delivery.connect';
import type { DeliveryActor } from '../../../machines/delivery/delivery.selectors';
import type { DeliveryArea } from '../../../machines/delivery/deliveryArea';
import type { AddressField } from '../../../machines/rules/address';
import { addressLine } from '../../../machines/rules/addressLine';
import type { DeliveryType } from '../../../machines/rules/delivery';
import { formatEuro } from '../../../machines/rules/format';
import { formatDistance } from '../../../machines/rules/pickup';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FormField } from '../../components/FormField';
import { useConnect } from '../../connect';
import { createFlowContext } from '../../flowContext';
import { errorMessage } from '../../errorMessages';
import { useFocusStepOnChange } from '../../focusStep';
import { ADDRESS_ERROR_MESSAGES, AddressFields } from '../addresses/AddressFields';

const ID_PREFIX = 'delivery';
const FIELD_ORDER: readonly AddressField[] = [
  'street',
  'floorDoor',
  'postalCode',
  'city',
  'countryId',
];

const METHOD_NAMES: Record<DeliveryType, MessageDescriptor> = {
  STORE_PICKUP: msg`Levantar no estabelecimento`,
  DELIVERY: msg`Entrega ao domicílio`,
  PICKUP_POINT: msg`Entrega num ponto de recolha`,
};

const [DeliveryProvider, useDeliveryActor] = createFlowContext<DeliveryActor>('delivery');

/**
 * The order's delivery (SPEC 2 "Delivery method and delivery address selection and editing",
 * "Pickup point search and selection"): the methods with their cost, then the address (saved or
 * typed) or the pickup point. The focus goes to each view's heading.
 */
export function DeliveryStep({ actor }: { actor: DeliveryActor }) {
  const { view } = useConnect(actor, connectDelivery);
  const area = useFocusStepOnChange(view);
  return (
    <DeliveryProvider actor={actor}>
      <div ref={area}>
        {view === 'methods' && <Methods />}
        {view === 'noWay' && <NoWay />}
        {view === 'address' && <Address />}
        {view === 'pickup' && <Pickup />}
        {view === 'done' && (
          <p role="status">
            <Trans>Entrega escolhida.</Trans>
          </p>
        )}
        {view === 'cancelled' && (
          <p role="status">
            <Trans>De volta ao carrinho.</Trans>
          </p>
        )}
      </div>
    </DeliveryProvider>
  );
}

function BackButton() {
  const { back } = useConnect(useDeliveryActor(), connectDelivery);
  return (
    <button data-step-back type="button" className="button button--secondary" onClick={back}>
      <Trans>Voltar</Trans>
    </button>
  );
}

/** The shop offers no way of delivery for the transport chosen. */
function NoWay() {
  return (
    <div className="order__form">
      <h2 tabIndex={-1}>
        <Trans>Entrega</Trans>
      </h2>
      <p role="alert" className="notice notice--error">
        <Trans>
          Este estabelecimento não oferece esta forma de receber a encomenda. Volte ao carrinho e
          altere o transporte.
        </Trans>
      </p>
      <div className="order__actions">
        <BackButton />
      </div>
    </div>
  );
}

function Methods() {
  const { i18n } = useLingui();
  const { options, chosen, choose, proceed } = useConnect(useDeliveryActor(), connectDelivery);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    proceed();
  };
  return (
    <form className="order__form" noValidate onSubmit={submit}>
      <h2 tabIndex={-1}>
        <Trans>Entrega</Trans>
      </h2>
      <fieldset className="order__choices">
        <legend>
          <Trans>Como chega a encomenda</Trans>
        </legend>
        {options.map((option) => {
          const cost = formatEuro(option.cost);
          return (
            <label key={option.deliveryType} className="order__choice">
              <input
                type="radio"
                name="deliveryType"
                value={option.deliveryType}
                checked={chosen === option.deliveryType}
                onChange={() => choose(option.deliveryType)}
              />{' '}
              {i18n._(METHOD_NAMES[option.deliveryType])}:{' '}
              {option.cost === 0 ? <Trans>sem custo</Trans> : cost}
            </label>
          );
        })}
      </fieldset>
      <div className="order__actions">
        <button type="submit" className="button" aria-disabled={chosen === null || undefined}>
          <Trans>Continuar</Trans>
        </button>
        <BackButton />
      </div>
    </form>
  );
}

/**
 * SPEC 8 "the selected address is currently unavailable for delivery", said as it is: the shop
 * does not deliver there, and where it does (machines/delivery/deliveryArea.ts).
 */
function OutsideArea() {
  const { area, shop } = useConnect(useDeliveryActor(), connectDelivery);
  const place = area?.place;
  const postalCodes = area?.postalCodes;
  return (
    <div className="notice notice--error" role="alert">
      <p>
        {area && shop ? (
          <Trans>
            {shop} só faz entregas ao domicílio na zona de {place} (códigos postais {postalCodes}).
            Indique uma morada nessa zona.
          </Trans>
        ) : area ? (
          <Trans>
            Este estabelecimento só faz entregas ao domicílio na zona de {place} (códigos postais{' '}
            {postalCodes}). Indique uma morada nessa zona.
          </Trans>
        ) : (
          <Trans>
            Este estabelecimento não faz entregas ao domicílio nesta morada. Indique outra morada.
          </Trans>
        )}
      </p>
    </div>
  );
}

/** Why a saved address cannot be chosen: the shop does not deliver there. */
function OutsideAreaReason({ id, area }: { id: string; area: DeliveryArea | null }) {
  const place = area?.place;
  const postalCodes = area?.postalCodes;
  return (
    <span id={id} className="order__reason">
      {area ? (
        <Trans>
          Fora da zona de entrega ({place}, {postalCodes})
        </Trans>
      ) : (
        <Trans>Fora da zona de entrega deste estabelecimento</Trans>
      )}
    </span>
  );
}

function SavedAddresses({ book }: { book: AddressBookActor }) {
  const { addresses, busy: loading } = useConnect(book, connectAddressBook);
  const {
    savedUsable: usable,
    area,
    busy,
    checkingSaved: checking,
    deliverToSaved,
  } = useConnect(useDeliveryActor(), connectDelivery);
  if (loading) {
    return (
      <p className="loading" role="status">
        <Trans>A carregar os seus endereços…</Trans>
      </p>
    );
  }
  if (addresses.length === 0) return null;
  return (
    <section aria-labelledby="delivery-saved-title">
      <h3 id="delivery-saved-title">
        <Trans>Os seus endereços</Trans>
      </h3>
      {checking && (
        <p className="loading" role="status">
          <Trans>A confirmar a entrega nos seus endereços…</Trans>
        </p>
      )}
      <ul className="order__list">
        {addresses.map((address) => {
          const name = address.addressName;
          const line = addressLine(address);
          // The shop does not deliver there: shown, not offered, and said why.
          const outside = usable[address.id] === false;
          const reasonId = `delivery-saved-${address.id}-reason`;
          return (
            <li key={address.id}>
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={busy || checking || outside || undefined}
                aria-describedby={outside ? reasonId : undefined}
                onClick={() => deliverToSaved(address)}
              >
                <Trans>
                  Entregar em {name}: {line}
                </Trans>
              </button>
              {outside && (
                <>
                  {' '}
                  <OutsideAreaReason id={reasonId} area={area} />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Address() {
  const actor = useDeliveryActor();
  const {
    busy,
    checkingRates,
    addressBook: book,
    form,
    fieldErrors,
    countries,
    error,
    errorDetail,
    failedCall,
    change,
    submitAddress,
    retry,
  } = useConnect(actor, connectDelivery);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitAddress();
    const errors = actor.getSnapshot().context.fieldErrors;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) document.getElementById(`${ID_PREFIX}-${first}`)?.focus();
  };
  return (
    <div className="order__step">
      <h2 tabIndex={-1}>
        <Trans>Morada de entrega</Trans>
      </h2>
      {error === 'addressUnavailableForDelivery' ? (
        <OutsideArea />
      ) : (
        error && (
          <ErrorNotice code={error} detail={errorDetail} onRetry={failedCall ? retry : undefined} />
        )
      )}
      {book && <SavedAddresses book={book} />}
      <form className="order__form" noValidate onSubmit={submit} aria-busy={busy}>
        <h3>
          <Trans>Uma morada para esta encomenda</Trans>
        </h3>
        <AddressFields
          idPrefix={ID_PREFIX}
          form={form}
          errors={fieldErrors}
          countries={countries}
          onChange={change}
        />
        {checkingRates && (
          <p className="loading" role="status">
            <Trans>A confirmar a entrega nesta morada…</Trans>
          </p>
        )}
        <div className="order__actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            <Trans>Entregar nesta morada</Trans>
          </button>
          <BackButton />
        </div>
      </form>
    </div>
  );
}

function Pickup() {
  const actor = useDeliveryActor();
  const { i18n } = useLingui();
  const {
    busy,
    pickupPostalCode,
    pickupPostalCodeInvalid,
    pickupPoints,
    chosenPointId,
    error,
    errorDetail,
    failedCall,
    changePickupPostalCode,
    searchPickupPoints,
    locate,
    choosePoint,
    retry,
  } = useConnect(actor, connectDelivery);
  const locale = i18n.locale;
  const search = (event: FormEvent) => {
    event.preventDefault();
    searchPickupPoints();
    if (actor.getSnapshot().context.pickupPostalCodeInvalid) {
      document.getElementById(`${ID_PREFIX}-pickupPostalCode`)?.focus();
    }
  };
  return (
    <div className="order__step">
      <h2 tabIndex={-1}>
        <Trans>Ponto de recolha</Trans>
      </h2>
      <form className="order__form" noValidate onSubmit={search} aria-busy={busy}>
        <FormField
          idPrefix={ID_PREFIX}
          field="pickupPostalCode"
          label={<Trans>Código postal onde procurar</Trans>}
          value={pickupPostalCode}
          errorText={
            pickupPostalCodeInvalid ? i18n._(ADDRESS_ERROR_MESSAGES.postalCodeInvalid) : undefined
          }
          autoComplete="postal-code"
          onChange={changePickupPostalCode}
        />
        <div className="order__actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            <Trans>Procurar pontos de recolha</Trans>
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy || undefined}
            onClick={locate}
          >
            <Trans>Perto de mim</Trans>
          </button>
          <BackButton />
        </div>
      </form>
      {busy && (
        <p className="loading" role="status">
          <Trans>A procurar pontos de recolha…</Trans>
        </p>
      )}
      {error === 'pickupPointsNone' ? (
        <div className="notice notice--info" role="status">
          <p>{errorMessage(i18n, error)}</p>
        </div>
      ) : (
        error && (
          <ErrorNotice code={error} detail={errorDetail} onRetry={failedCall ? retry : undefined} />
        )
      )}
      {pickupPoints.length > 0 && (
        <ul
          className="order__list"
          aria-label={i18n._(msg`Pontos de recolha, o mais perto primeiro`)}
        >
          {pickupPoints.map((point) => {
            const name = point.name;
            const distance =
              point.distanceMeters !== undefined
                ? formatDistance(point.distanceMeters, locale)
                : '';
            const chosen = point.id === chosenPointId;
            return (
              <li key={point.id} aria-current={chosen || undefined}>
                <p>
                  <strong>{name}</strong>
                  {distance && <> ({distance})</>}
                  {chosen && (
                    <>
                      {' '}
                      <span className="order__chosen">
                        <Trans>Ponto escolhido</Trans>
                      </span>
                    </>
                  )}
                  <br />
                  {addressLine(point)}
                  {point.openingHours && (
                    <>
                      <br />
                      {point.openingHours}
                    </>
                  )}
                </p>
                <button
                  type="button"
                  className="button"
                  aria-disabled={busy || undefined}
                  onClick={() => choosePoint(point.id)}
                >
                  <Trans>Escolher {name}</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
