import type { FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AddressBookActor } from '../../../machines/addresses/addressBook.selectors';
import type { deliveryMachine } from '../../../machines/delivery/delivery.machine';
import { shopDeliveryAreaOf, type DeliveryArea } from '../../../machines/delivery/deliveryArea';
import type { AddressField } from '../../../machines/rules/address';
import { addressLine } from '../../../machines/rules/addressLine';
import type { DeliveryType } from '../../../machines/rules/delivery';
import { formatEuro } from '../../../machines/rules/format';
import { formatDistance } from '../../../machines/rules/pickup';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FormField } from '../../components/FormField';
import { errorMessage } from '../../errorMessages';
import { useFocusStepOnChange } from '../../focus';
import { ADDRESS_ERROR_MESSAGES, AddressFields } from '../addresses/AddressFields';

export type DeliveryActor = ActorRefFrom<typeof deliveryMachine>;
type DeliverySnapshot = SnapshotFrom<typeof deliveryMachine>;

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

/** The delivery step's view, from the chart's tags. */
export function selectDeliveryView(
  snapshot: DeliverySnapshot,
): 'methods' | 'noWay' | 'address' | 'pickup' | 'done' | 'cancelled' {
  if (snapshot.hasTag('view.methods')) return 'methods';
  if (snapshot.hasTag('view.noWay')) return 'noWay';
  if (snapshot.hasTag('view.address')) return 'address';
  if (snapshot.hasTag('view.pickup')) return 'pickup';
  return snapshot.matches('done') ? 'done' : 'cancelled';
}

/**
 * The order's delivery (SPEC 2 "Delivery method and delivery address selection and editing",
 * "Pickup point search and selection"): the methods with their cost, then the address (saved or
 * typed) or the pickup point. The focus goes to each view's heading.
 */
export function DeliveryStep({ actor }: { actor: DeliveryActor }) {
  const view = useSelector(actor, selectDeliveryView);
  const area = useFocusStepOnChange(view);
  return (
    <div ref={area}>
      {view === 'methods' && <Methods actor={actor} />}
      {view === 'noWay' && <NoWay actor={actor} />}
      {view === 'address' && <Address actor={actor} />}
      {view === 'pickup' && <Pickup actor={actor} />}
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
  );
}

function BackButton({ actor }: { actor: DeliveryActor }) {
  return (
    <button
      data-step-back
      type="button"
      className="button button--secondary"
      onClick={() => actor.send({ type: 'delivery.back' })}
    >
      <Trans>Voltar</Trans>
    </button>
  );
}

/** The shop offers no way of delivery for the transport chosen. */
function NoWay({ actor }: { actor: DeliveryActor }) {
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
        <BackButton actor={actor} />
      </div>
    </div>
  );
}

function Methods({ actor }: { actor: DeliveryActor }) {
  const { i18n } = useLingui();
  const options = useSelector(actor, (snapshot) => snapshot.context.options);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.deliveryType);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'delivery.continue' });
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
                onChange={() =>
                  actor.send({ type: 'delivery.choose', deliveryType: option.deliveryType })
                }
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
        <BackButton actor={actor} />
      </div>
    </form>
  );
}

/** Where the shop delivers at home, from its delivery methods (null when they do not say). */
function useDeliveryArea(actor: DeliveryActor): DeliveryArea | null {
  const methods = useSelector(actor, (snapshot) => snapshot.context.methods);
  return shopDeliveryAreaOf(methods);
}

/**
 * SPEC 8 "the selected address is currently unavailable for delivery", said as it is: the shop
 * does not deliver there, and where it does (machines/delivery/deliveryArea.ts).
 */
function OutsideArea({ actor }: { actor: DeliveryActor }) {
  const area = useDeliveryArea(actor);
  const shop = useSelector(actor, (snapshot) => snapshot.context.methods?.name ?? '');
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

function SavedAddresses({ book, actor }: { book: AddressBookActor; actor: DeliveryActor }) {
  const addresses = useSelector(book, (snapshot) => snapshot.context.addresses);
  const usable = useSelector(actor, (snapshot) => snapshot.context.savedUsable);
  const area = useDeliveryArea(actor);
  const loading = useSelector(book, (snapshot) => snapshot.hasTag('busy'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const checking = useSelector(actor, (snapshot) => snapshot.hasTag('savedChecking'));
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
                onClick={() => actor.send({ type: 'delivery.useSaved', address })}
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

function Address({ actor }: { actor: DeliveryActor }) {
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const checkingRates = useSelector(actor, (snapshot) =>
    snapshot.matches({ address: { form: 'checkingRates' } }),
  );
  const book = useSelector(
    actor,
    (snapshot) => snapshot.children.addressBook as AddressBookActor | undefined,
  );
  const { form, fieldErrors, countries, error, errorDetail, failedCall } = context;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'delivery.submit' });
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
        <OutsideArea actor={actor} />
      ) : (
        error && (
          <ErrorNotice
            code={error}
            detail={errorDetail}
            onRetry={failedCall ? () => actor.send({ type: 'delivery.retry' }) : undefined}
          />
        )
      )}
      {book && <SavedAddresses book={book} actor={actor} />}
      <form className="order__form" noValidate onSubmit={submit} aria-busy={busy}>
        <h3>
          <Trans>Uma morada para esta encomenda</Trans>
        </h3>
        <AddressFields
          idPrefix={ID_PREFIX}
          form={form}
          errors={fieldErrors}
          countries={countries}
          onChange={(field, value) => actor.send({ type: 'delivery.change', field, value })}
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
          <BackButton actor={actor} />
        </div>
      </form>
    </div>
  );
}

function Pickup({ actor }: { actor: DeliveryActor }) {
  const { i18n } = useLingui();
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const {
    pickupPostalCode,
    pickupPostalCodeInvalid,
    pickupPoints,
    error,
    errorDetail,
    failedCall,
  } = context;
  const locale = i18n.locale;
  const search = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'delivery.search' });
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
          onChange={(value) => actor.send({ type: 'delivery.pickupPostalCode', value })}
        />
        <div className="order__actions">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            <Trans>Procurar pontos de recolha</Trans>
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={busy || undefined}
            onClick={() => actor.send({ type: 'delivery.locate' })}
          >
            <Trans>Perto de mim</Trans>
          </button>
          <BackButton actor={actor} />
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
          <ErrorNotice
            code={error}
            detail={errorDetail}
            onRetry={failedCall ? () => actor.send({ type: 'delivery.retry' }) : undefined}
          />
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
            return (
              <li key={point.id}>
                <p>
                  <strong>{name}</strong>
                  {distance && <> ({distance})</>}
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
                  onClick={() => actor.send({ type: 'delivery.choosePoint', id: point.id })}
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
