import { fromPromise, sendParent } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { currentPosition } from '../../api/currentPosition';
import { addressBookMachine } from '../addresses/addressBook.machine';
import { normalisePostalCode, PORTUGAL_COUNTRY_ID } from '../rules/address';
import { rateVerdict } from '../rules/delivery';
import type { Position } from '../rules/pickup';
import type { DeliveryCountry, DeliveryRate, PickupPoint, SavedAddress } from './delivery.types';

/** GET v1/web/delivery/countries. */
export const fetchCountries = fromPromise<DeliveryCountry[]>(({ signal }) =>
  unwrap(apiClient.GET('/v1/web/delivery/countries', { signal })),
);

type RatesQuery = { countryId: number; postalCode: string };

const ratesAt = (query: RatesQuery, signal: AbortSignal) =>
  unwrap(apiClient.GET('/v1/web/delivery/rates', { params: { query }, signal }));

/** GET v1/web/delivery/rates for an address. */
export const fetchRates = fromPromise<DeliveryRate[], RatesQuery>(({ input, signal }) =>
  ratesAt({ countryId: input.countryId, postalCode: input.postalCode }, signal),
);

/** Where a saved address is, as the rates are asked for it. */
function savedPlace(address: SavedAddress): RatesQuery {
  const countryId = address.countryId ?? PORTUGAL_COUNTRY_ID;
  return { countryId, postalCode: normalisePostalCode(address.postalCode, countryId) };
}

/**
 * GET v1/web/delivery/rates for each place of the saved addresses (once a place): whether the
 * shop delivers to each, by the address's id.
 */
export const checkSavedAddresses = fromPromise<
  Record<number, boolean>,
  { shopId: number; addresses: SavedAddress[] }
>(async ({ input, signal }) => {
  const places = new Map<string, Promise<boolean>>();
  const usable: Record<number, boolean> = {};
  await Promise.all(
    input.addresses.map(async (address) => {
      const place = savedPlace(address);
      const key = `${place.countryId} ${place.postalCode}`;
      if (!places.has(key)) {
        const verdict = ratesAt(place, signal).then(
          (rates) => rateVerdict(rates, input.shopId, 'DELIVERY').ok,
        );
        places.set(key, verdict);
      }
      usable[address.id] = await places.get(key)!;
    }),
  );
  return usable;
});

/** The address book, telling the delivery the saved addresses as they are answered. */
export const deliveryAddressBook = addressBookMachine.provide({
  actions: {
    reportLoaded: sendParent((_, addresses: SavedAddress[]) => ({
      type: 'delivery.savedAddresses' as const,
      addresses,
    })),
  },
});

/** GET v1/web/delivery/pickup-points near a place. */
export const fetchPickupPoints = fromPromise<
  PickupPoint[],
  { methodId: number; position: Position }
>(({ input, signal }) =>
  unwrap(
    apiClient.GET('/v1/web/delivery/pickup-points', {
      params: {
        query: {
          shopDeliveryMethodIds: String(input.methodId),
          latitude: input.position.latitude,
          longitude: input.position.longitude,
        },
      },
      signal,
    }),
  ),
);

/**
 * Where the visitor is: the parent window's "get location" when embedded, else the browser's
 * geolocation (api/location.ts).
 */
export const locate = fromPromise<Position>(() => currentPosition());
