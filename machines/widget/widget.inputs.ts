import type { AuthInput, AuthReason } from '../auth/auth.types';
import type { AuthChart } from '../auth/load';
import type { BookingSettings, Identity } from '../booking/booking.types';
import { newKeySeed } from '../booking/load';
import type { LoadedChart } from '../lazy/lazyChild';
import type { CampaignInput } from '../campaign/campaign.machine';
import type { ResumeChart } from '../resume/load';
import type { ServicesChart } from '../services/load';
import type { PremiumChart } from '../premium/load';
import type { MyBookingsChart } from '../myBookings/load';
import type { OrderChart, WholeCartChart } from '../cart/load';
import type { OrderInput } from '../cart/order.machine';
import { orderResumeOf } from '../rules/orderFlow';
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

/** The sign-in chart, once its code has loaded, with this input. */
export const authChartWith =
  (inputOf: (context: WidgetMachineContext) => AuthInput) =>
  ({ context, event }: { context: WidgetMachineContext; event: { output: AuthChart } }) =>
    ({
      id: 'auth',
      chart: event.output,
      input: inputOf(context),
    }) satisfies LoadedChart<WidgetCharts>;

/** The services chart, once its code has loaded, for the shop the widget was opened at. */
export const servicesChartFor = ({
  context,
  event,
}: {
  context: WidgetMachineContext;
  event: { output: ServicesChart };
}) =>
  ({
    id: 'services',
    chart: event.output,
    input: { shopId: context.start.shopId ?? 0 },
  }) satisfies LoadedChart<WidgetCharts>;

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
    // The shop's cart reopens where the visitor was before a reload (a service is chosen again).
    resume: source.kind === 'shop' ? orderResumeOf(context.flow, { shopId: source.shopId }) : null,
  };
}

/** An order of the service chosen in the list (type 7), once the order chart's code has loaded. */
export const serviceOrderChartFor = ({
  context,
  event,
}: {
  context: WidgetMachineContext;
  event: { output: OrderChart };
}) =>
  ({
    id: 'order',
    chart: event.output,
    input: orderInputOf(context, {
      kind: 'service',
      shop: context.service!.shop,
      service: context.service!.service,
    }),
  }) satisfies LoadedChart<WidgetCharts>;

/** The Cart view: the cart of the shop the widget was opened at, once its code has loaded. */
export const cartOrderChartFor = ({
  context,
  event,
}: {
  context: WidgetMachineContext;
  event: { output: OrderChart };
}) =>
  ({
    id: 'order',
    chart: event.output,
    input: orderInputOf(context, { kind: 'shop', shopId: context.start.shopId ?? 0 }),
  }) satisfies LoadedChart<WidgetCharts>;

/** The whole cart's chart, once its code has loaded: every shop the visitor has items from. */
export const wholeCartChartOf = ({ event }: { event: { output: WholeCartChart } }) =>
  ({ id: 'wholeCart', chart: event.output, input: undefined }) satisfies LoadedChart<WidgetCharts>;

/**
 * One shop of the whole cart, once the order chart's code has loaded: its cart, as the Cart view
 * of that shop opens it, with a way back to the whole cart.
 */
export const wholeCartOrderChartFor = ({
  context,
  event,
}: {
  context: WidgetMachineContext;
  event: { output: OrderChart };
}) =>
  ({
    id: 'order',
    chart: event.output,
    input: {
      ...orderInputOf(context, { kind: 'shop', shopId: context.cartShopId ?? 0 }),
      leavesAtCart: true,
    },
  }) satisfies LoadedChart<WidgetCharts>;

/** The personal area's list, once its code has loaded: the signed-in user's bookings. */
export const myBookingsChartFor = ({
  context,
  event,
}: {
  context: WidgetMachineContext;
  event: { output: MyBookingsChart };
}) =>
  ({
    id: 'myBookings',
    chart: event.output,
    input: { userId: context.user?.id ?? 0, token: context.user?.token ?? '' },
  }) satisfies LoadedChart<WidgetCharts>;

/**
 * The premium chart, once its code has loaded: who is signed in (a guest signs in first), the
 * entity's monthly price, and the campaign the widget was opened at (its smart price shown).
 */
export const premiumChartFor = ({
  context,
  event,
}: {
  context: WidgetMachineContext;
  event: { output: PremiumChart };
}) => {
  const identity = identityOf(context);
  const { campaignId, offerCode } = context.start;
  const { name, prefix, phone } = context.flow.contact;
  return {
    id: 'premium',
    chart: event.output,
    input: {
      user: identity?.kind === 'user' ? identity : null,
      price: premiumPriceOf(context.entity),
      campaign: hasCampaignReference(context.start) ? { campaignId, offerCode } : null,
      contact: { name, prefix, phone },
      providerId: context.context.providerId,
      social: context.entity?.social ?? null,
      keySeed: newKeySeed(),
    },
  } satisfies LoadedChart<WidgetCharts>;
};

/** The resume chart, once its code has loaded: the flow state and the session the widget has. */
export const resumeChartFor = ({
  context,
  event,
}: {
  context: WidgetMachineContext;
  event: { output: ResumeChart };
}) =>
  ({
    id: 'resume',
    chart: event.output,
    input: {
      flow: context.flow,
      session: { userId: context.context.userId, token: context.context.token },
      user: context.user,
    },
  }) satisfies LoadedChart<WidgetCharts>;

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
  const { name, prefix, phone, notes } = context.flow.contact;
  return { name, prefix, phone, notes };
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
    orderResume:
      context.start.campaignId === null
        ? null
        : orderResumeOf(context.flow, { campaignId: context.start.campaignId }),
  };
}
