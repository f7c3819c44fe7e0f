import type { AuthInput, AuthReason } from '../auth/auth.types';
import type { BookingSettings, Identity } from '../booking/booking.types';
import { newKeySeed } from '../booking/load';
import { loadedChart } from '../lazy/lazyChild';
import type { CampaignInput } from '../campaign/campaign.machine';
import type { OrderInput } from '../cart/order.machine';
import { keptOrderOf, serviceOrderInProgress } from '../rules/orderKept';
import { keptVoucherOf } from '../rules/voucherFlow';
import { keptBookingOf } from '../rules/bookingKept';
import { premiumPriceOf } from '../rules/premium';
import { hasCampaignReference } from '../rules/campaign';
import type { WidgetMachineContext, WidgetCharts } from './widget.types';

/** The auth chart's input for a view that needs a user (SPEC 6): a known session is resumed. */
export const authInputFor =
  (reason: AuthReason) =>
  (context: WidgetMachineContext): AuthInput => {
    const { userId, token, allowGuestLogin, providerId } = context.context;
    return {
      allowGuestLogin,
      reason,
      providerId,
      session: userId !== null && token ? { userId, token } : null,
      prefill: {
        name: context.flow.contact.name,
        prefix: context.flow.contact.prefix,
        phone: context.flow.contact.phone,
        email: context.flow.contact.email,
      },
      social: context.entity?.social ?? null,
    };
  };

/** The auth chart's input for the parent app's token: a silent sign-in, nothing asked. */
export const externalAuthInput = (context: WidgetMachineContext): AuthInput => ({
  allowGuestLogin: false,
  providerId: context.context.providerId,
  externalToken: context.context.externalToken,
});

/** A child's `start` params: its code loaded, with the input made from the widget's context. */
const childOf = loadedChart<WidgetCharts, WidgetMachineContext>();

/** The sign-in chart, once its code has loaded, with this input. */
export const authChartWith = (inputOf: (context: WidgetMachineContext) => AuthInput) =>
  childOf('auth', inputOf);

/**
 * The services chart, for the shop the widget was opened at; with the service of that shop whose
 * order a reload interrupted, chosen again once the list is read.
 */
export const servicesChartFor = childOf('services', (context) => {
  const shopId = context.start.shopId ?? 0;
  return { shopId, resumeServiceId: serviceOrderInProgress(context.flow, shopId) };
});

/** An order's input: what it is ordered from, who the widget knows, the flow's contact. */
export function orderInputOf(
  context: WidgetMachineContext,
  source: OrderInput['source'],
): OrderInput {
  return {
    source,
    identity: identityOf(context),
    settings: bookingSettingsOf(context),
    contact: flowContactOf(context),
    keySeed: newKeySeed(),
    // The shop's cart, or a service's order, reopens where the visitor was before a reload.
    kept:
      source.kind === 'shop'
        ? keptOrderOf(context.flow, { shopId: source.shopId })
        : source.kind === 'service'
          ? keptOrderOf(context.flow, { shopId: source.shop.id, serviceId: source.service.id })
          : null,
  };
}

/** An order of the service chosen in the list (type 7). */
export const serviceOrderChartFor = childOf('order', (context) =>
  orderInputOf(context, {
    kind: 'service',
    shop: context.service!.shop,
    service: context.service!.service,
  }),
);

/** The Cart view: the cart of the shop the widget was opened at. */
export const cartOrderChartFor = childOf('order', (context) =>
  orderInputOf(context, { kind: 'shop', shopId: context.start.shopId ?? 0 }),
);

/** The whole cart's chart: every shop the visitor has items from. */
export const wholeCartChartOf = childOf('wholeCart', () => undefined);

/**
 * One shop of the whole cart: its cart, as the Cart view of that shop opens it, with a way back
 * to the whole cart.
 */
export const wholeCartOrderChartFor = childOf('order', (context) => ({
  ...orderInputOf(context, { kind: 'shop', shopId: context.cartShopId ?? 0 }),
  leavesAtCart: true,
}));

/** The personal area's list: the signed-in user's bookings. */
export const myBookingsChartFor = childOf('myBookings', (context) => ({
  userId: context.user?.id ?? 0,
  token: context.user?.token ?? '',
}));

/**
 * The premium chart: who is signed in (a guest signs in first), the entity's monthly price, and
 * the campaign the widget was opened at (its smart price shown).
 */
export const premiumChartFor = childOf('premium', (context) => {
  const identity = identityOf(context);
  const { campaignId, offerCode } = context.start;
  const { name, prefix, phone } = context.flow.contact;
  return {
    user: identity?.kind === 'user' ? identity : null,
    price: premiumPriceOf(context.entity),
    campaign: hasCampaignReference(context.start) ? { campaignId, offerCode } : null,
    contact: { name, prefix, phone },
    providerId: context.context.providerId,
    social: context.entity?.social ?? null,
    keySeed: newKeySeed(),
  };
});

/** The resume chart: the flow state and the session the widget has. */
export const resumeChartFor = childOf('resume', (context) => ({
  flow: context.flow,
  session: { userId: context.context.userId, token: context.context.token },
  user: context.user,
}));

/** What every booking takes from the widget's context and start (SPEC 3). */
export function bookingSettingsOf(context: WidgetMachineContext): BookingSettings {
  return {
    allowGuestLogin: context.context.allowGuestLogin,
    providerId: context.context.providerId,
    social: context.entity?.social ?? null,
    channelManager: context.context.channelManager,
    referralCode: context.flow.referralCode ?? context.start.referralCode,
    mapToken: context.start.mapToken,
  };
}

/** Who the widget knows: a booking does not ask them to sign in again. */
export function identityOf(context: WidgetMachineContext): Identity | null {
  if (context.user) {
    const { loginSource, ...user } = context.user;
    return { kind: 'user', user, loginSource };
  }
  return context.guest ? { kind: 'guest', guest: context.guest } : null;
}

export const flowContactOf = (context: WidgetMachineContext) => {
  const { name, prefix, phone, notes, email } = context.flow.contact;
  return { name, prefix, phone, notes, email };
};

/** The campaign chart's input: the campaign to open, and what its bookings need. */
export function campaignInputOf({ context }: { context: WidgetMachineContext }): CampaignInput {
  return {
    campaignId: context.start.campaignId,
    offerCode: context.start.offerCode,
    flags: {
      canBookDate: context.context.canBookDate,
      canBuyVoucher: context.context.canBuyVoucher,
    },
    settings: bookingSettingsOf(context),
    identity: identityOf(context),
    contact: flowContactOf(context),
    orderKept:
      context.start.campaignId === null
        ? null
        : keptOrderOf(context.flow, { campaignId: context.start.campaignId }),
    voucherKept:
      context.start.campaignId === null
        ? null
        : keptVoucherOf(context.flow, context.start.campaignId),
    bookingKept:
      context.start.campaignId === null
        ? null
        : keptBookingOf(context.flow, context.start.campaignId),
  };
}
