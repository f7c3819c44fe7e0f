/**
 * The campaign chart (machines/campaign/campaign.machine.ts), one still picture per state.
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows (`failed`,
 * `booking.choosingSlot`); a variant of a state adds a note in brackets (`failed (timeout)`).
 * tests/stories/coverage.test.ts fails when a state has no story or a story names no state;
 * tests/stories/stories.test.tsx renders every story and runs axe on it.
 * Campaign data is what the sandbox answers (api/sandbox/fixtures.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { bookingCharts } from '../machines/booking/charts';
import { campaignMachine, initialCampaignContext } from '../machines/campaign/campaign.machine';
import { voucherChart } from '../machines/voucher/chart';
import {
  BookingScreen,
  CampaignScreen,
  OrderScreen,
  VoucherScreen,
} from '../ui/screens/CampaignScreen';
import { initialOrderContext, orderCart, orderMachine } from '../machines/cart/order.machine';
import { initialTransportContext, transportMachine } from '../machines/transport/transport.machine';
import { initialMenuContext, menuMachine } from '../machines/menu/menu.machine';
import { initialCartContext } from '../machines/cart/cart.machine';
import { nowMs } from '../api/clock';
import { cartFixture } from '../api/sandbox/fixtures';
import {
  ana,
  campaignBookingInput,
  campaignContext,
  campaignInput,
  miguel,
  reviewedContext,
} from './support/bookingFixtures';
import { childState, stateStories } from './support/stateStory';
import { voucherContext, voucherInput } from './support/voucherFixtures';

const meta = { title: 'campaign' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const campaignStory = stateStories(campaignMachine, (actor) => <CampaignScreen actor={actor} />);

/** A booking's screens load lazily in the app; a still picture loads them first. */
function withBookingScreen(story: Story): Story {
  const preload = async () => {
    await BookingScreen.preload();
    return {};
  };
  return { ...story, loaders: [preload, ...[story.loaders ?? []].flat()] };
}

/** The voucher purchase's screens load lazily in the app; a still picture loads them first. */
function withVoucherScreen(story: Story): Story {
  const preload = async () => {
    await VoucherScreen.preload();
    return {};
  };
  return { ...story, loaders: [preload, ...[story.loaders ?? []].flat()] };
}

/** An order's screens load lazily in the app; a still picture loads them first. */
function withOrderScreen(story: Story): Story {
  const preload = async () => {
    await OrderScreen.preload();
    return {};
  };
  return { ...story, loaders: [preload, ...[story.loaders ?? []].flat()] };
}

/** Campaign 101: the tasting dinner, a paid offer with points, smart prices and a booking note. */
const byId = initialCampaignContext(campaignInput(101));

export const loading: Story = {
  name: 'loading',
  ...campaignStory({ value: 'loading', context: byId }),
};

/** A paid offer: its voucher is sold; what premium membership would save. */
export const showing: Story = {
  name: 'showing.overview',
  ...campaignStory({ value: { showing: 'overview' }, context: campaignContext(101) }),
};

/** The marketplace's list named its category (common/category/{language}): said under the shop. */
export const showingCategory: Story = {
  name: 'showing.overview (category named)',
  ...campaignStory({
    value: { showing: 'overview' },
    context: { ...campaignContext(101), categoryName: 'Restaurantes' },
  }),
};

/** Campaign 101 answered in US dollars, without its price's display text. */
const inDollars = campaignContext(101);
inDollars.campaign.campaignView.currency = 'USD';
delete inDollars.campaign.campaignView.offerPriceD;

/** Its prices in dollars, its voucher not sold (SPEC 9: a sale is in the euro). */
export const showingOtherCurrency: Story = {
  name: 'showing.overview (another currency)',
  ...campaignStory({ value: { showing: 'overview' }, context: inDollars }),
};

/** Miguel is a premium member: he gets the smart price. */
export const showingPremium: Story = {
  name: 'showing.overview (premium member)',
  ...campaignStory({
    value: { showing: 'overview' },
    context: campaignContext(101, { identity: miguel }),
  }),
};

/** Campaign 102 (type 2): booked for a date and a time, pending the merchant's confirmation. */
export const showingPending: Story = {
  name: 'showing.overview (type 2)',
  ...campaignStory({ value: { showing: 'overview' }, context: campaignContext(102) }),
};

/** Campaign 103: a free offer, a day in a fixed time window. */
export const showingFree: Story = {
  name: 'showing.overview (free offer)',
  ...campaignStory({ value: { showing: 'overview' }, context: campaignContext(103) }),
};

/** Campaign 114: a free digital coupon, got without a date. */
export const showingCoupon: Story = {
  name: 'showing.overview (coupon)',
  ...campaignStory({ value: { showing: 'overview' }, context: campaignContext(114) }),
};

/** Campaign 105: a digital coupon with a price, bought as a voucher. */
export const showingPaidCoupon: Story = {
  name: 'showing.overview (coupon with a price)',
  ...campaignStory({ value: { showing: 'overview' }, context: campaignContext(105) }),
};

/** Campaign 106: several dates to suggest. */
export const showingSuggestions: Story = {
  name: 'showing.overview (suggestions)',
  ...campaignStory({ value: { showing: 'overview' }, context: campaignContext(106) }),
};

/** Campaign 112: limited to registered users. */
export const showingRegisteredOnly: Story = {
  name: 'showing.overview (registered users only)',
  ...campaignStory({ value: { showing: 'overview' }, context: campaignContext(112) }),
};

/** The context switched date booking off (canBookDate false): only the voucher is offered. */
export const showingNoDates: Story = {
  name: 'showing.overview (canBookDate off)',
  ...campaignStory({
    value: { showing: 'overview' },
    context: campaignContext(108, { flags: { canBookDate: false, canBuyVoucher: true } }),
  }),
};

/** A booking's code did not arrive: the campaign says so, the buttons stay. */
export const showingChartFailed: Story = {
  name: 'showing.overview (booking could not load)',
  ...campaignStory({
    value: { showing: 'overview' },
    context: { ...campaignContext(108), error: 'network' },
  }),
};

/** Reached by the offer code CHIADO2026 instead of an id. */
export const showingByOfferCode: Story = {
  name: 'showing.overview (offer code)',
  ...campaignStory({
    value: { showing: 'overview' },
    context: { ...campaignContext(101), campaignId: null, offerCode: 'CHIADO2026' },
  }),
};

/** Campaign 104 (type 4): information only. */
export const informationOnly: Story = {
  name: 'showing.informationOnly',
  ...campaignStory({ value: { showing: 'informationOnly' }, context: campaignContext(104) }),
};

/** The voucher purchase's code is on its way. */
export const buyingVoucherLoading: Story = {
  name: 'showing.buyingVoucher.loading',
  ...campaignStory({
    value: { showing: { buyingVoucher: 'loading' } },
    context: campaignContext(101),
  }),
};

/** The voucher purchase running: its first step, two vouchers of the dinner for two. */
export const buyingVoucherRunning: Story = withVoucherScreen({
  name: 'showing.buyingVoucher.running',
  ...campaignStory({
    value: { showing: { buyingVoucher: 'running' } },
    context: campaignContext(101, { identity: ana }),
    children: {
      voucher: childState(voucherChart, voucherChart, {
        value: 'configuring',
        context: voucherContext(voucherInput(101, ana)),
      }),
    },
  }),
});

// ------------------------------------------------------------------------------------ flows

const reviewing = (id: number, mode: 'slot' | 'day' | 'several' | 'none') =>
  reviewedContext(campaignBookingInput(id), mode);

export const reservingLoading: Story = {
  name: 'showing.reserving.loading',
  ...campaignStory({
    value: { showing: { reserving: 'loading' } },
    context: campaignContext(108),
  }),
};

export const reservingRunning: Story = withBookingScreen({
  name: 'showing.reserving.running',
  ...campaignStory({
    value: { showing: { reserving: 'running' } },
    context: campaignContext(108),
    children: {
      booking: childState(bookingCharts.reservation, bookingCharts.reservation, {
        value: 'reviewing',
        context: reviewing(108, 'slot'),
      }),
    },
  }),
});

export const reservingDayLoading: Story = {
  name: 'showing.reservingDay.loading',
  ...campaignStory({
    value: { showing: { reservingDay: 'loading' } },
    context: campaignContext(103),
  }),
};

export const reservingDayRunning: Story = withBookingScreen({
  name: 'showing.reservingDay.running',
  ...campaignStory({
    value: { showing: { reservingDay: 'running' } },
    context: campaignContext(103),
    children: {
      booking: childState(bookingCharts.dayReservation, bookingCharts.dayReservation, {
        value: 'reviewing',
        context: reviewing(103, 'day'),
      }),
    },
  }),
});

export const gettingCouponLoading: Story = {
  name: 'showing.gettingCoupon.loading',
  ...campaignStory({
    value: { showing: { gettingCoupon: 'loading' } },
    context: campaignContext(114),
  }),
};

export const gettingCouponRunning: Story = withBookingScreen({
  name: 'showing.gettingCoupon.running',
  ...campaignStory({
    value: { showing: { gettingCoupon: 'running' } },
    context: campaignContext(114),
    children: {
      booking: childState(bookingCharts.coupon, bookingCharts.coupon, {
        value: 'reviewing',
        context: reviewing(114, 'none'),
      }),
    },
  }),
});

export const suggestingDatesLoading: Story = {
  name: 'showing.suggestingDates.loading',
  ...campaignStory({
    value: { showing: { suggestingDates: 'loading' } },
    context: campaignContext(106),
  }),
};

export const suggestingDatesRunning: Story = withBookingScreen({
  name: 'showing.suggestingDates.running',
  ...campaignStory({
    value: { showing: { suggestingDates: 'running' } },
    context: campaignContext(106),
    children: {
      booking: childState(bookingCharts.suggestions, bookingCharts.suggestions, {
        value: 'reviewing',
        context: reviewing(106, 'several'),
      }),
    },
  }),
});

// ------------------------------------------------------------------------------------ not shown

/** Campaign 111 is sold out (isAvailable false): its heading and the catalogue's message. */
export const unavailable: Story = {
  name: 'unavailable',
  ...campaignStory({ value: 'unavailable', context: campaignContext(111) }),
};

export const notProvided: Story = {
  name: 'notProvided',
  ...campaignStory({
    value: 'notProvided',
    context: initialCampaignContext(campaignInput(null)),
  }),
};

/** The network failed: a retry is offered (and, here, really loads from the sandbox). */
export const failed: Story = {
  name: 'failed',
  ...campaignStory({ value: 'failed', context: { ...byId, error: 'network' } }),
};

export const failedTimeout: Story = {
  name: 'failed (timeout)',
  ...campaignStory({ value: 'failed', context: { ...byId, error: 'timeout' } }),
};

/** No campaign 999: a final answer, so no retry. */
export const failedCampaignInvalid: Story = {
  name: 'failed (campaignInvalid)',
  ...campaignStory({
    value: 'failed',
    context: { ...byId, campaignId: 999, error: 'campaignInvalid' },
  }),
};

// ------------------------------------------------------------------------------------ orders

/** Campaign 107 (type 7): takeaway or delivery, ordered from its menu. */
export const showingOrder: Story = {
  name: 'showing.overview (type 7: takeaway or delivery)',
  ...campaignStory({ value: { showing: 'overview' }, context: campaignContext(107) }),
};

export const orderingLoading: Story = {
  name: 'showing.ordering.loading',
  ...campaignStory({ value: { showing: { ordering: 'loading' } }, context: campaignContext(107) }),
};

/** The order running: its first step, the transport. */
export const orderingRunning: Story = withOrderScreen({
  name: 'showing.ordering.running',
  ...campaignStory({
    value: { showing: { ordering: 'running' } },
    context: campaignContext(107),
    children: {
      order: childState(orderMachine, orderMachine, {
        value: { shopping: 'choosingTransport' },
        context: initialOrderContext({
          source: { kind: 'campaign', campaign: campaignContext(107).campaign! },
        }),
        children: {
          transport: childState('transport', transportMachine, {
            value: 'choosing',
            context: initialTransportContext({
              options: { takeaway: true, delivery: true },
              leadMinutes: 35,
              now: nowMs(),
              zone: 'Europe/Lisbon',
            }),
          }),
          cart: childState('cart', orderCart, {
            value: 'filled',
            context: { ...initialCartContext({ shopId: 14 }), cart: cartFixture(14) },
          }),
          menu: childState('menu', menuMachine, {
            value: 'showing',
            context: initialMenuContext({
              shopId: 14,
              menu: campaignContext(107).campaign!.priceListView ?? null,
            }),
          }),
        },
      }),
    },
  }),
});
