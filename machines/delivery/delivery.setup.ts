import { assign, setup, type ErrorActorEvent } from 'xstate';
import { errorCodeOf, errorDetailOf } from '../../api/errors';
import {
  addressErrors,
  addressFormOf,
  emptyAddressForm,
  hasAddressErrors,
  normalisePostalCode,
  PORTUGAL_COUNTRY_ID,
  type AddressField,
  type AddressForm,
} from '../rules/address';
import {
  deliveryOptions,
  pickupSearchError,
  rateVerdict,
  type DeliveryOption,
  type DeliveryType,
} from '../rules/delivery';
import type { KeptPickupPoint } from '../rules/orderFlow';
import { nearestFirst, postalCodePosition, type Position } from '../rules/pickup';
import {
  checkSavedAddresses,
  deliveryAddressBook,
  fetchCountries,
  fetchPickupPoints,
  fetchRates,
  locate,
} from './delivery.actors';
import type {
  DeliveryCall,
  DeliveryChoice,
  DeliveryContext,
  DeliveryCountry,
  DeliveryEvent,
  DeliveryInput,
  DeliveryRate,
  DeliveryResume,
  PickupPoint,
  SavedAddress,
} from './delivery.types';

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
    keptPoint: keptPointFor(options, resumedType, resume?.pickupPoint ?? null),
    passesKeptPoint: resume?.afterReload ?? true,
    countries: [],
    form: resume?.form ?? emptyAddressForm(),
    fieldErrors: {},
    savedAddressId: null,
    // An address typed before a reload is the visitor's: kept as it is.
    touched: resume?.form ? !isBlankForm(resume.form) : false,
    savedAddresses: [],
    savedUsable: {},
    // Back to the pickup step: the postal code and the place searched as before.
    pickupPostalCode: resume?.pickupPostalCode ?? '',
    pickupPostalCodeInvalid: false,
    position: resume?.pickupPosition ?? null,
    pickupPoints: [],
    error: null,
    errorDetail: null,
    failedCall: null,
    choice: null,
  };
}

/** A pickup point kept for a reload, while the shop's method it was chosen from is offered. */
function keptPointFor(
  options: DeliveryOption[],
  resumedType: DeliveryType | null,
  point: KeptPickupPoint | null,
): KeptPickupPoint | null {
  if (resumedType !== 'PICKUP_POINT' || !point) return null;
  const method = options.find((option) => option.deliveryType === 'PICKUP_POINT');
  const sameMethod =
    point.shopDeliveryMethodId === null ||
    method?.shopDeliveryMethodId == null ||
    method.shopDeliveryMethodId === point.shopDeliveryMethodId;
  return sameMethod ? point : null;
}

export const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;

/** A field typed: the form changes, and the way and the address so far are told (for a reload). */
export const changeField = [
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

/**
 * A pickup point chosen: the way, the form and the point are told (kept for a reload, with the
 * shop's method and where the point is), with where it was searched (for the way back to it).
 */
export const reportChosenPoint = {
  type: 'reportProgress' as const,
  params: ({ context }: { context: DeliveryContext }) => {
    const point = context.choice?.pickupPoint ?? null;
    return {
      deliveryType: 'PICKUP_POINT' as const,
      form: context.form,
      pickupPoint: point
        ? {
            id: point.id,
            shopDeliveryMethodId: context.choice?.shopDeliveryMethodId ?? null,
            latitude: point.latitude,
            longitude: point.longitude,
          }
        : null,
      pickupPostalCode: context.pickupPostalCode,
      pickupPosition: context.position,
    };
  },
};

/** Nothing typed in it: each field as an empty form has it. */
function isBlankForm(form: AddressForm): boolean {
  const empty = emptyAddressForm();
  return (Object.keys(empty) as (keyof AddressForm)[]).every((key) => form[key] === empty[key]);
}

/** The first saved address the shop delivers to, if any. */
function firstUsableSaved(context: DeliveryContext): SavedAddress | null {
  return context.savedAddresses.find((address) => context.savedUsable[address.id] === true) ?? null;
}

export function optionOf(
  context: DeliveryContext,
  type: DeliveryType | null,
): DeliveryOption | null {
  return context.options.find((option) => option.deliveryType === type) ?? null;
}

function changedForm(form: AddressForm, field: AddressField, value: string): AddressForm {
  if (field !== 'countryId') return { ...form, [field]: value };
  const countryId = Number.parseInt(value, 10);
  return { ...form, countryId: Number.isSafeInteger(countryId) ? countryId : null };
}

/** The address whose rates are asked for: the saved one chosen, else the one typed. */
export function addressAsked(context: DeliveryContext): { countryId: number; postalCode: string } {
  const countryId = context.form.countryId ?? PORTUGAL_COUNTRY_ID;
  return { countryId, postalCode: normalisePostalCode(context.form.postalCode, countryId) };
}

/** The delivery chart's names: its types, actors, guards and actions (./delivery.machine.ts). */
export const deliverySetup = setup({
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
    /** A pickup point kept for a reload, to be searched for where it is. */
    hasKeptPoint: ({ context }) => context.keptPoint !== null,
    /** The point kept is among those the search answered: still offered. */
    isKeptPointListed: ({ context }, points: PickupPoint[]) =>
      context.keptPoint !== null && points.some((point) => point.id === context.keptPoint!.id),
    /** After a reload, the point kept still offered: chosen again, the step is passed. */
    canPassKeptPoint: ({ context }, points: PickupPoint[]) =>
      context.passesKeptPoint &&
      context.keptPoint !== null &&
      points.some((point) => point.id === context.keptPoint!.id),
    isFailedCall: ({ context }, call: DeliveryCall) => context.failedCall === call,
    /** The middleware refused the address (a 4xx on the rates, api/errorReactions.ts). */
    isAddressRefused: (_, error: unknown) => errorCodeOf(error) === 'addressUnavailableForDelivery',
    /** The search answered that there is no point there (not a fault). */
    isNoPointAnswer: (_, error: unknown) => errorCodeOf(error) === 'pickupPointsNone',
  },
  actions: {
    assignType: assign((_, deliveryType: DeliveryType) => ({ deliveryType, error: null })),
    clearResumed: assign({ resumedType: null }),
    /** The search goes where it went before (back to the step), else where the point kept is. */
    assignKeptPosition: assign(({ context }) => ({
      position:
        context.position ??
        (context.keptPoint
          ? { latitude: context.keptPoint.latitude, longitude: context.keptPoint.longitude }
          : null),
    })),
    clearKeptPoint: assign({ keptPoint: null }),
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
});
