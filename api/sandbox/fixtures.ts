import type { components } from '../schema';
import { SERVICE_CALENDARS, SERVICE_RESOURCES, SHOP_RESOURCES } from './seed';
import { createStore, myBookingsPage, round2 } from './store';

type Schemas = components['schemas'];

/**
 * Answers of the sandbox, for stories and tests that need an entity without making a call:
 * built by the same store the handlers use, so fixtures and the sandbox never disagree. Dates
 * follow the sandbox clock (sandbox.clock.setNow(...) before calling, for fixed dates).
 */
export function campaignFixture(campaignId: number): Schemas['CampaignInfo'] {
  const store = createStore();
  return store.campaignInfo(store.requireCampaign(campaignId));
}

/** GET shop/{shopId}: the shop with its merchant services (and its digital menu, if active). */
export function shopFixture(shopId: number): Schemas['Shop'] {
  const shop = createStore().shopView(shopId);
  if (!shop) throw new Error(`The sandbox has no shop ${shopId}`);
  return shop;
}

/** GET v1/web/shopping-cart: what a new visitor finds in a shop's cart (or in all of them). */
export function cartFixture(shopId?: number): Schemas['ShoppingCart'] {
  const store = createStore();
  return shopId === undefined ? store.getWholeCart('fixture') : store.getCart('fixture', shopId);
}

/** One merchant service of a shop, as GET shop/{shopId} lists it. */
export function serviceFixture(serviceId: number): Schemas['ShopMerchantService'] {
  const found = createStore().service(serviceId);
  if (!found) throw new Error(`The sandbox has no service ${serviceId}`);
  return structuredClone(found.service);
}

/** GET campaign/schedule/{id}. */
export function scheduleFixture(campaignId: number): Schemas['Schedule'] {
  const store = createStore();
  const campaign = store.requireCampaign(campaignId);
  return store.schedule(
    campaign.calendar,
    campaign.maxDateSelections,
    store.shopZone(campaign.shopId),
  );
}

/** GET v4/campaigns/{id}/calendar/available-slots: the next 30 days, nothing booked yet. */
export function campaignSlotsFixture(campaignId: number): Schemas['CalendarSlot'][] {
  const store = createStore();
  const campaign = store.requireCampaign(campaignId);
  return store.slots(`campaign:${campaignId}`, campaign.calendar);
}

/** GET v4/shopmerchantservices/{id}/calendar/available-slots. */
export function serviceSlotsFixture(serviceId: number): Schemas['CalendarSlot'][] {
  return createStore().slots(`service:${serviceId}`, SERVICE_CALENDARS[serviceId]);
}

/** GET v4/shopmerchantservices/{id}/calendar/resources. */
export function serviceResourcesFixture(serviceId: number): Schemas['CalendarResource'][] {
  return structuredClone(SERVICE_RESOURCES[serviceId] ?? []);
}

/** GET v4/shops/{shopId}/calendar/resources. */
export function shopResourcesFixture(shopId: number): Schemas['CalendarResource'][] {
  return structuredClone(SHOP_RESOURCES[shopId] ?? []);
}

/**
 * A payment as the sandbox starts it, for an order of `amount` (a voucher's): MB WAY with its
 * phone and its deadline (MBWAY_DEADLINE_MS after the sandbox clock's now), a card's payment
 * page, an ATM reference (entity and reference), in store with nothing more.
 */
export function paymentFixture(
  method: Schemas['PaymentMethodCode'],
  options: { amount: number; phone?: string },
): { orderCode: string; payment: Schemas['Payment'] } {
  const store = createStore();
  const { orderCode } = store.createPaymentOrder('VOU', options.amount, null);
  return { orderCode, payment: store.startPayment(orderCode, method, options.phone) };
}

/** What a user made, for `myBookingsFixture`: a reservation of a campaign, or vouchers bought. */
export type MadeFixture =
  | { reservation: number; people: number }
  | {
      voucher: number;
      count: number;
      method: Schemas['PaymentMethodCode'];
      phone?: string;
    };

/**
 * GET client/bookings/{userId}: one page of a seeded user's bookings once they have made
 * `made`, in that order, as the sandbox records them: a reservation at the campaign's first
 * free slot (pending for types 2 and 6), vouchers at the offer price with their payment started.
 */
export function myBookingsFixture(
  userId: number,
  made: MadeFixture[] = [],
  { page = 0, size = 10 }: { page?: number; size?: number } = {},
): Schemas['MyBookingsPage'] {
  const store = createStore();
  const owner = store.users.get(userId);
  if (!owner) throw new Error(`The sandbox has no user ${userId}`);
  for (const what of made) {
    if ('reservation' in what) {
      const campaign = store.requireCampaign(what.reservation);
      const view = campaign.info.campaignView;
      const [slot] = store.slots(`campaign:${what.reservation}`, campaign.calendar);
      store.recordReservation(
        {
          status: view.campaignType === 2 || view.campaignType === 6 ? 'pending' : 'confirmed',
          campaignId: what.reservation,
          campaignType: view.campaignType,
          ...(slot ? { date: slot.startTime } : {}),
          numberOfPeople: what.people,
          pointsEarned: view.points ?? 0,
        },
        { ownerUserId: userId },
      );
    } else {
      const price = store.requireCampaign(what.voucher).info.campaignView.offerPrice ?? 0;
      const { orderCode } = store.createPaymentOrder('VOU', round2(price * what.count), owner, {
        campaignId: what.voucher,
        count: what.count,
      });
      store.startPayment(orderCode, what.method, what.phone);
    }
  }
  return myBookingsPage(store, owner, page, size);
}
