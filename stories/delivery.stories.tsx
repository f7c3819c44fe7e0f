/**
 * The delivery of an order (machines/delivery/delivery.machine.ts), one still picture per state,
 * drawn by DeliveryStep: Francesinha & Companhia (shop 14, campaign 107) delivers at home to
 * Porto at 2,50 €; Tasca (shop 11, service 1102) also to pickup points at 2,99 €; Ana (1001) has
 * two saved addresses in Lisbon. Every picture in the three languages of the toolbar.
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows; a variant adds a note
 * in brackets (`failed (timeout)`).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ADDRESSES,
  DELIVERY_COUNTRIES,
  PICKUP_POINTS,
  SHOP_DELIVERY,
  SHOPS,
} from '../api/sandbox/seed';
import { signedInUserFixture } from '../api/sandbox/userFixtures';
import {
  addressBookMachine,
  initialAddressBookContext,
} from '../machines/addresses/addressBook.machine';
import { deliveryMachine } from '../machines/delivery/delivery.machine';
import { initialDeliveryContext } from '../machines/delivery/delivery.setup';
import type { DeliveryContext } from '../machines/delivery/delivery.types';
import { addressErrors, addressFormOf } from '../machines/rules/address';
import { DeliveryStep } from '../ui/screens/order/DeliveryStep';
import { childState, stateStories } from './support/stateStory';

const meta = { title: 'delivery' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const deliveryStory = stateStories(deliveryMachine, (actor) => <DeliveryStep actor={actor} />);

const methodsOf = (shopId: number) => {
  const shop = SHOPS.find((candidate) => candidate.id === shopId)!;
  return {
    id: shopId,
    name: shop.name,
    shopAddress: shop.addressView,
    methods: SHOP_DELIVERY[shopId]!.methods,
  };
};
const ana = signedInUserFixture(1001);

/** Campaign 107 delivered (home only), a guest. */
const home107 = initialDeliveryContext({
  shopId: 14,
  transport: 'delivery',
  methods: methodsOf(14),
  seller: { campaignDeliveryCost: 2.5, isService: false },
  token: null,
});
/** Service 1102 delivered: home or a pickup point. */
const service1102: DeliveryContext = initialDeliveryContext({
  shopId: 11,
  transport: 'delivery',
  methods: methodsOf(11),
  seller: { campaignDeliveryCost: null, isService: true },
  token: null,
});
const withCountries: DeliveryContext = { ...home107, countries: DELIVERY_COUNTRIES };
const lisbon = {
  ...withCountries.form,
  street: 'Rua Augusta 27',
  postalCode: '1100-048',
  city: 'Lisboa',
};
const porto = {
  ...withCountries.form,
  street: 'Rua de Cedofeita 210',
  postalCode: '4050-262',
  city: 'Porto',
};
const halfTyped = { ...porto, postalCode: '4050-26', city: '' };
const lisbonPoints = PICKUP_POINTS.filter((point) => point.city === 'Lisboa').map(
  (point, index) => ({ ...point, distanceMeters: 600 + index * 1700 }),
);

const anaBook = (value: 'loading' | { ready: 'idle' }) => ({
  addressBook: childState('addressBook', addressBookMachine, {
    value,
    context: {
      ...initialAddressBookContext({ token: ana.token }),
      ...(value === 'loading' ? {} : { addresses: ADDRESSES[ana.id] ?? [] }),
      countries: DELIVERY_COUNTRIES,
    },
  }),
});

// ------------------------------------------------------------------ the methods

/** Service 1102 delivered: home at 3,50 € or a pickup point at 2,99 €, none chosen yet. */
export const choosingMethod: Story = {
  name: 'choosingMethod',
  ...deliveryStory({ value: 'choosingMethod', context: service1102 }),
};

/** Takeaway at a shop that states home delivery only: no way of delivery to offer. */
export const noWayOffered: Story = {
  name: 'noWayOffered',
  ...deliveryStory({
    value: 'noWayOffered',
    context: initialDeliveryContext({
      shopId: 14,
      transport: 'takeaway',
      methods: { ...methodsOf(14), methods: { DELIVERY: SHOP_DELIVERY[14]!.methods.DELIVERY } },
      seller: { campaignDeliveryCost: 2.5, isService: false },
      token: null,
    }),
  }),
};

// ------------------------------------------------------------------ the address

/** The countries on their way. */
export const addressFormLoadingCountries: Story = {
  name: 'address.form.loadingCountries',
  ...deliveryStory({
    value: { address: { book: 'none', form: 'loadingCountries' } },
    context: home107,
  }),
};

/** The countries not answered: the message and a retry; the street typed meanwhile kept. */
export const addressFormCountriesFailed: Story = {
  name: 'address.form.countriesFailed',
  ...deliveryStory({
    value: { address: { book: 'none', form: 'countriesFailed' } },
    context: {
      ...home107,
      form: { ...home107.form, street: 'Rua de Cedofeita 210' },
      error: 'network',
      failedCall: 'countries',
    },
  }),
};

/** A guest types the address for this order (no name needed). */
export const addressBookNone: Story = {
  name: 'address.book.none',
  ...deliveryStory({
    value: { address: { book: 'none', form: 'editing' } },
    context: withCountries,
  }),
};

/** A Porto address typed. */
export const addressFormEditing: Story = {
  name: 'address.form.editing',
  ...deliveryStory({
    value: { address: { book: 'none', form: 'editing' } },
    context: { ...withCountries, form: porto },
  }),
};

/** SPEC 5: the rules broken, each beside its field, what was typed kept. */
export const addressFormEditingRules: Story = {
  name: 'address.form.editing (rules broken)',
  ...deliveryStory({
    value: { address: { book: 'none', form: 'editing' } },
    context: {
      ...withCountries,
      form: halfTyped,
      fieldErrors: addressErrors(halfTyped, { saving: false }),
    },
  }),
};

/** SPEC 8: 107 does not deliver to Lisbon, and says where it does; the address kept to change. */
export const addressFormEditingUnavailable: Story = {
  name: 'address.form.editing (unavailable for delivery)',
  ...deliveryStory({
    value: { address: { book: 'none', form: 'editing' } },
    context: { ...withCountries, form: lisbon, error: 'addressUnavailableForDelivery' },
  }),
};

/** The rates not answered within 40 s: the message and a retry, the address kept. */
export const addressFormEditingTimeout: Story = {
  name: 'address.form.editing (rates timeout)',
  ...deliveryStory({
    value: { address: { book: 'none', form: 'editing' } },
    context: { ...withCountries, form: porto, error: 'timeout', failedCall: 'rates' },
  }),
};

/** The rates of the Porto address asked for. */
export const addressFormCheckingRates: Story = {
  name: 'address.form.checkingRates',
  ...deliveryStory({
    value: { address: { book: 'none', form: 'checkingRates' } },
    context: { ...withCountries, form: porto },
  }),
};

const anaSaved = ADDRESSES[ana.id] ?? [];
const miguel = signedInUserFixture(1002);
const miguelsCasa = ADDRESSES[miguel.id]![0]!;

/** Ana's saved addresses on their way; the street she started typing meanwhile. */
export const addressBookOpenLoading: Story = {
  name: 'address.book.open.loading',
  ...deliveryStory({
    value: { address: { book: { open: 'loading' }, form: 'editing' } },
    context: {
      ...withCountries,
      token: ana.token,
      form: { ...withCountries.form, street: 'Rua de Cedofeita 2' },
      touched: true,
    },
    children: anaBook('loading'),
  }),
};

/** Ana's saved addresses come: whether the shop delivers to each is being asked. */
export const addressBookOpenChecking: Story = {
  name: 'address.book.open.checking',
  ...deliveryStory({
    value: { address: { book: { open: 'checking' }, form: 'editing' } },
    context: { ...withCountries, token: ana.token, savedAddresses: anaSaved },
    children: anaBook({ ready: 'idle' }),
  }),
};

/** Ana at shop 11 (Lisbon): both saved addresses delivered to; Casa, the first, in the form. */
export const addressBookOpenChecked: Story = {
  name: 'address.book.open.checked',
  ...deliveryStory({
    value: { address: { book: { open: 'checked' }, form: 'editing' } },
    context: {
      ...service1102,
      countries: DELIVERY_COUNTRIES,
      token: ana.token,
      savedAddresses: anaSaved,
      savedUsable: Object.fromEntries(anaSaved.map((address) => [address.id, true])),
      form: addressFormOf(anaSaved[0]!),
      savedAddressId: anaSaved[0]!.id,
    },
    children: anaBook({ ready: 'idle' }),
  }),
};

/** Miguel at 107: his Porto address delivered to, but he had typed a street: it stays. */
export const addressBookOpenCheckedTyped: Story = {
  name: 'address.book.open.checked (typed before)',
  ...deliveryStory({
    value: { address: { book: { open: 'checked' }, form: 'editing' } },
    context: {
      ...withCountries,
      token: miguel.token,
      form: { ...withCountries.form, street: 'Rua Miguel Bombarda 5' },
      touched: true,
      savedAddresses: [miguelsCasa],
      savedUsable: { [miguelsCasa.id]: true },
    },
    children: {
      addressBook: childState('addressBook', addressBookMachine, {
        value: { ready: 'idle' },
        context: {
          ...initialAddressBookContext({ token: miguel.token }),
          addresses: [miguelsCasa],
          countries: DELIVERY_COUNTRIES,
        },
      }),
    },
  }),
};

/**
 * Ana at 107 (shop 14 delivers to Porto only): both her Lisbon addresses shown but not offered,
 * each with why; the form left empty for her to type.
 */
export const addressBookOpenCheckedOutside: Story = {
  name: 'address.book.open.checked (outside the area)',
  ...deliveryStory({
    value: { address: { book: { open: 'checked' }, form: 'editing' } },
    context: {
      ...withCountries,
      token: ana.token,
      savedAddresses: anaSaved,
      savedUsable: Object.fromEntries(anaSaved.map((address) => [address.id, false])),
    },
    children: anaBook({ ready: 'idle' }),
  }),
};

/** A shop whose address does not say where it is: a saved address outside, said plainly. */
export const addressBookOpenCheckedOutsideUnknownArea: Story = {
  name: 'address.book.open.checked (outside, area unknown)',
  ...deliveryStory({
    value: { address: { book: { open: 'checked' }, form: 'editing' } },
    context: {
      ...withCountries,
      methods: { ...methodsOf(14), name: '', shopAddress: undefined },
      token: ana.token,
      savedAddresses: anaSaved,
      savedUsable: { [anaSaved[0]!.id]: false, [anaSaved[1]!.id]: true },
      error: 'addressUnavailableForDelivery',
    },
    children: anaBook({ ready: 'idle' }),
  }),
};

/** The shop's verdict on the saved addresses not answered: each offered, checked when chosen. */
export const addressBookOpenUnchecked: Story = {
  name: 'address.book.open.unchecked',
  ...deliveryStory({
    value: { address: { book: { open: 'unchecked' }, form: 'editing' } },
    context: { ...withCountries, token: ana.token, savedAddresses: anaSaved },
    children: anaBook({ ready: 'idle' }),
  }),
};

// ------------------------------------------------------------------ pickup points

/** The search: a postal code, or the visitor's position. */
export const pickupIdle: Story = {
  name: 'pickup.idle',
  ...deliveryStory({
    value: { pickup: 'idle' },
    context: { ...service1102, deliveryType: 'PICKUP_POINT' },
  }),
};

/** Three points near Lisbon's 1100-048, nearest first. */
export const pickupIdleFound: Story = {
  name: 'pickup.idle (found)',
  ...deliveryStory({
    value: { pickup: 'idle' },
    context: {
      ...service1102,
      deliveryType: 'PICKUP_POINT',
      pickupPostalCode: '1100-048',
      pickupPoints: lisbonPoints,
    },
  }),
};

/** SPEC 8: none near Faro. */
export const pickupIdleNone: Story = {
  name: 'pickup.idle (none found)',
  ...deliveryStory({
    value: { pickup: 'idle' },
    context: {
      ...service1102,
      deliveryType: 'PICKUP_POINT',
      pickupPostalCode: '8000-138',
      error: 'pickupPointsNone',
    },
  }),
};

/** SPEC 8: the search failed; a retry. */
export const pickupIdleSearchError: Story = {
  name: 'pickup.idle (search error)',
  ...deliveryStory({
    value: { pickup: 'idle' },
    context: {
      ...service1102,
      deliveryType: 'PICKUP_POINT',
      pickupPostalCode: '1100-048',
      error: 'pickupPointsSearchError',
      failedCall: 'pickupPoints',
    },
  }),
};

/** A postal code that is none: said beside the field. */
export const pickupIdleInvalid: Story = {
  name: 'pickup.idle (postal code invalid)',
  ...deliveryStory({
    value: { pickup: 'idle' },
    context: {
      ...service1102,
      deliveryType: 'PICKUP_POINT',
      pickupPostalCode: '80',
      pickupPostalCodeInvalid: true,
    },
  }),
};

/** The visitor's position asked for. */
export const pickupLocating: Story = {
  name: 'pickup.locating',
  ...deliveryStory({
    value: { pickup: 'locating' },
    context: { ...service1102, deliveryType: 'PICKUP_POINT' },
  }),
};

/** The points near 1100-048 asked for. */
export const pickupSearching: Story = {
  name: 'pickup.searching',
  ...deliveryStory({
    value: { pickup: 'searching' },
    context: { ...service1102, deliveryType: 'PICKUP_POINT', pickupPostalCode: '1100-048' },
  }),
};

/**
 * Opened again after a reload with no point kept: the search, as on a first visit (the chart
 * passes through here to look for a kept point first).
 */
export const pickupOpening: Story = {
  name: 'pickup.opening',
  ...deliveryStory({
    value: { pickup: 'opening' },
    context: { ...service1102, deliveryType: 'PICKUP_POINT' },
  }),
};

// ------------------------------------------------------------------ the end

/** Chosen: the order goes on (the order's next step is drawn by the order's screen). */
export const done: Story = {
  name: 'done',
  ...deliveryStory({ value: 'done', context: { ...withCountries, form: porto } }),
};

/** Back out of the delivery: the order's cart again. */
export const cancelled: Story = {
  name: 'cancelled',
  ...deliveryStory({ value: 'cancelled', context: home107 }),
};
