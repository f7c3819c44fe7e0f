import { assign, fromPromise, sendParent, setup, type ErrorActorEvent } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { currentPosition } from '../../api/location';
import { errorCodeOf, errorDetailOf, type ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import { addressBookMachine } from '../addresses/addressBook.machine';
import {
  addressErrors,
  addressFormOf,
  emptyAddressForm,
  hasAddressErrors,
  normalisePostalCode,
  PORTUGAL_COUNTRY_ID,
  type AddressErrors,
  type AddressField,
  type AddressForm,
} from '../rules/address';
import type { OrderSeller } from '../rules/cart';
import {
  deliveryOptions,
  pickupSearchError,
  rateVerdict,
  type DeliveryOption,
  type DeliveryType,
} from '../rules/delivery';
import { nearestFirst, postalCodePosition, type Position } from '../rules/pickup';
import type { TransportType } from '../rules/transport';

type DeliveryMethods = components['schemas']['DeliveryMethods'];
type DeliveryRate = components['schemas']['DeliveryRate'];
export type DeliveryCountry = components['schemas']['DeliveryCountry'];
export type PickupPoint = components['schemas']['PickupPoint'];
type SavedAddress = components['schemas']['SavedAddress'];

export interface DeliveryInput {
  shopId: number;
  transport: TransportType;
  /** The shop's delivery methods as the cart states them; null when it states none. */
  methods: DeliveryMethods | null;
  seller: OrderSeller;
  /** The signed-in user's token: their saved addresses are offered. */
  token: string | null;
  /** Where the visitor was before a reload: the way chosen and the address typed (kept). */
  resume?: DeliveryResume | null;
}

/** What the delivery step reports as the visitor goes (kept in the flow state for a reload). */
export interface DeliveryResume {
  deliveryType: DeliveryType | null;
  form: AddressForm | null;
}

/** What the visitor chose (SPEC 3 Flow state "Delivery address", "Delivery choice"). */
export interface DeliveryChoice {
  deliveryType: DeliveryType;
  shopDeliveryMethodId: number | null;
  cost: number;
  /** Home delivery: the address, saved (its id) or typed for this order. */
  address: AddressForm | null;
  deliveryAddressId: number | null;
  pickupPoint: PickupPoint | null;
}

/** What failed, so that a retry asks again. */
export type DeliveryCall = 'countries' | 'rates' | 'pickupPoints';

export interface DeliveryContext extends DeliveryInput {
  options: DeliveryOption[];
  deliveryType: DeliveryType | null;
  countries: DeliveryCountry[];
  /** The address typed for this order (no name needed), kept through every refusal. */
  form: AddressForm;
  fieldErrors: AddressErrors;
  /** The saved address chosen, while its rates are asked for. */
  savedAddressId: number | null;
  /** Something was typed (or a saved address chosen): no answer fills the form any more. */
  touched: boolean;
  /** The signed-in visitor's saved addresses, as the address book answered them. */
  savedAddresses: SavedAddress[];
  /** Whether the shop delivers to each saved address (by id), once its rates have answered. */
  savedUsable: Record<number, boolean>;
  /** The pickup search: a postal code, or the visitor's position. */
  pickupPostalCode: string;
  pickupPostalCodeInvalid: boolean;
  position: Position | null;
  pickupPoints: PickupPoint[];
  /** The last refusal or fault (SPEC 8), and the call a retry makes again. */
  error: ErrorCode | null;
  /** The middleware's words for a refusal the catalogue has no message for (SPEC 8). */
  errorDetail: string | null;
  failedCall: DeliveryCall | null;
  choice: DeliveryChoice | null;
  /** Opened again after a reload at the way chosen before: it goes straight to it, once. */
  resumedType: DeliveryType | null;
}

export type DeliveryEvent =
  | { type: 'delivery.choose'; deliveryType: DeliveryType }
  | { type: 'delivery.continue' }
  | { type: 'delivery.change'; field: AddressField; value: string }
  | { type: 'delivery.submit' }
  /** A saved address of the address book (the invoked chart's), to deliver to. */
  | { type: 'delivery.useSaved'; address: SavedAddress }
  /** From the address book: the saved addresses, as answered. */
  | { type: 'delivery.savedAddresses'; addresses: SavedAddress[] }
  | { type: 'delivery.pickupPostalCode'; value: string }
  | { type: 'delivery.search' }
  | { type: 'delivery.locate' }
  | { type: 'delivery.choosePoint'; id: string }
  | { type: 'delivery.retry' }
  | { type: 'delivery.back' };

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

export function initialDeliveryContext(input: DeliveryInput): DeliveryContext {
  const { resume, ...settings } = input;
  const options = deliveryOptions(input.transport, input.methods, input.seller);
  const resumedType = options.some((option) => option.deliveryType === resume?.deliveryType)
    ? resume!.deliveryType
    : null;
  return {
    ...settings,
    options,
    // The only way offered is chosen for the visitor; else the one chosen before a reload.
    deliveryType: options.length === 1 ? options[0]!.deliveryType : resumedType,
    resumedType,
    countries: [],
    form: resume?.form ?? emptyAddressForm(),
    fieldErrors: {},
    savedAddressId: null,
    // An address typed before a reload is the visitor's: kept as it is.
    touched: resume?.form ? !isBlankForm(resume.form) : false,
    savedAddresses: [],
    savedUsable: {},
    pickupPostalCode: '',
    pickupPostalCodeInvalid: false,
    position: null,
    pickupPoints: [],
    error: null,
    errorDetail: null,
    failedCall: null,
    choice: null,
  };
}

const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;

/** A field typed: the form changes, and the way and the address so far are told (for a reload). */
const changeField = [
  {
    type: 'change' as const,
    params: ({ event }: { event: Extract<DeliveryEvent, { type: 'delivery.change' }> }) => ({
      field: event.field,
      value: event.value,
    }),
  },
  {
    type: 'reportProgress' as const,
    params: ({ context }: { context: DeliveryContext }) => ({
      deliveryType: context.deliveryType,
      form: context.form,
    }),
  },
];

/** Nothing typed in it: each field as an empty form has it. */
function isBlankForm(form: AddressForm): boolean {
  const empty = emptyAddressForm();
  return (Object.keys(empty) as (keyof AddressForm)[]).every((key) => form[key] === empty[key]);
}

/** The first saved address the shop delivers to, if any. */
function firstUsableSaved(context: DeliveryContext): SavedAddress | null {
  return context.savedAddresses.find((address) => context.savedUsable[address.id] === true) ?? null;
}

function optionOf(context: DeliveryContext, type: DeliveryType | null): DeliveryOption | null {
  return context.options.find((option) => option.deliveryType === type) ?? null;
}

function changedForm(form: AddressForm, field: AddressField, value: string): AddressForm {
  if (field !== 'countryId') return { ...form, [field]: value };
  const countryId = Number.parseInt(value, 10);
  return { ...form, countryId: Number.isSafeInteger(countryId) ? countryId : null };
}

/** The address whose rates are asked for: the saved one chosen, else the one typed. */
function addressAsked(context: DeliveryContext): { countryId: number; postalCode: string } {
  const countryId = context.form.countryId ?? PORTUGAL_COUNTRY_ID;
  return { countryId, postalCode: normalisePostalCode(context.form.postalCode, countryId) };
}

/**
 * The delivery of an order (SPEC 2 "Delivery method and delivery address selection and editing",
 * "Pickup point search and selection"; SPEC 3 Delivery; SPEC 7 delivery countries, rates,
 * pickup-points; SPEC 8). The shop's methods the transport allows, each with its cost: takeaway
 * is collected at the shop; delivery goes home or to a pickup point. Home delivery needs an
 * address: a saved one (signed in: the address book chart, invoked) or one typed for this order
 * (SPEC 5, no name needed), whose rates say whether the shop delivers there (`isAvailable: false`:
 * "the selected address is currently unavailable for delivery"). A pickup point is searched by
 * postal code or by the visitor's position, nearest first. Every call that fails keeps what was
 * typed, says why and offers a retry.
 *
 *   choosingMethod → noWayOffered (the shop offers no way for this transport) → cancelled
 *                  → done (takeaway: store pickup, nothing asked)
 *                  → address (home delivery only: at once; countries → editing ⇄ checkingRates)
 *                    → done
 *                  → pickup (pickup points only: at once; idle → locating | searching → idle,
 *                    a point chosen) → done
 *   back from choosingMethod: cancelled
 */
export const deliveryMachine = setup({
  types: {
    input: {} as DeliveryInput,
    context: {} as DeliveryContext,
    events: {} as DeliveryEvent,
    output: {} as DeliveryChoice | null,
    children: {} as {
      addressBook: 'addressBook';
      fetchCountries: 'fetchCountries';
      fetchRates: 'fetchRates';
      fetchPickupPoints: 'fetchPickupPoints';
      locate: 'locate';
      checkSavedAddresses: 'checkSavedAddresses';
    },
  },
  actors: {
    fetchCountries,
    fetchRates,
    fetchPickupPoints,
    locate,
    checkSavedAddresses,
    addressBook: deliveryAddressBook,
  },
  guards: {
    isOffered: ({ context }, type: DeliveryType) => optionOf(context, type) !== null,
    isChosen: ({ context }, type: DeliveryType) => context.deliveryType === type,
    isSignedIn: ({ context }) => context.token !== null,
    hasSeveralOptions: ({ context }) => context.options.length > 1,
    hasNoOption: ({ context }) => context.options.length === 0,
    isStorePickupOnly: ({ context }) =>
      context.options.length === 1 && context.options[0]!.deliveryType === 'STORE_PICKUP',
    isHomeDeliveryOnly: ({ context }) =>
      context.options.length === 1 && context.options[0]!.deliveryType === 'DELIVERY',
    isPickupPointOnly: ({ context }) =>
      context.options.length === 1 && context.options[0]!.deliveryType === 'PICKUP_POINT',
    /** Opened again after a reload: the way chosen before, at once. */
    isResumedAt: ({ context }, deliveryType: DeliveryType) => context.resumedType === deliveryType,
    /** SPEC 5: an address typed for this order needs no name. */
    formBreaksARule: ({ context }) =>
      hasAddressErrors(addressErrors(context.form, { saving: false })),
    /** A saved address of the visitor's, not one the shop is known not to deliver to. */
    isSavedAddress: ({ context }, address: SavedAddress) =>
      context.token !== null &&
      Number.isSafeInteger(address.id) &&
      context.savedUsable[address.id] !== false,
    /**
     * Nothing typed yet and a saved address the shop delivers to: the saved addresses' answer
     * may fill the form. Once anything is typed, no answer overwrites it.
     */
    canFillFromSaved: ({ context }, usable: Record<number, boolean>) =>
      !context.touched && context.savedAddresses.some((address) => usable[address.id] === true),
    isAvailableThere: ({ context }, rates: DeliveryRate[]) =>
      rateVerdict(rates, context.shopId, 'DELIVERY').ok,
    hasPickupPosition: ({ context }) => postalCodePosition(context.pickupPostalCode) !== null,
    noPointFound: (_, points: PickupPoint[]) => points.length === 0,
    isListedPoint: ({ context }, id: string) => context.pickupPoints.some((p) => p.id === id),
    isFailedCall: ({ context }, call: DeliveryCall) => context.failedCall === call,
    /** The middleware refused the address (a 4xx on the rates, api/errorReactions.ts). */
    isAddressRefused: (_, error: unknown) => errorCodeOf(error) === 'addressUnavailableForDelivery',
    /** The search answered that there is no point there (not a fault). */
    isNoPointAnswer: (_, error: unknown) => errorCodeOf(error) === 'pickupPointsNone',
  },
  actions: {
    assignType: assign((_, deliveryType: DeliveryType) => ({ deliveryType, error: null })),
    clearResumed: assign({ resumedType: null }),
    /** Tells whoever runs the chart the way chosen and the address typed; they supply it. */
    reportProgress: (_, _progress: DeliveryResume) => {},
    chooseStorePickup: assign(({ context }) => ({
      choice: {
        deliveryType: 'STORE_PICKUP' as const,
        shopDeliveryMethodId: optionOf(context, 'STORE_PICKUP')?.shopDeliveryMethodId ?? null,
        cost: optionOf(context, 'STORE_PICKUP')?.cost ?? 0,
        address: null,
        deliveryAddressId: null,
        pickupPoint: null,
      },
    })),
    assignCountries: assign((_, countries: DeliveryCountry[]) => ({
      countries,
      error: null,
      failedCall: null,
    })),
    // Once the rules have been shown, they follow what is typed.
    change: assign(({ context }, { field, value }: { field: AddressField; value: string }) => {
      const form = changedForm(context.form, field, value);
      const shown = Object.keys(context.fieldErrors).length > 0;
      return {
        form,
        touched: true,
        savedAddressId: null,
        // A refusal or a failed rate is about the old address; the countries' fault stays said.
        ...(context.failedCall === 'countries' ? {} : { error: null, failedCall: null }),
        fieldErrors: shown ? addressErrors(form, { saving: false }) : {},
      };
    }),
    showFieldErrors: assign({
      fieldErrors: ({ context }) => addressErrors(context.form, { saving: false }),
    }),
    /** A saved address is put in the form: changed afterwards, it becomes one typed. */
    useSaved: assign((_, saved: SavedAddress) => ({
      form: addressFormOf(saved),
      savedAddressId: saved.id,
      touched: true,
      fieldErrors: {},
    })),
    assignSavedAddresses: assign((_, addresses: SavedAddress[]) => ({
      savedAddresses: addresses,
      savedUsable: {},
    })),
    assignSavedUsable: assign((_, usable: Record<number, boolean>) => ({ savedUsable: usable })),
    /** The first saved address the shop delivers to, in the form (nothing typed: canFillFromSaved). */
    fillFromSaved: assign(({ context }) => {
      const saved = firstUsableSaved(context);
      return saved ? { form: addressFormOf(saved), savedAddressId: saved.id, fieldErrors: {} } : {};
    }),
    startCall: assign({ error: null, failedCall: null }),
    assignFailure: assign((_, { error, call }: { error: unknown; call: DeliveryCall }) => ({
      error: call === 'pickupPoints' ? pickupSearchError(errorCodeOf(error)) : errorCodeOf(error),
      errorDetail: call === 'pickupPoints' ? null : errorDetailOf(error),
      failedCall: call,
    })),
    assignUnavailable: assign({
      error: 'addressUnavailableForDelivery' as const,
      errorDetail: null,
    }),
    assignHomeChoice: assign(({ context }, rates: DeliveryRate[]) => {
      const verdict = rateVerdict(rates, context.shopId, 'DELIVERY');
      const option = optionOf(context, 'DELIVERY');
      return {
        choice: {
          deliveryType: 'DELIVERY' as const,
          shopDeliveryMethodId: option?.shopDeliveryMethodId ?? null,
          cost: verdict.ok ? verdict.cost : (option?.cost ?? 0),
          address: { ...context.form, postalCode: addressAsked(context).postalCode },
          deliveryAddressId: context.savedAddressId,
          pickupPoint: null,
        },
      };
    }),
    assignPickupPostalCode: assign((_, value: string) => ({
      pickupPostalCode: value,
      pickupPostalCodeInvalid: false,
    })),
    showPostalCodeInvalid: assign({ pickupPostalCodeInvalid: true }),
    positionFromPostalCode: assign(({ context }) => ({
      position: postalCodePosition(context.pickupPostalCode),
    })),
    assignPosition: assign((_, position: Position) => ({ position })),
    assignPoints: assign((_, points: PickupPoint[]) => ({
      pickupPoints: nearestFirst(points),
      error: null,
      failedCall: null,
    })),
    assignNoPoint: assign({
      pickupPoints: [],
      error: 'pickupPointsNone' as const,
      errorDetail: null,
      failedCall: null,
    }),
    choosePoint: assign(({ context }, id: string) => {
      const option = optionOf(context, 'PICKUP_POINT');
      return {
        choice: {
          deliveryType: 'PICKUP_POINT' as const,
          shopDeliveryMethodId: option?.shopDeliveryMethodId ?? null,
          cost: option?.cost ?? 0,
          address: null,
          deliveryAddressId: null,
          pickupPoint: context.pickupPoints.find((point) => point.id === id) ?? null,
        },
      };
    }),
  },
}).createMachine({
  id: 'delivery',
  context: ({ input }) => initialDeliveryContext(input),
  initial: 'choosingMethod',
  output: ({ context }) => context.choice,
  states: {
    choosingMethod: {
      tags: ['view.methods'],
      // One way only: nothing to ask. Takeaway is collected at the shop, as the transport chosen
      // already says; a shop that only delivers at home asks for the address at once, one that
      // only delivers to pickup points searches for one at once.
      always: [
        { guard: 'hasNoOption', target: 'noWayOffered' },
        { guard: 'isStorePickupOnly', target: 'done', actions: 'chooseStorePickup' },
        { guard: 'isHomeDeliveryOnly', target: 'address' },
        { guard: 'isPickupPointOnly', target: 'pickup' },
        {
          guard: { type: 'isResumedAt', params: 'DELIVERY' },
          target: 'address',
          actions: 'clearResumed',
        },
        {
          guard: { type: 'isResumedAt', params: 'PICKUP_POINT' },
          target: 'pickup',
          actions: 'clearResumed',
        },
      ],
      on: {
        'delivery.choose': {
          guard: { type: 'isOffered', params: ({ event }) => event.deliveryType },
          actions: [
            { type: 'assignType', params: ({ event }) => event.deliveryType },
            {
              type: 'reportProgress',
              params: ({ context, event }) => ({
                deliveryType: event.deliveryType,
                form: context.form,
              }),
            },
          ],
        },
        'delivery.continue': [
          { guard: { type: 'isChosen', params: 'DELIVERY' }, target: 'address' },
          { guard: { type: 'isChosen', params: 'PICKUP_POINT' }, target: 'pickup' },
        ],
        'delivery.back': 'cancelled',
      },
    },
    // The shop states its ways of delivery and none suits the transport chosen: back to the
    // cart, where the transport can be changed.
    noWayOffered: {
      tags: ['view.noWay'],
      on: { 'delivery.back': 'cancelled' },
    },
    address: {
      type: 'parallel',
      on: {
        'delivery.back': [
          { guard: 'hasSeveralOptions', target: 'choosingMethod' },
          { target: 'cancelled' },
        ],
      },
      states: {
        // Signed in: the saved addresses, from the address book chart.
        book: {
          initial: 'none',
          states: {
            // A guest has none; signed in, the address book is opened at once.
            none: { always: { guard: 'isSignedIn', target: 'open' } },
            open: {
              invoke: {
                id: 'addressBook',
                src: 'addressBook',
                input: ({ context }) => ({ token: context.token ?? '' }),
              },
              initial: 'loading',
              on: {
                'delivery.savedAddresses': {
                  target: '.checking',
                  actions: {
                    type: 'assignSavedAddresses',
                    params: ({ event }) => event.addresses,
                  },
                },
              },
              states: {
                // The saved addresses on their way (the address book asks for them).
                loading: {},
                // Whether the shop delivers to each: the rates of each saved address's place.
                checking: {
                  tags: ['savedChecking'],
                  invoke: {
                    id: 'checkSavedAddresses',
                    src: 'checkSavedAddresses',
                    input: ({ context }) => ({
                      shopId: context.shopId,
                      addresses: context.savedAddresses,
                    }),
                    onDone: [
                      // Nothing typed yet: the first one the shop delivers to fills the form.
                      {
                        guard: { type: 'canFillFromSaved', params: ({ event }) => event.output },
                        target: 'checked',
                        actions: [
                          { type: 'assignSavedUsable', params: ({ event }) => event.output },
                          'fillFromSaved',
                        ],
                      },
                      {
                        target: 'checked',
                        actions: { type: 'assignSavedUsable', params: ({ event }) => event.output },
                      },
                    ],
                    // Not known: each is offered, and its rates are asked for when chosen.
                    onError: 'unchecked',
                  },
                },
                checked: {},
                unchecked: {},
              },
            },
          },
        },
        form: {
          initial: 'loadingCountries',
          // What is typed is kept whatever is on its way (the countries, the saved addresses):
          // no answer that comes later overwrites it.
          on: { 'delivery.change': { actions: changeField } },
          states: {
            loadingCountries: {
              tags: ['busy', 'view.address'],
              entry: 'startCall',
              invoke: {
                id: 'fetchCountries',
                src: 'fetchCountries',
                onDone: {
                  target: 'editing',
                  actions: { type: 'assignCountries', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'countriesFailed',
                  actions: {
                    type: 'assignFailure',
                    params: ({ event }) => ({ error: event.error, call: 'countries' as const }),
                  },
                },
              },
            },
            // The countries could not be read: the form waits for them, a retry asks again.
            countriesFailed: {
              tags: ['view.address'],
              on: { 'delivery.retry': 'loadingCountries' },
            },
            editing: {
              tags: ['view.address'],
              on: {
                'delivery.useSaved': {
                  guard: { type: 'isSavedAddress', params: ({ event }) => event.address },
                  target: 'checkingRates',
                  actions: { type: 'useSaved', params: ({ event }) => event.address },
                },
                'delivery.submit': [
                  { guard: 'formBreaksARule', actions: 'showFieldErrors' },
                  { target: 'checkingRates', actions: assign({ fieldErrors: {} }) },
                ],
                'delivery.retry': {
                  guard: { type: 'isFailedCall', params: 'rates' },
                  target: 'checkingRates',
                },
              },
            },
            checkingRates: {
              tags: ['busy', 'view.address'],
              entry: 'startCall',
              // The address changed while its rates were asked for: the answer, about the old
              // one, is dropped (the call stopped) and the visitor goes on typing.
              on: { 'delivery.change': { target: 'editing', actions: changeField } },
              invoke: {
                id: 'fetchRates',
                src: 'fetchRates',
                input: ({ context }) => addressAsked(context),
                onDone: [
                  {
                    guard: { type: 'isAvailableThere', params: ({ event }) => event.output },
                    target: '#delivery.done',
                    actions: { type: 'assignHomeChoice', params: ({ event }) => event.output },
                  },
                  // SPEC 8: not delivered there; the visitor changes the address, kept as typed.
                  { target: 'editing', actions: 'assignUnavailable' },
                ],
                onError: [
                  {
                    guard: { type: 'isAddressRefused', params: errorOf },
                    target: 'editing',
                    actions: 'assignUnavailable',
                  },
                  {
                    target: 'editing',
                    actions: {
                      type: 'assignFailure',
                      params: ({ event }) => ({
                        error: errorOf({ event }),
                        call: 'rates' as const,
                      }),
                    },
                  },
                ],
              },
            },
          },
        },
      },
    },
    pickup: {
      initial: 'idle',
      on: {
        'delivery.back': [
          { guard: 'hasSeveralOptions', target: 'choosingMethod' },
          { target: 'cancelled' },
        ],
        // Typed while a search or the position is on its way: kept, never overwritten.
        'delivery.pickupPostalCode': {
          actions: { type: 'assignPickupPostalCode', params: ({ event }) => event.value },
        },
      },
      states: {
        idle: {
          tags: ['view.pickup'],
          on: {
            'delivery.search': [
              {
                guard: 'hasPickupPosition',
                target: 'searching',
                actions: 'positionFromPostalCode',
              },
              { actions: 'showPostalCodeInvalid' },
            ],
            'delivery.locate': 'locating',
            'delivery.choosePoint': {
              guard: { type: 'isListedPoint', params: ({ event }) => event.id },
              target: '#delivery.done',
              actions: { type: 'choosePoint', params: ({ event }) => event.id },
            },
            'delivery.retry': {
              guard: { type: 'isFailedCall', params: 'pickupPoints' },
              target: 'searching',
            },
          },
        },
        locating: {
          tags: ['busy', 'view.pickup'],
          entry: 'startCall',
          invoke: {
            id: 'locate',
            src: 'locate',
            onDone: {
              target: 'searching',
              actions: { type: 'assignPosition', params: ({ event }) => event.output },
            },
            // No position: SPEC 8 "search error"; the postal code is still there to search by.
            onError: {
              target: 'idle',
              actions: assign({
                error: 'pickupPointsSearchError' as const,
                errorDetail: null,
                failedCall: null,
              }),
            },
          },
        },
        searching: {
          tags: ['busy', 'view.pickup'],
          entry: 'startCall',
          invoke: {
            id: 'fetchPickupPoints',
            src: 'fetchPickupPoints',
            input: ({ context }) => ({
              methodId: optionOf(context, 'PICKUP_POINT')?.shopDeliveryMethodId ?? 0,
              position: context.position!,
            }),
            onDone: [
              {
                guard: { type: 'noPointFound', params: ({ event }) => event.output },
                target: 'idle',
                actions: 'assignNoPoint',
              },
              {
                target: 'idle',
                actions: { type: 'assignPoints', params: ({ event }) => event.output },
              },
            ],
            onError: [
              {
                guard: { type: 'isNoPointAnswer', params: errorOf },
                target: 'idle',
                actions: 'assignNoPoint',
              },
              {
                target: 'idle',
                actions: {
                  type: 'assignFailure',
                  params: ({ event }) => ({
                    error: errorOf({ event }),
                    call: 'pickupPoints' as const,
                  }),
                },
              },
            ],
          },
        },
      },
    },
    done: { type: 'final' },
    cancelled: {
      type: 'final',
      entry: assign({ choice: null }),
    },
  },
});
