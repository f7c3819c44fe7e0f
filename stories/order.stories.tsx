/**
 * An order of campaign 107 (machines/cart/order.machine.ts: Francesinha & Companhia, takeaway or
 * delivery), one still picture per state, drawn by OrderScreen with its transport, menu and cart
 * charts as the state holds them: choosing the transport, the menu with the cart summed up, the
 * cart (delivery: the campaign's 2,50 €), the delivery, and the checkout's review.
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { nowMs } from '../api/clock';
import { campaignFixture, cartFixture } from '../api/sandbox/fixtures';
import { DELIVERY_COUNTRIES } from '../api/sandbox/seed';
import { initialCartContext } from '../machines/cart/cart.machine';
import {
  initialOrderContext,
  orderCart,
  orderCheckout,
  orderMachine,
} from '../machines/cart/order.machine';
import { initialCheckoutContext } from '../machines/checkout/checkout.machine';
import { orderSettingsOf } from '../machines/cart/orderInput';
import { deliveryMachine } from '../machines/delivery/delivery.machine';
import { initialDeliveryContext } from '../machines/delivery/delivery.setup';
import { initialMenuContext, menuMachine } from '../machines/menu/menu.machine';
import type { TransportChoice } from '../machines/rules/transport';
import { initialTransportContext, transportMachine } from '../machines/transport/transport.machine';
import OrderScreen from '../ui/screens/order/OrderScreen';
import { ana, anaContact } from './support/bookingFixtures';
import { childState, stateStories, type StoryChild } from './support/stateStory';

const meta = { title: 'order' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const orderStory = stateStories(orderMachine, (actor) => <OrderScreen actor={actor} />);

const campaign = campaignFixture(107);
const source = { kind: 'campaign' as const, campaign };
const input = orderSettingsOf(source);
const takeaway: TransportChoice = {
  transportType: 'takeaway',
  transportInstant: 'asap',
  scheduledAt: null,
};
const delivery: TransportChoice = { ...takeaway, transportType: 'delivery' };

/** The menu and the cart, as they are once read. */
const shoppingChildren: Record<string, StoryChild> = {
  cart: childState('cart', orderCart, {
    value: 'filled',
    context: { ...initialCartContext({ shopId: 14 }), cart: cartFixture(14) },
  }),
  menu: childState('menu', menuMachine, {
    value: 'showing',
    context: initialMenuContext({ shopId: 14, menu: input.menu }),
  }),
};

const transportChild = childState('transport', transportMachine, {
  value: 'choosing',
  context: initialTransportContext({
    options: input.options,
    leadMinutes: input.leadMinutes,
    now: nowMs(),
    zone: input.zone,
  }),
});

export const choosingTransport: Story = {
  name: 'shopping.choosingTransport',
  ...orderStory({
    value: { shopping: 'choosingTransport' },
    context: initialOrderContext({ source }),
    children: { ...shoppingChildren, transport: transportChild },
  }),
};

export const browsing: Story = {
  name: 'shopping.browsing',
  ...orderStory({
    value: { shopping: 'browsing' },
    context: { ...initialOrderContext({ source }), transport: takeaway },
    children: shoppingChildren,
  }),
};

export const reviewing: Story = {
  name: 'shopping.reviewing',
  ...orderStory({
    value: { shopping: 'reviewing' },
    context: { ...initialOrderContext({ source }), transport: delivery },
    children: shoppingChildren,
  }),
};

const deliveryStart = initialDeliveryContext({
  shopId: 14,
  transport: 'delivery',
  methods: cartFixture(14).deliveryMethods?.[0] ?? null,
  seller: input.seller,
  token: null,
});
const porto = {
  ...deliveryStart.form,
  street: 'Rua de Cedofeita 210',
  postalCode: '4050-262',
  city: 'Porto',
};

/** Delivered at home: the address for this order (107 delivers to Porto). */
export const choosingDelivery: Story = {
  name: 'shopping.choosingDelivery',
  ...orderStory({
    value: { shopping: 'choosingDelivery' },
    context: { ...initialOrderContext({ source }), transport: delivery },
    children: {
      ...shoppingChildren,
      delivery: childState('delivery', deliveryMachine, {
        value: { address: { book: 'none', form: 'editing' } },
        context: { ...deliveryStart, countries: DELIVERY_COUNTRIES, form: porto },
      }),
    },
  }),
};

const portoDelivery = {
  deliveryType: 'DELIVERY' as const,
  shopDeliveryMethodId: 513,
  cost: 2.5,
  address: porto,
  deliveryAddressId: null,
  pickupPoint: null,
};
const checkingOutContext = {
  ...initialOrderContext({ source, identity: ana, contact: anaContact }),
  transport: delivery,
  delivery: portoDelivery,
};

/** Delivery to Porto chosen (2,50 € in the total): the checkout's review, "Encomendar". */
export const checkingOut: Story = {
  name: 'shopping.checkingOut',
  ...orderStory({
    value: { shopping: 'checkingOut' },
    context: checkingOutContext,
    children: {
      ...shoppingChildren,
      checkout: childState('checkout', orderCheckout, {
        value: 'reviewing',
        context: {
          ...initialCheckoutContext({
            shopId: 14,
            campaignId: 107,
            title: input.title ?? '',
            shopName: input.shopName,
            points: input.points,
            transport: delivery,
            delivery: portoDelivery,
            cart: { id: 14, couponCode: null },
            itemsAfterCoupon: 27.3,
            settings: { allowGuestLogin: false, providerId: 1, social: null },
            canOrderAsGuest: false,
            identity: ana,
            contact: anaContact,
            keySeed: 'story',
          }),
          methods: ['hipay_mbway', 'hipay_cc'],
        },
      }),
    },
  }),
};

/** The visitor went back from the transport: the campaign (or the list) shows again. */
/** The Cart view of Francesinha & Companhia: the cart first, its shop named by the cart. */
export const reviewingCartView: Story = {
  name: 'shopping.reviewing (Cart view)',
  ...orderStory({
    value: { shopping: 'reviewing' },
    context: initialOrderContext({ source: { kind: 'shop', shopId: 14 } }),
    children: shoppingChildren,
  }),
};

export const left: Story = {
  name: 'left',
  ...orderStory({ value: 'left', context: initialOrderContext({ source }) }),
};
