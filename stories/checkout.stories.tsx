/**
 * The checkout of an order (machines/checkout/checkout.machine.ts), one still picture per state:
 * campaign 107 (Francesinha & Companhia) delivered to Porto, ordered by Ana or by a guest; the
 * sign-in, the contact, the payment methods, the review, the order made, paid (MB WAY), left
 * unpaid, handed to the merchant, or with its ATM reference.
 *
 * Convention (stories/README.md): the title is the machine's id and every story is named by the
 * state path it shows; a variant adds a note in brackets.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { authMachine } from '../machines/auth/auth.machine';
import { initialAuthContext } from '../machines/auth/auth.setup';
import { contactMachine, initialContactContext } from '../machines/booking/contact.machine';
import { shareMachine } from '../machines/booking/share.machine';
import { shareInputOf } from '../machines/checkout/checkout.inputs';
import {
  checkoutMachine,
  initialCheckoutContext,
  paymentInputOf,
  type CheckoutContext,
  type CheckoutInput,
} from '../machines/checkout/checkout.machine';
import { initialPaymentContext, paymentMachine } from '../machines/payment/payment.machine';
import type { Order } from '../machines/rules/orderRequest';
import { ShowMyBookings } from '../ui/showMyBookings';
import { CheckoutStep } from '../ui/screens/order/CheckoutStep';
import '../ui/screens/order/order.css';
import { ana, anaContact, emptyContact, guest } from './support/bookingFixtures';
import { childState, stateStories, type StoryChild } from './support/stateStory';

const meta = { title: 'checkout' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order as chosen, as the order's screen draws it above the review. */
const summary = (
  <>
    <p className="order__transport">Entrega em casa, o mais depressa possível.</p>
    <p className="order__transport">Entrega em Rua de Cedofeita 210, 4050-262 Porto: 2,50 €.</p>
    <p>Total: 29,80 €</p>
  </>
);

const checkoutStory = stateStories(checkoutMachine, (actor) => (
  <CheckoutStep actor={actor} summary={summary} />
));

/** The success, in the widget: its personal area ("Ver recompensas") shows in Actions. */
const successStory = stateStories(checkoutMachine, (actor) => (
  <ShowMyBookings.Provider value={action('view.show myBookings')}>
    <CheckoutStep actor={actor} summary={summary} />
  </ShowMyBookings.Provider>
));

/** The success's share chart, as the chart invokes it. */
const shareOf = (context: CheckoutContext): Record<string, StoryChild> => ({
  share: childState('share', shareMachine, {
    value: 'idle',
    context: { ...shareInputOf({ context }), outcome: null },
  }),
});

const input: CheckoutInput = {
  shopId: 14,
  campaignId: 107,
  title: 'Francesinha para levar ou entregar em casa',
  shopName: 'Francesinha & Companhia',
  points: 12,
  transport: { transportType: 'delivery', transportInstant: 'asap', scheduledAt: null },
  delivery: {
    deliveryType: 'DELIVERY',
    shopDeliveryMethodId: 513,
    cost: 2.5,
    address: {
      addressName: '',
      street: 'Rua de Cedofeita 210',
      floorDoor: '',
      postalCode: '4050-262',
      city: 'Porto',
      countryId: 139,
      company: '',
      vatId: '',
    },
    deliveryAddressId: null,
    pickupPoint: null,
  },
  cart: { id: 14, couponCode: null },
  itemsAfterCoupon: 27.3,
  settings: { allowGuestLogin: true, providerId: 1, social: null },
  canOrderAsGuest: true,
  identity: ana,
  contact: { ...anaContact, notes: 'Sem cebola, por favor.' },
  keySeed: 'story',
};

const anas = initialCheckoutContext(input);
const withMethods: CheckoutContext = { ...anas, methods: ['hipay_mbway', 'hipay_cc', 'hipay_mb'] };
const order: Order = {
  id: 7,
  orderCode: 'ENC-7',
  status: 'awaiting_payment',
  subtotal: 27.3,
  discount: 0,
  deliveryCost: 2.5,
  total: 29.8,
  currency: 'EUR',
};
const ordered: CheckoutContext = { ...withMethods, order };
const payment = { id: 'pay-3', paymentMethod: 'hipay_mbway' as const, amount: 29.8 };

/** A guest where guests may order: the sign-in, with "continue as a guest". */
export const identifying: Story = {
  name: 'identifying',
  ...checkoutStory({
    value: 'identifying',
    context: initialCheckoutContext({ ...input, identity: null, contact: emptyContact }),
    children: {
      auth: childState('auth', authMachine, {
        value: 'enteringEmail',
        context: initialAuthContext({ allowGuestLogin: true, reason: 'order' }),
      }),
    },
  }),
};

/** Ana's contact, prefilled, and her note to the shop. */
export const contacting: Story = {
  name: 'contacting',
  ...checkoutStory({
    value: 'contacting',
    context: anas,
    children: {
      contact: childState('contact', contactMachine, {
        value: 'editing',
        context: initialContactContext({ contact: input.contact }),
      }),
    },
  }),
};

export const loadingMethods: Story = {
  name: 'loadingMethods',
  ...checkoutStory({ value: 'loadingMethods', context: anas }),
};

/** The methods could not be read (offline): a retry, and the way back. */
export const methodsFailed: Story = {
  name: 'methodsFailed',
  ...checkoutStory({ value: 'methodsFailed', context: { ...anas, error: 'network' } }),
};

/** SPEC 8 "No payment methods available" for this delivery. */
export const noMethods: Story = {
  name: 'noMethods',
  ...checkoutStory({ value: 'noMethods', context: anas }),
};

/** What is ordered, how it arrives, who orders; "Encomendar". */
export const reviewing: Story = {
  name: 'reviewing',
  ...checkoutStory({ value: 'reviewing', context: withMethods }),
};

/** Ana's 5 € prize chosen: the items, the prize off them, the total with it. */
export const reviewingWithPrize: Story = {
  name: 'reviewing (a prize chosen)',
  ...checkoutStory({ value: 'reviewing', context: { ...withMethods, prizeId: 301 } }),
};

/** A prize that would leave less than 2 € of the items to pay: said beside the prizes. */
export const reviewingPrizeRefused: Story = {
  name: 'reviewing (a prize below the 2 € floor)',
  ...checkoutStory({
    value: 'reviewing',
    context: {
      ...withMethods,
      itemsAfterCoupon: 6,
      prizeId: 301,
      prizeError: 'voucherAmountTooLow',
    },
  }),
};

export const placing: Story = {
  name: 'placing',
  ...checkoutStory({ value: 'placing', context: withMethods }),
};

/** The connection failed while ordering: the same order sent again (no second one). */
export const placeFailed: Story = {
  name: 'placeFailed',
  ...checkoutStory({ value: 'placeFailed', context: { ...withMethods, error: 'network' } }),
};

/** "Encomendar"'s answer lost: Ana's order looked up in her bookings, not sent again. */
export const placeUnconfirmedDeciding: Story = {
  name: 'placeUnconfirmed.deciding',
  ...checkoutStory({
    value: { placeUnconfirmed: 'deciding' },
    context: { ...withMethods, error: 'network' },
  }),
};
export const placeUnconfirmedLookingUp: Story = {
  name: 'placeUnconfirmed.lookingUp',
  ...checkoutStory({
    value: { placeUnconfirmed: 'lookingUp' },
    context: { ...withMethods, error: 'network' },
  }),
};
/** The lookup unanswered too: still not known; asked again, or back to the review. */
export const placeUnconfirmedLookupFailed: Story = {
  name: 'placeUnconfirmed.lookupFailed',
  ...checkoutStory({
    value: { placeUnconfirmed: 'lookupFailed' },
    context: { ...withMethods, error: 'timeout' },
  }),
};
/** A guest's order: no call finds it, said so. */
export const placeUnconfirmedNoLookup: Story = {
  name: 'placeUnconfirmed.noLookup',
  ...checkoutStory({
    value: { placeUnconfirmed: 'noLookup' },
    context: { ...withMethods, error: 'network' },
  }),
};

/** The address stopped being delivered to meanwhile: said, no retry, back to the review. */
export const placeFailedRefused: Story = {
  name: 'placeFailed (refused)',
  ...checkoutStory({
    value: 'placeFailed',
    context: { ...withMethods, error: 'addressUnavailableForDelivery' },
  }),
};

/** The cart was emptied meanwhile (ordered in another window): back to the cart. */
export const placeFailedCartEmpty: Story = {
  name: 'placeFailed (cart empty)',
  ...checkoutStory({ value: 'placeFailed', context: { ...withMethods, error: 'cartEmpty' } }),
};

/** The order made (ENC-7): the payment chart, MB WAY first, Ana's mobile. */
export const paying: Story = {
  name: 'paying',
  ...checkoutStory({
    value: 'paying',
    context: ordered,
    children: {
      payment: childState('payment', paymentMachine, {
        value: 'choosing',
        context: initialPaymentContext(paymentInputOf({ context: ordered })),
      }),
    },
  }),
};

/** Left without paying: the order stays, awaiting its payment; pay it, or leave. */
export const unpaid: Story = {
  name: 'unpaid',
  ...checkoutStory({ value: 'unpaid', context: ordered }),
};

const paidByMbway: CheckoutContext = {
  ...ordered,
  order: { ...order, status: 'awaiting_confirmation' },
  payment: { status: 'paid', orderCode: 'ENC-7', method: 'hipay_mbway', payment },
};

/** Paid by MB WAY: handed to the merchant, awaiting their confirmation; Ana's 12 points, share,
 * view rewards. */
export const placed: Story = {
  name: 'placed',
  ...successStory({ value: 'placed', context: paidByMbway, children: shareOf(paidByMbway) }),
};

const paidInStore: CheckoutContext = {
  ...ordered,
  payment: {
    status: 'inStore',
    orderCode: 'ENC-7',
    method: 'IN_STORE_PAYMENT',
    payment: { id: 'pay-4', paymentMethod: 'IN_STORE_PAYMENT', amount: 29.8 },
  },
};

/** To be paid at the shop: nothing charged now. */
export const placedInStore: Story = {
  name: 'placed (in store)',
  ...successStory({ value: 'placed', context: paidInStore, children: shareOf(paidInStore) }),
};

const guestPaid: CheckoutContext = { ...paidByMbway, identity: guest };

/** A guest's order: share, no points and no rewards (a guest has none). */
export const placedGuest: Story = {
  name: 'placed (guest)',
  ...successStory({ value: 'placed', context: guestPaid, children: shareOf(guestPaid) }),
};

/** An ATM reference to pay: the order goes to the merchant once it is paid. */
export const awaitingPayment: Story = {
  name: 'awaitingPayment',
  ...checkoutStory({
    value: 'awaitingPayment',
    context: {
      ...ordered,
      payment: {
        status: 'referenceIssued',
        orderCode: 'ENC-7',
        method: 'hipay_mb',
        payment: {
          id: 'pay-5',
          paymentMethod: 'hipay_mb',
          amount: 29.8,
          atmEntity: '12345',
          atmReference: '123456789',
          deadline: '2026-11-28T23:59:00Z',
        },
      },
    },
  }),
};

/** The order made; its MB WAY payment left unconfirmed: where to check, no second payment. */
export const paymentUnconfirmed: Story = {
  name: 'paymentUnconfirmed',
  ...checkoutStory({
    value: 'paymentUnconfirmed',
    context: {
      ...ordered,
      payment: {
        status: 'unconfirmed',
        orderCode: 'ENC-7',
        method: 'hipay_mbway',
        payment: { id: 'pay-5', paymentMethod: 'hipay_mbway', amount: 29.8 },
      },
    },
  }),
};

/** The ends: the order's screen goes on (back to the cart, the cart read again, or out). */
export const left: Story = {
  name: 'left',
  ...checkoutStory({ value: 'left', context: anas }),
};

export const cartChanged: Story = {
  name: 'cartChanged',
  ...checkoutStory({ value: 'cartChanged', context: { ...withMethods, error: 'cartEmpty' } }),
};

export const finished: Story = {
  name: 'finished',
  ...checkoutStory({ value: 'finished', context: ordered }),
};
