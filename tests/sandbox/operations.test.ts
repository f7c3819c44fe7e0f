import { readFileSync } from 'node:fs';
import { DateTime } from 'luxon';
import { parse } from 'yaml';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClient, configureApi, unwrap } from '../../api/client';
import { ApiError } from '../../api/errors';
import { sandbox, seenOperations } from '../../api/sandbox/control';
import { ROUTES } from '../../api/sandbox/handlers';
import { MBWAY_DEADLINE_MS } from '../../api/sandbox/seed';

const ZONE = 'Europe/Lisbon';
/** A Tuesday morning: the Taberna do Chiado is open (it closes on Mondays). */
const TODAY = '2026-03-03T09:00';
const at = (local: string) => DateTime.fromISO(local, { zone: ZONE }).toISO() ?? '';
const sameInstant = (a: string, b: string) =>
  DateTime.fromISO(a).toMillis() === DateTime.fromISO(b).toMillis();

const ANA = { id: 1001, token: 'tok-ana' };
const MIGUEL = { id: 1002, token: 'tok-miguel' };
const RUI = { id: 1004, token: 'tok-rui' };

function signIn(token: string | null, sessionId = 'session-test') {
  configureApi({ host: undefined, context: { token, sessionId, language: 'pt_PT' } });
}

/** The failure of a call, for assertions on status, code and message. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

const campaignSlots = (id: number) =>
  unwrap(
    apiClient.GET('/v4/campaigns/{id}/calendar/available-slots', { params: { path: { id } } }),
  );

const bookAsAna = (
  body: {
    campaignId: number;
    numberOfPeople: number;
    date?: string;
    shopMerchantServiceId?: number;
  },
  key?: string,
) =>
  unwrap(
    apiClient.POST('/bookings', {
      params: { header: key ? { 'Idempotency-Key': key } : {} },
      body,
    }),
  );

const createShopOrder = (
  body: {
    shopId?: number;
    paymentMethod?: 'hipay_mbway' | 'hipay_cc' | 'hipay_mb' | 'IN_STORE_PAYMENT';
  } = {},
  key?: string,
) =>
  unwrap(
    apiClient.POST('/v1/web/orders', {
      params: { header: key ? { 'Idempotency-Key': key } : {} },
      body: {
        shopId: body.shopId ?? 11,
        transportType: 'takeaway',
        deliveryType: 'STORE_PICKUP',
        paymentMethod: body.paymentMethod ?? 'hipay_mbway',
        contact: { name: 'Ana Silva', prefix: '+351', phone: '912345678' },
      },
    }),
  );

beforeEach(() => {
  sandbox.clock.setNow(TODAY, { frozen: true });
  signIn(ANA.token);
});

describe('campaigns and shops', () => {
  it('getCampaign answers the seeded campaign 101 with its shop', async () => {
    const campaign = await unwrap(
      apiClient.GET('/v1/web/campaigns/{id}', { params: { path: { id: 101 } } }),
    );
    expect(campaign.campaignView).toMatchObject({
      campaignId: 101,
      campaignTitle: 'Jantar de degustação para dois',
      campaignType: 1,
      offerPrice: 39.9,
      priceBeforeD: 59.9,
      discount: 33,
      offer: true,
      isFreeOffer: false,
    });
    expect(campaign.shop).toMatchObject({ id: 11, name: 'Taberna do Chiado' });
    expect(campaign.shop.addressView).toMatchObject({
      address1: 'Rua Garrett 19',
      zipcode: '1200-203',
    });
  });

  it('getCampaign refuses an unknown campaign with 404 and a message', async () => {
    const error = await failure(
      unwrap(apiClient.GET('/v1/web/campaigns/{id}', { params: { path: { id: 999 } } })),
    );
    expect(error).toMatchObject({ status: 404, code: 'campaignInvalid' });
    expect(error.message).not.toBe('');
  });

  it('serves a campaign of every type 1 to 7', async () => {
    const types = new Set<number>();
    for (const id of [101, 102, 103, 104, 105, 106, 107]) {
      const campaign = await unwrap(
        apiClient.GET('/v1/web/campaigns/{id}', { params: { path: { id } } }),
      );
      types.add(campaign.campaignView.campaignType);
    }
    expect([...types].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('getCampaignByOfferCode resolves CHIADO2026 to 101 and refuses unknown codes', async () => {
    const campaign = await unwrap(
      apiClient.GET('/v1/web/campaigns/by-offer-code/{code}', {
        params: { path: { code: 'CHIADO2026' } },
      }),
    );
    expect(campaign.campaignView.campaignId).toBe(101);
    const error = await failure(
      unwrap(
        apiClient.GET('/v1/web/campaigns/by-offer-code/{code}', {
          params: { path: { code: 'NADA' } },
        }),
      ),
    );
    expect(error).toMatchObject({ status: 404, code: 'campaignInvalid' });
  });

  it('getCampaignSchedule spans 30 days from the sandbox today and lists closed days', async () => {
    const schedule = await unwrap(
      apiClient.GET('/campaign/schedule/{id}', { params: { path: { id: 101 } } }),
    );
    expect(schedule.startDate).toBe('2026-03-03');
    expect(schedule.endDate).toBe('2026-04-01');
    expect(schedule.nonAvailableDays).toContain('2026-03-09'); // a Monday
    expect(schedule.nonAvailableDays).toContain('2026-03-13'); // a private event
  });

  it('getCampaignSlots follows the sandbox clock, with capacities including 0 and 1', async () => {
    const slots = await campaignSlots(101);
    expect(slots.length).toBeGreaterThan(0);
    expect(sameInstant(slots[0]!.startTime, at('2026-03-03T12:30'))).toBe(true);
    const capacities = new Set(slots.map((slot) => slot.capacity));
    expect(capacities.has(0)).toBe(true);
    expect(capacities.has(1)).toBe(true);
    expect(slots.some((slot) => slot.startTime.startsWith('2026-03-09'))).toBe(false);

    sandbox.clock.setNow('2026-03-03T20:10');
    const later = await campaignSlots(101);
    expect(sameInstant(later[0]!.startTime, at('2026-03-03T20:30'))).toBe(true);
  });

  it('getCampaignSlots honours startPeriod and untilMinutes', async () => {
    const slots = await unwrap(
      apiClient.GET('/v4/campaigns/{id}/calendar/available-slots', {
        params: {
          path: { id: 101 },
          query: { startPeriod: at('2026-03-04T00:00'), untilMinutes: 1440 },
        },
      }),
    );
    expect(slots).toHaveLength(8);
    expect(slots.every((slot) => slot.startTime.startsWith('2026-03-04'))).toBe(true);
  });

  it('getShop answers the Porto barber with its services and booking configs', async () => {
    const shop = await unwrap(
      apiClient.GET('/shop/{shopId}', { params: { path: { shopId: 12 } } }),
    );
    expect(shop.addressView?.county).toBe('Porto');
    expect(shop.shopMerchantServices?.map((service) => service.id)).toEqual([
      1201, 1202, 1203, 1204,
    ]);
    expect(shop.shopMerchantServices?.[0]?.bookingConfig?.bookingType).toBe(1);
  });

  it('getServiceSlots, getServiceResources and getShopResources answer per service and shop', async () => {
    const slots = await unwrap(
      apiClient.GET('/v4/shopmerchantservices/{shopMerchantServiceId}/calendar/available-slots', {
        params: { path: { shopMerchantServiceId: 1201 } },
      }),
    );
    expect(slots[0]).toMatchObject({ capacity: 2, durationSec: 1800 });
    const serviceResources = await unwrap(
      apiClient.GET('/v4/shopmerchantservices/{shopMerchantServiceId}/calendar/resources', {
        params: { path: { shopMerchantServiceId: 1201 } },
      }),
    );
    expect(serviceResources.map((resource) => resource.name)).toEqual([
      'João Almeida',
      'Rui Teixeira',
    ]);
    const shopResources = await unwrap(
      apiClient.GET('/v4/shops/{shopId}/calendar/resources', { params: { path: { shopId: 12 } } }),
    );
    expect(shopResources).toHaveLength(4);
  });

  it('getCategories names the categories in the asked language', async () => {
    const pt = await unwrap(
      apiClient.GET('/common/category/{language}', { params: { path: { language: 'pt_PT' } } }),
    );
    const en = await unwrap(
      apiClient.GET('/common/category/{language}', { params: { path: { language: 'en_US' } } }),
    );
    expect(pt[0]?.name).toBe('Restaurantes');
    expect(en[0]?.name).toBe('Restaurants');
  });

  it('getEntityConfig answers the entity, and 404 for an unknown host', async () => {
    const entity = await unwrap(
      apiClient.GET('/v1/entity/config', { params: { query: { hostname: 'localhost' } } }),
    );
    expect(entity).toMatchObject({ id: 1, providerId: 1 });
    expect(entity.theme.faviconUrl).toBeTruthy();
    // Assumed field: the premium membership's monthly price, the one its payment link answers.
    expect(entity.premium).toEqual({ monthlyPrice: 4.99, currency: 'EUR' });
    const error = await failure(
      unwrap(
        apiClient.GET('/v1/entity/config', {
          params: { query: { hostname: 'desconhecido.example' } },
        }),
      ),
    );
    expect(error.status).toBe(404);
  });
});

describe('bookings', () => {
  it('createBooking consumes slot capacity and refuses a slot without enough places', async () => {
    const date = at('2026-03-03T19:30');
    const before = (await campaignSlots(101)).find((slot) => sameInstant(slot.startTime, date));
    expect(before?.capacity).toBe(4);

    const reservation = await bookAsAna({ campaignId: 101, numberOfPeople: 3, date });
    expect(reservation).toMatchObject({ status: 'confirmed', campaignId: 101, numberOfPeople: 3 });

    const after = (await campaignSlots(101)).find((slot) => sameInstant(slot.startTime, date));
    expect(after?.capacity).toBe(1);

    const error = await failure(bookAsAna({ campaignId: 101, numberOfPeople: 2, date }));
    expect(error).toMatchObject({ status: 409, code: 'dateNotAvailable' });
  });

  it('createBooking refuses a full slot (capacity 0) with dateNotAvailable', async () => {
    const error = await failure(
      bookAsAna({ campaignId: 101, numberOfPeople: 2, date: at('2026-03-03T20:30') }),
    );
    expect(error).toMatchObject({ status: 409, code: 'dateNotAvailable' });
  });

  it('createBooking books a merchant service on its own calendar, pending for type 2 services', async () => {
    const reservation = await bookAsAna({
      campaignId: 0,
      shopMerchantServiceId: 1203,
      numberOfPeople: 1,
      date: at('2026-03-04T10:00'),
    });
    expect(reservation.status).toBe('pending');
  });

  it('createBooking refuses a missing or unknown token', async () => {
    signIn(null);
    expect(
      await failure(
        bookAsAna({ campaignId: 101, numberOfPeople: 2, date: at('2026-03-03T19:00') }),
      ),
    ).toMatchObject({
      status: 401,
    });
    signIn('tok-unknown');
    expect(
      await failure(
        bookAsAna({ campaignId: 101, numberOfPeople: 2, date: at('2026-03-03T19:00') }),
      ),
    ).toMatchObject({
      status: 401,
    });
  });

  it('creates a booking once per idempotency key', async () => {
    const date = at('2026-03-03T21:00');
    const first = await bookAsAna({ campaignId: 101, numberOfPeople: 2, date }, 'booking-key-1');
    const again = await bookAsAna({ campaignId: 101, numberOfPeople: 2, date }, 'booking-key-1');
    expect(again).toEqual(first);
    const slot = (await campaignSlots(101)).find((candidate) =>
      sameInstant(candidate.startTime, date),
    );
    expect(slot?.capacity).toBe(4);
  });

  it('createGuestBooking books as a guest and refuses a campaign limited to registered users', async () => {
    signIn(null);
    const guest = {
      name: 'Carlos Mendes',
      email: 'carlos.mendes@example.pt',
      prefix: '+351',
      phone: '913222333',
    };
    const reservation = await unwrap(
      apiClient.POST('/bookings/guest', {
        body: { campaignId: 101, numberOfPeople: 2, date: at('2026-03-03T19:00'), ...guest },
      }),
    );
    expect(reservation.status).toBe('confirmed');
    const error = await failure(
      unwrap(
        apiClient.POST('/bookings/guest', {
          body: { campaignId: 112, numberOfPeople: 2, date: at('2026-03-03T19:00'), ...guest },
        }),
      ),
    );
    expect(error).toMatchObject({ status: 403, code: 'registeredUsersOnly' });
  });

  it('createFreeBooking books a free offer and refuses a blocked merchant', async () => {
    const reservation = await unwrap(
      apiClient.POST('/client/book/book/{userId}', {
        params: { path: { userId: ANA.id } },
        body: { campaignId: 108, numberOfPeople: 2, date: at('2026-03-03T19:00') },
      }),
    );
    expect(reservation).toMatchObject({ status: 'confirmed', pointsEarned: 5 });
    const error = await failure(
      unwrap(
        apiClient.POST('/client/book/book/{userId}', {
          params: { path: { userId: ANA.id } },
          body: { campaignId: 110, numberOfPeople: 2, date: at('2026-03-03T19:00') },
        }),
      ),
    );
    expect(error).toMatchObject({ status: 403, code: 'noOnlineBooking' });
  });

  it('type 6 needs at least 3 date-times, one of them 24 hours ahead', async () => {
    const tooFew = await failure(
      unwrap(
        apiClient.POST('/bookings', {
          body: {
            campaignId: 106,
            numberOfPeople: 8,
            dateTimes: [at('2026-03-04T20:00'), at('2026-03-05T20:00')],
          },
        }),
      ),
    );
    expect(tooFew.status).toBe(422);
    const reservation = await unwrap(
      apiClient.POST('/bookings', {
        body: {
          campaignId: 106,
          numberOfPeople: 8,
          dateTimes: [at('2026-03-04T20:00'), at('2026-03-05T20:00'), at('2026-03-06T20:00')],
        },
      }),
    );
    expect(reservation.status).toBe('pending');
  });

  it('campaign 113 answers more slots than its schedule allows, and refuses them suggested', async () => {
    // Tuesday 3 March 2026, 09:00: the schedule covers 3 to 23 March, the slots up to 1 April.
    const schedule = await unwrap(
      apiClient.GET('/campaign/schedule/{id}', { params: { path: { id: 113 } } }),
    );
    expect(schedule).toMatchObject({
      startDate: '2026-03-03',
      endDate: '2026-03-23',
      maxDateSelections: 4,
    });
    // Today + 3 (Friday the 6th) is unavailable, though its slots are still answered.
    expect(schedule.nonAvailableDays).toEqual(
      expect.arrayContaining(['2026-03-06', '2026-03-09', '2026-03-16']),
    );
    const slots = await campaignSlots(113);
    const times = (day: string) =>
      slots
        .filter((slot) => slot.startTime.startsWith(day))
        .map((slot) => slot.startTime.slice(11, 16));
    expect(times('2026-03-06')).toEqual(['13:00', '19:30', '21:00', '23:45']);
    expect(times('2026-03-31')).toEqual(['13:00', '19:30', '21:00', '23:45']);
    // An hour's lead time: three suggestions within 24 hours are the rule's to refuse.
    const campaign = await unwrap(
      apiClient.GET('/v1/web/campaigns/{id}', { params: { path: { id: 113 } } }),
    );
    expect(campaign.minimumSecondsBeforeBooking).toBe(3600);
    const suggest = (dateTimes: string[]) =>
      failure(
        unwrap(
          apiClient.POST('/bookings/guest', {
            body: {
              campaignId: 113,
              numberOfPeople: 2,
              name: 'Rita Gomes',
              email: 'rita.gomes@example.pt',
              prefix: '+351',
              phone: '912000222',
              dateTimes,
            },
          }),
        ),
      );
    const soon = [at('2026-03-03T13:00'), at('2026-03-03T19:30'), at('2026-03-03T21:00')];
    expect(await suggest(soon)).toMatchObject({ status: 422 });
    const valid = [at('2026-03-04T13:00'), at('2026-03-04T19:30'), at('2026-03-05T21:00')];
    for (const wrong of ['2026-03-04T23:45', '2026-03-06T19:30', '2026-03-31T19:30']) {
      expect(await suggest([...valid.slice(0, 2), at(wrong)])).toMatchObject({
        status: 409,
        code: 'dateNotAvailable',
      });
    }
    expect(await suggest([...valid, at('2026-03-07T13:00'), at('2026-03-07T19:30')])).toMatchObject(
      { status: 422 },
    );
  });

  it('refuses an unavailable campaign', async () => {
    const error = await failure(
      bookAsAna({ campaignId: 111, numberOfPeople: 1, date: at('2026-03-07T10:00') }),
    );
    expect(error).toMatchObject({ status: 404, code: 'campaignUnavailable' });
  });

  it('trackMapConversion records a conversion with the map flow token, for a user or a guest', async () => {
    const conversion = {
      campaignId: 101,
      shopId: 11,
      reservationId: 7001,
      conversionToken: 'rwg-1',
    };
    const result = await unwrap(apiClient.POST('/map-service/conversion', { body: conversion }));
    expect(result.success).toBe(true);
    signIn(null);
    await unwrap(
      apiClient.POST('/map-service/conversion', {
        body: { ...conversion, reservationId: 7002, conversionToken: 'rwg-2' },
      }),
    );
    expect(sandbox.store.conversions.map((entry) => entry.conversionToken)).toEqual([
      'rwg-1',
      'rwg-2',
    ]);
    const error = await failure(
      unwrap(
        apiClient.POST('/map-service/conversion', {
          body: { ...conversion, conversionToken: ' ' },
        }),
      ),
    );
    expect(error.status).toBe(422);
  });

  it('echoes the SMS confirmation asked for, and gives a free digital coupon its activation code', async () => {
    const coupon = await unwrap(
      apiClient.POST('/bookings', {
        body: { campaignId: 114, numberOfPeople: 1, receiveSms: true },
      }),
    );
    expect(coupon).toMatchObject({
      status: 'confirmed',
      receiveSms: true,
      activationCode: 'ESTRELA-CAFE-24',
      activationQrCode: 'ESTRELA-CAFE-24',
    });
  });

  it('never hands out a coupon with a price for free: it is bought as a voucher', async () => {
    const error = await failure(
      unwrap(apiClient.POST('/bookings', { body: { campaignId: 105, numberOfPeople: 1 } })),
    );
    expect(error).toMatchObject({
      status: 422,
      message: 'Este cupão tem preço: compre-o para o obter.',
    });
    expect(sandbox.store.reservations).toEqual([]);
  });
});

describe('cart and coupons', () => {
  it('getShoppingCart answers the starter cart of the Taberna do Chiado', async () => {
    const cart = await unwrap(
      apiClient.GET('/v1/web/shopping-cart', { params: { query: { shopId: 11 } } }),
    );
    expect(cart.items.map((item) => item.name)).toEqual(['Bitoque da casa', 'Pastel de nata']);
    expect(cart).toMatchObject({ subtotal: 26.5, discount: 0, total: 26.5, itemsTotal: 3 });
  });

  it('refuses the cart of a shop without a digital menu', async () => {
    const error = await failure(
      unwrap(apiClient.GET('/v1/web/shopping-cart', { params: { query: { shopId: 13 } } })),
    );
    expect(error).toMatchObject({ status: 404, code: 'noDigitalMenu' });
  });

  it('refuses the cart of a shop whose digital menu is switched off', async () => {
    const error = await failure(
      unwrap(apiClient.GET('/v1/web/shopping-cart', { params: { query: { shopId: 15 } } })),
    );
    expect(error).toMatchObject({
      status: 404,
      message: 'O menu digital deste estabelecimento não está ativo.',
    });
  });

  it('getShop carries the digital menu of a shop that has an active one', async () => {
    const withMenu = await unwrap(
      apiClient.GET('/shop/{shopId}', { params: { path: { shopId: 14 } } }),
    );
    expect(withMenu.priceListView?.sections.map((section) => section.type)).toEqual([
      'PRODUCTS',
      'PRODUCTS',
      'MENU',
    ]);
    for (const shopId of [13, 15]) {
      const without = await unwrap(
        apiClient.GET('/shop/{shopId}', { params: { path: { shopId } } }),
      );
      expect(without.priceListView).toBeUndefined();
    }
  });

  it('addCartItem appends a product, adds to the quantity of one already there', async () => {
    const added = await unwrap(
      apiClient.POST('/v1/web/shopping-cart/add', {
        params: { query: { shopId: 14 } },
        body: { productId: 222, quantity: 2 },
      }),
    );
    expect(added.items.map((item) => [item.name, item.quantity, item.total])).toEqual([
      ['Francesinha clássica', 2, 23.8],
      ['Batata frita caseira', 1, 3.5],
      ['Super Bock (33 cl)', 2, 4],
    ]);
    expect(added).toMatchObject({ subtotal: 31.3, total: 31.3, itemsTotal: 5 });
    const again = await unwrap(
      apiClient.POST('/v1/web/shopping-cart/add', {
        params: { query: { shopId: 14 } },
        body: { productId: 211, quantity: 1 },
      }),
    );
    expect(again.items[0]).toMatchObject({ quantity: 3, total: 35.7 });
    expect(again.items).toHaveLength(3);
  });

  it("addCartItem adds a set menu whole (shop 14's MENU section, product 230) at its price; never a course included", async () => {
    const added = await unwrap(
      apiClient.POST('/v1/web/shopping-cart/add', {
        params: { query: { shopId: 14 } },
        body: { productId: 230, quantity: 1 },
      }),
    );
    expect(added.items.at(-1)).toMatchObject({
      productId: 230,
      name: 'Menu francesinha para dois',
      quantity: 1,
      unitPrice: 26.9,
      total: 26.9,
    });
    expect(added).toMatchObject({ subtotal: 54.2, itemsTotal: 4 });
    const course = await failure(
      unwrap(
        apiClient.POST('/v1/web/shopping-cart/add', {
          params: { query: { shopId: 14 } },
          body: { productId: 999, quantity: 1 },
        }),
      ),
    );
    expect(course).toMatchObject({ status: 404 });
  });

  it('addCartItem refuses an unavailable product, an unknown one and a bad quantity', async () => {
    const add = (productId: number, quantity = 1) =>
      failure(
        unwrap(
          apiClient.POST('/v1/web/shopping-cart/add', {
            params: { query: { shopId: 14 } },
            body: { productId, quantity },
          }),
        ),
      );
    expect(await add(213)).toMatchObject({ status: 422, code: 'generic' });
    expect((await add(213)).message).toContain('Francesinha de marisco');
    expect(await add(999)).toMatchObject({ status: 404 });
    expect(await add(211, 0)).toMatchObject({ status: 400 });
  });

  it('getShoppingCart without a shop answers the whole cart, shop by shop', async () => {
    const whole = await unwrap(apiClient.GET('/v1/web/shopping-cart', {}));
    expect(whole.shops.map((shop) => [shop.id, shop.items.length])).toEqual([
      [11, 2],
      [14, 2],
    ]);
    expect(whole).toMatchObject({ subtotal: 53.8, discount: 0, total: 53.8, itemsTotal: 6 });
    expect(whole.deliveryMethods?.map((shop) => shop.id)).toEqual([11, 14]);
  });

  it('applyCoupon with a valid code answers a new cart that replaces the old one', async () => {
    const before = await unwrap(
      apiClient.GET('/v1/web/shopping-cart', { params: { query: { shopId: 11 } } }),
    );
    const applied = await unwrap(
      apiClient.POST('/v1/web/shopping-cart/apply-coupon', {
        params: { query: { shopId: 11, couponCode: 'bemvindo10' } },
      }),
    );
    expect(applied.id).not.toBe(before.id);
    expect(applied).toMatchObject({
      couponCode: 'BEMVINDO10',
      subtotal: 26.5,
      discount: 2.65,
      total: 23.85,
    });
    const after = await unwrap(
      apiClient.GET('/v1/web/shopping-cart', { params: { query: { shopId: 11 } } }),
    );
    expect(after).toEqual(applied);
  });

  it('applyCoupon with an invalid code is a 4xx with couponInvalid and a message', async () => {
    const error = await failure(
      unwrap(
        apiClient.POST('/v1/web/shopping-cart/apply-coupon', {
          params: { query: { shopId: 11, couponCode: 'NOPE' } },
        }),
      ),
    );
    expect(error).toMatchObject({ status: 422, code: 'couponInvalid' });
    expect(error.message).toContain('NOPE');
  });

  it('removeCartItem deletes by item id; an empty cart cannot be ordered', async () => {
    const cart = await unwrap(
      apiClient.GET('/v1/web/shopping-cart', { params: { query: { shopId: 11 } } }),
    );
    let current = cart;
    for (const item of cart.items) {
      current = await unwrap(
        apiClient.POST('/v1/web/shopping-cart/remove/{itemId}', {
          params: { path: { itemId: item.id } },
        }),
      );
    }
    expect(current.items).toEqual([]);
    expect(await failure(createShopOrder())).toMatchObject({ status: 409, code: 'cartEmpty' });
  });

  it('getCartPaymentMethods answers per shop and delivery type, empty when none', async () => {
    const methods = await unwrap(
      apiClient.GET('/v1/web/shopping-cart/payment-methods', {
        params: { query: { shopId: 11, deliveryType: 'STORE_PICKUP' } },
      }),
    );
    expect(methods.map((method) => method.code)).toEqual([
      'hipay_mbway',
      'hipay_cc',
      'hipay_mb',
      'IN_STORE_PAYMENT',
    ]);
    const none = await unwrap(
      apiClient.GET('/v1/web/shopping-cart/payment-methods', {
        params: { query: { shopId: 13, deliveryType: 'DELIVERY' } },
      }),
    );
    expect(none).toEqual([]);
  });
});

describe('orders and payments', () => {
  it('createOrder creates one order per idempotency key', async () => {
    const first = await createShopOrder({}, 'order-key-1');
    const again = await createShopOrder({}, 'order-key-1');
    expect(again.orderCode).toBe(first.orderCode);
    expect(first).toMatchObject({ status: 'awaiting_payment', total: 26.5 });
    expect(sandbox.store.orders.size).toBe(1);
    // The cart became that one order: a new intent finds it empty.
    expect(await failure(createShopOrder({}, 'order-key-2'))).toMatchObject({ code: 'cartEmpty' });
  });

  it("an order takes a prize of its owner's, off the items, above the 2 € floor; below it, nothing is made and the prize stays unused", async () => {
    const withPrize = (prizeId: number, key: string) =>
      unwrap(
        apiClient.POST('/v1/web/orders', {
          params: { header: { 'Idempotency-Key': key } },
          body: {
            shopId: 11,
            transportType: 'takeaway',
            deliveryType: 'STORE_PICKUP',
            paymentMethod: 'hipay_mbway',
            contact: { name: 'Cliente', prefix: '+351', phone: '912345678', vatId: '123456789' },
            prizeId,
          },
        }),
      );
    // Miguel's: 26,50 € of items less his 48,50 € prize is below the floor.
    signIn(MIGUEL.token);
    const refused = await failure(withPrize(305, 'order-prize-1'));
    expect(refused).toMatchObject({ status: 422 });
    expect(refused.message).toContain('abaixo de 2 €');
    expect(sandbox.store.orders.size).toBe(0);
    expect(sandbox.store.unusedPrizes(MIGUEL.id).map((prize) => prize.id)).toContain(305);

    signIn(ANA.token);
    // Ana's, less her 5 € prize: 21,50 €, the prize used, the NIF kept with the order's contact.
    const order = await withPrize(301, 'order-prize-2');
    expect(order).toMatchObject({ status: 'awaiting_payment', total: 21.5 });
    expect(sandbox.store.unusedPrizes(ANA.id).map((prize) => prize.id)).not.toContain(301);
    const [record] = [...sandbox.store.orders.values()];
    expect(record?.request).toMatchObject({ prizeId: 301, contact: { vatId: '123456789' } });
  });

  it('createGuestOrder needs the guest contact', async () => {
    signIn(null, 'guest-session');
    const order = await unwrap(
      apiClient.POST('/v1/web/orders/guest', {
        body: {
          shopId: 14,
          transportType: 'delivery',
          deliveryType: 'DELIVERY',
          deliveryAddress: {
            street: 'Rua de Cedofeita 210',
            city: 'Porto',
            postalCode: '4050-262',
            countryId: 139,
          },
          paymentMethod: 'SIBS_MBWAY',
          contact: {
            name: 'Marta Sousa',
            email: 'marta.sousa@example.pt',
            prefix: '+351',
            phone: '912000001',
          },
        },
      }),
    );
    expect(order).toMatchObject({ status: 'awaiting_payment', deliveryCost: 2.5 });
    const error = await failure(
      unwrap(
        apiClient.POST('/v1/web/orders/guest', { body: { shopId: 11, transportType: 'takeaway' } }),
      ),
    );
    expect(error.status).toBe(422);
  });

  it('refuses a delivery address the shop does not deliver to', async () => {
    const error = await failure(
      unwrap(
        apiClient.POST('/v1/web/orders', {
          body: {
            shopId: 14,
            transportType: 'delivery',
            deliveryType: 'DELIVERY',
            deliveryAddress: {
              street: 'Rua Garrett 19',
              city: 'Lisboa',
              postalCode: '1200-203',
              countryId: 139,
            },
            paymentMethod: 'SIBS_MBWAY',
          },
        }),
      ),
    );
    expect(error).toMatchObject({
      status: 422,
      message: 'A morada escolhida não está disponível para entrega.',
    });
  });

  it('purchaseOrder by card: pending until its page says paid (getPaymentStatus)', async () => {
    const order = await createShopOrder({ paymentMethod: 'hipay_cc' });
    const paying = await unwrap(
      apiClient.POST('/v1/web/orders/purchase', {
        body: { paymentReference: order.orderCode, paymentMethod: 'hipay_cc' },
      }),
    );
    expect(paying.payment?.paymentUrl).toMatch(/^https?:\/\/[^/]+\/__sandbox\/card\.html\?/);
    const status = () =>
      unwrap(apiClient.POST('/payment/status', { body: { orderCode: order.orderCode } }));
    expect((await status()).status).toBe('pending');
    sandbox.clock.advance(60 * 60_000);
    expect((await status()).status).toBe('pending');
    sandbox.chooseCardOutcome(paying.payment!.id, 'paid');
    expect((await status()).status).toBe('paid');
  });

  const mbwayCases = [
    { phone: '912000001', after: 10_000, final: 'paid' },
    { phone: '912000002', after: 5_000, final: 'cancelled' },
    { phone: '912000003', after: 5_000, final: 'error_in_payment_platform' },
    { phone: '912000004', after: MBWAY_DEADLINE_MS, final: 'expired' },
  ] as const;

  it.each(mbwayCases)(
    'MB WAY $phone: pending, then $final after $after ms of sandbox time',
    async ({ phone, after, final }) => {
      const order = await createShopOrder();
      const paying = await unwrap(
        apiClient.POST('/v1/web/orders/purchase', {
          params: { header: { 'Idempotency-Key': `purchase-${phone}` } },
          body: {
            paymentReference: order.orderCode,
            prefix: '+351',
            mobile: phone,
            paymentMethod: 'hipay_mbway',
          },
        }),
      );
      const payment = paying.payment!;
      expect(payment.mbwayPhoneNumber).toBe(phone);
      expect(DateTime.fromISO(payment.deadline!).toMillis()).toBe(
        DateTime.fromISO(TODAY, { zone: ZONE }).toMillis() + MBWAY_DEADLINE_MS,
      );
      const poll = async () =>
        (
          await unwrap(
            apiClient.GET('/payment/mbway-payment-status/{paymentId}/', {
              params: { path: { paymentId: payment.id } },
            }),
          )
        ).status;

      expect(await poll()).toBe('pending');
      sandbox.clock.advance(after - 1);
      expect(await poll()).toBe('pending');
      sandbox.clock.advance(1);
      expect(await poll()).toBe(final);
    },
  );

  it('a paid MB WAY order waits for the merchant; a refused one can be paid again', async () => {
    const order = await createShopOrder();
    const refused = await unwrap(
      apiClient.POST('/v1/web/orders/purchase', {
        body: { paymentReference: order.orderCode, mobile: '912000002' },
      }),
    );
    sandbox.clock.advance(5_000);
    const retried = await unwrap(
      apiClient.POST('/v1/web/orders/purchase', {
        body: { paymentReference: order.orderCode, mobile: '912000001' },
      }),
    );
    expect(retried.payment?.id).not.toBe(refused.payment?.id);
    sandbox.clock.advance(10_000);
    const result = await unwrap(
      apiClient.POST('/payment/status', { body: { orderCode: order.orderCode } }),
    );
    expect(result.status).toBe('paid');
  });

  it('createVoucherPaymentLink sells a voucher; a prize may not leave less than 2 €', async () => {
    const voucher = await unwrap(
      apiClient.POST('/client/gift/hipay/{userId}/', {
        params: { path: { userId: ANA.id } },
        body: { campaignId: 101, numberOfPeople: 2, paymentMethod: 'hipay_mb', prizeId: 301 },
      }),
    );
    expect(voucher).toMatchObject({ amount: 74.8, validUntil: '2027-03-03' });
    expect(voucher.payment.atmReference).toMatch(/^\d{3} \d{3} \d{3}$/);

    signIn(MIGUEL.token);
    const error = await failure(
      unwrap(
        apiClient.POST('/client/gift/hipay/{userId}/', {
          params: { path: { userId: MIGUEL.id } },
          body: { campaignId: 109, numberOfPeople: 1, paymentMethod: 'hipay_cc', prizeId: 305 },
        }),
      ),
    );
    expect(error).toMatchObject({
      status: 422,
      message: 'Operação inválida: o valor a pagar não pode ser inferior a 2 €.',
    });
  });

  it('createGuestVoucherPaymentLink: guest MB WAY payments are polled on the guest path only', async () => {
    signIn(null);
    const voucher = await unwrap(
      apiClient.POST('/client/gift/hipay/guest/', {
        body: {
          campaignId: 105,
          numberOfPeople: 1,
          email: 'carlos.mendes@example.pt',
          paymentMethod: 'hipay_mbway',
          mbwayPrefix: '+351',
          mbwayPhoneNumber: '912000001',
        },
      }),
    );
    expect(voucher.amount).toBe(89);
    const state = await unwrap(
      apiClient.GET('/payment/mbway-payment-status/guest/{paymentId}/', {
        params: { path: { paymentId: voucher.payment.id } },
      }),
    );
    expect(state.status).toBe('pending');

    const refused = await failure(
      unwrap(
        apiClient.POST('/client/gift/hipay/guest/', {
          body: {
            campaignId: 112,
            numberOfPeople: 1,
            email: 'carlos.mendes@example.pt',
            paymentMethod: 'hipay_cc',
          },
        }),
      ),
    );
    expect(refused).toMatchObject({
      status: 403,
      message: 'Esta campanha é exclusiva para utilizadores registados.',
    });
  });

  it('getPremiumPaymentLink without a method answers the price only; with one, the order and its payment; a member is refused', async () => {
    const premiumOrders = () =>
      [...sandbox.store.orders.keys()].filter((code) => code.startsWith('PRM-'));
    const price = await unwrap(
      apiClient.GET('/client/premium/code/hipay/{userId}', {
        params: { path: { userId: ANA.id } },
      }),
    );
    expect(price).toEqual({ monthlyPrice: 4.99, currency: 'EUR' });
    expect(premiumOrders()).toEqual([]);
    expect(sandbox.store.payments.size).toBe(0);
    const link = await unwrap(
      apiClient.GET('/client/premium/code/hipay/{userId}', {
        params: { path: { userId: ANA.id }, query: { paymentMethod: 'hipay_cc' } },
      }),
    );
    expect(link.monthlyPrice).toBe(4.99);
    expect(link.payment?.paymentUrl).toMatch(/\/__sandbox\/card\.html\?payment=/);
    expect(premiumOrders()).toEqual([link.orderCode]);
    signIn(MIGUEL.token);
    const error = await failure(
      unwrap(
        apiClient.GET('/client/premium/code/hipay/{userId}', {
          params: { path: { userId: MIGUEL.id } },
        }),
      ),
    );
    expect(error.status).toBe(409);
  });

  it('a paid PRM order makes its owner premium: the profile says so, and the link refuses a member', async () => {
    const profile = () =>
      unwrap(
        apiClient.GET('/client/profile/{userId}', {
          params: { path: { userId: ANA.id } },
        }),
      );
    const link = await unwrap(
      apiClient.GET('/client/premium/code/hipay/{userId}', {
        params: {
          path: { userId: ANA.id },
          query: { paymentMethod: 'hipay_mbway', mbwayPhoneNumber: '912000001' },
        },
      }),
    );
    expect(link.orderCode).toMatch(/^PRM-/);
    expect((await profile()).isPremium).toBe(false);
    // MB WAY 912000001 is paid 10 s after the request.
    sandbox.clock.advance(10_000);
    expect((await profile()).isPremium).toBe(true);
    const again = await failure(
      unwrap(
        apiClient.GET('/client/premium/code/hipay/{userId}', {
          params: { path: { userId: ANA.id }, query: { paymentMethod: 'hipay_cc' } },
        }),
      ),
    );
    expect(again.status).toBe(409);
  });

  it('an ATM reference of a PRM order leaves its owner not premium until paid', async () => {
    await unwrap(
      apiClient.GET('/client/premium/code/hipay/{userId}', {
        params: { path: { userId: ANA.id }, query: { paymentMethod: 'hipay_mb' } },
      }),
    );
    sandbox.clock.advance(60 * 60_000);
    const profile = await unwrap(
      apiClient.GET('/client/profile/{userId}', { params: { path: { userId: ANA.id } } }),
    );
    expect(profile.isPremium).toBe(false);
  });

  it('getPremiumPaymentLink with the same Idempotency-Key makes one order', async () => {
    const ask = () =>
      unwrap(
        apiClient.GET('/client/premium/code/hipay/{userId}', {
          params: {
            path: { userId: ANA.id },
            query: { paymentMethod: 'hipay_cc' },
            header: { 'Idempotency-Key': 'premium-key-1' },
          },
        }),
      );
    const first = await ask();
    const second = await ask();
    expect(second.orderCode).toBe(first.orderCode);
    const orders = [...sandbox.store.orders.keys()].filter((code) => code.startsWith('PRM-'));
    expect(orders).toEqual([first.orderCode]);
  });
});

describe('user and authentication', () => {
  it('login signs Ana in, and a wrong password is a 401 with a message', async () => {
    signIn(null);
    const user = await unwrap(
      apiClient.POST('/authentication/login', {
        body: { username: 'ana.silva@example.pt', password: 'Segredo123' },
      }),
    );
    expect(user).toMatchObject({
      id: ANA.id,
      token: ANA.token,
      firstName: 'Ana',
      loginSource: 'own',
    });
    const error = await failure(
      unwrap(
        apiClient.POST('/authentication/login', {
          body: { username: 'ana.silva@example.pt', password: 'errada' },
        }),
      ),
    );
    expect(error.status).toBe(401);
    expect(error.message).toBe('Email ou palavra-passe incorretos.');
  });

  it('loginExternal accepts a known external token only', async () => {
    const user = await unwrap(
      apiClient.POST('/authentication/external', {
        params: { header: { Authorization: 'Bearer ext-ana' } },
      }),
    );
    expect(user.id).toBe(ANA.id);
    const error = await failure(
      unwrap(
        apiClient.POST('/authentication/external', {
          params: { header: { Authorization: 'Bearer nope' } },
        }),
      ),
    );
    expect(error.status).toBe(401);
  });

  it('signs up and in with Facebook, Google and Apple; a blocked Facebook is facebookUnavailable', async () => {
    const facebook = await unwrap(
      apiClient.POST('/client/authentication/signUpLoginFacebook', {
        body: { accessToken: 'fb-ok', email: 'ana.silva@example.pt' },
      }),
    );
    expect(facebook).toMatchObject({ id: ANA.id, loginSource: 'facebook' });
    const google = await unwrap(
      apiClient.POST('/client/authentication/signUpLoginGoogle', {
        body: { idToken: 'google-id-token', email: 'tiago.lopes@example.pt', firstName: 'Tiago' },
      }),
    );
    expect(google).toMatchObject({ newRegistration: true, loginSource: 'google' });
    const apple = await unwrap(
      apiClient.POST('/client/authentication/signUpLoginApple', {
        body: { identityToken: 'apple-identity' },
      }),
    );
    expect(apple.loginSource).toBe('apple');
    const blocked = await failure(
      unwrap(
        apiClient.POST('/client/authentication/signUpLoginFacebook', {
          body: { accessToken: 'fb-blocked' },
        }),
      ),
    );
    expect(blocked).toMatchObject({ status: 403, code: 'facebookUnavailable' });
  });

  it('signUp, then validateAccount with the email code 123456 (anything else is wrong)', async () => {
    signIn(null);
    const user = await unwrap(
      apiClient.POST('/client/authentication/signUp', {
        body: {
          email: 'ines.rocha@example.pt',
          password: 'Palavra123',
          firstName: 'Inês',
          lastName: 'Rocha',
          acceptPrivacyPolicy: true,
        },
      }),
    );
    expect(user).toMatchObject({ newRegistration: true, stateId: 2 });
    const registered = await unwrap(
      apiClient.GET('/client/authentication/isRegisteredEmail/{email}', {
        params: { path: { email: 'ines.rocha@example.pt' } },
      }),
    );
    expect(registered.registered).toBe(true);
    const wrong = await failure(
      unwrap(
        apiClient.POST('/authentication/account-validation', {
          body: { email: 'ines.rocha@example.pt', code: '000000' },
        }),
      ),
    );
    expect(wrong.status).toBe(422);
    const resent = await unwrap(
      apiClient.POST('/authentication/resend-validation-code', {
        body: { email: 'ines.rocha@example.pt' },
      }),
    );
    expect(resent.success).toBe(true);
    const validated = await unwrap(
      apiClient.POST('/authentication/account-validation', {
        body: { email: 'ines.rocha@example.pt', code: '123456' },
      }),
    );
    expect(validated.stateId).toBe(1);
  });

  it('validateMobile with the mobile code 654321', async () => {
    signIn(RUI.token);
    const resent = await unwrap(
      apiClient.POST('/authentication/resend-mobile-validation-code', {
        body: { prefix: '+351', mobile: '936543210' },
      }),
    );
    expect(resent.success).toBe(true);
    const wrong = await failure(
      unwrap(
        apiClient.POST('/authentication/mobile-validation', {
          body: { prefix: '+351', mobile: '936543210', code: '111111' },
        }),
      ),
    );
    expect(wrong.status).toBe(422);
    const user = await unwrap(
      apiClient.POST('/authentication/mobile-validation', {
        body: { prefix: '+351', mobile: '936543210', code: '654321' },
      }),
    );
    expect(user.mobileValidation).toBe(true);
  });

  it('getProfile, getMyPrizes and forgotPassword', async () => {
    const profile = await unwrap(
      apiClient.GET('/client/profile/{userId}', { params: { path: { userId: ANA.id } } }),
    );
    expect(profile).toMatchObject({ firstName: 'Ana', lastName: 'Silva', points: 120 });
    const prizes = await unwrap(
      apiClient.GET('/client/prize/myprizes', {
        params: { query: { userId: ANA.id, startIndex: 0, pageSize: 100 } },
      }),
    );
    expect(prizes.prizes.map((prize) => prize.id)).toEqual([301, 302]);
    const someoneElse = await failure(
      unwrap(
        apiClient.GET('/client/profile/{userId}', { params: { path: { userId: MIGUEL.id } } }),
      ),
    );
    expect(someoneElse.status).toBe(403);
    const sent = await unwrap(
      apiClient.POST('/authentication/password/forgotPassword', {
        body: {
          email: 'ana.silva@example.pt',
          providerId: 1,
          redirectUrl: 'https://example.pt/repor',
        },
      }),
    );
    expect(sent.success).toBe(true);
  });

  it('updateProfile (assumed) changes the name and language, never another user’s', async () => {
    const update = (userId: number, body: { firstName: string; lastName: string }) =>
      unwrap(
        apiClient.POST('/client/profile/{userId}', {
          params: { path: { userId } },
          body: { ...body, languageCode: 'es_ES' },
        }),
      );
    const changed = await update(ANA.id, { firstName: ' Ana Maria ', lastName: 'Silva' });
    expect(changed).toMatchObject({ firstName: 'Ana Maria', languageCode: 'es_ES' });
    expect(sandbox.store.users.get(ANA.id)!.user.firstName).toBe('Ana Maria');
    expect((await failure(update(ANA.id, { firstName: ' ', lastName: '' }))).status).toBe(422);
    expect((await failure(update(MIGUEL.id, { firstName: 'X', lastName: '' }))).status).toBe(403);
    expect(sandbox.store.users.get(MIGUEL.id)!.user.firstName).not.toBe('X');
  });
});

describe("the user's bookings (getMyBookings, assumed)", () => {
  const myBookings = (userId: number, query: { page?: number; size?: number } = {}) =>
    unwrap(apiClient.GET('/client/bookings/{userId}', { params: { path: { userId }, query } }));

  it("lists the user's own reservations, vouchers and orders, newest first, with their state, points and every prize", async () => {
    const [slot] = await campaignSlots(101);
    await bookAsAna({ campaignId: 101, numberOfPeople: 2, date: slot!.startTime });
    const [pending] = await campaignSlots(102);
    await bookAsAna({ campaignId: 102, numberOfPeople: 2, date: pending!.startTime });
    const voucher = await unwrap(
      apiClient.POST('/client/gift/hipay/{userId}/', {
        params: { path: { userId: ANA.id } },
        body: { campaignId: 101, numberOfPeople: 1, paymentMethod: 'hipay_mb' },
      }),
    );
    signIn(MIGUEL.token);
    const [miguelSlot] = await campaignSlots(103);
    await unwrap(
      apiClient.POST('/bookings', {
        body: { campaignId: 103, numberOfPeople: 2, date: miguelSlot!.startTime },
      }),
    );
    signIn(ANA.token);

    const page = await myBookings(ANA.id);
    expect(page).toMatchObject({ page: 0, size: 10, totalCount: 5, points: 120 + 40 + 15 });
    expect(page.items.map((item) => [item.kind, item.campaignId, item.state])).toEqual([
      ['voucher', 101, 'paymentPending'],
      ['reservation', 102, 'pendingConfirmation'],
      ['reservation', 101, 'confirmed'],
      // The seeded history, booked in February.
      ['voucher', 109, 'confirmed'],
      ['reservation', 101, 'confirmed'],
    ]);
    expect(page.items[0]).toMatchObject({
      id: voucher.orderCode,
      campaignTitle: 'Jantar de degustação para dois',
      shopName: 'Taberna do Chiado',
      numberOfPeople: 1,
      amount: 39.9,
      payment: { atmEntity: '11249', atmReference: voucher.payment.atmReference },
    });
    expect(page.items[2]).toMatchObject({
      numberOfPeople: 2,
      pointsEarned: 40,
      shopName: 'Taberna do Chiado',
    });
    expect(sameInstant(page.items[2]!.dateTime!, slot!.startTime)).toBe(true);
    expect(page.prizes!.map((prize) => [prize.id, prize.isUsed])).toEqual([
      [301, false],
      [302, false],
      [303, true],
    ]);

    const second = await myBookings(ANA.id, { page: 1, size: 2 });
    expect(second.items.map((item) => item.kind)).toEqual(['reservation', 'voucher']);
    expect((await myBookings(ANA.id, { page: 3, size: 2 })).items).toEqual([]);
    expect((await failure(myBookings(MIGUEL.id))).status).toBe(403);
  });

  it('an MB WAY voucher is pending until paid, then confirmed; a refused one is not paid', async () => {
    const buy = (phone: string) =>
      unwrap(
        apiClient.POST('/client/gift/hipay/{userId}/', {
          params: { path: { userId: ANA.id } },
          body: {
            campaignId: 101,
            numberOfPeople: 1,
            paymentMethod: 'hipay_mbway',
            mbwayPrefix: '+351',
            mbwayPhoneNumber: phone,
          },
        }),
      );
    const paid = await buy('912000001');
    const refused = await buy('912000002');
    const stateOf = async (code: string) =>
      (await myBookings(ANA.id)).items.find((item) => item.id === code)!;
    expect(await stateOf(paid.orderCode)).toMatchObject({
      state: 'paymentPending',
      payment: { deadline: paid.payment.deadline },
    });
    sandbox.clock.advance(10_000);
    expect((await stateOf(paid.orderCode)).state).toBe('confirmed');
    expect((await stateOf(paid.orderCode)).payment).toBeUndefined();
    expect((await stateOf(refused.orderCode)).state).toBe('notPaid');
  });

  it('a new user has none; a wrong token is 401, a bad page 400', async () => {
    signIn(RUI.token);
    expect(await myBookings(RUI.id)).toMatchObject({ items: [], totalCount: 0, prizes: [] });
    signIn('tok-unknown');
    expect((await failure(myBookings(RUI.id))).status).toBe(401);
    signIn(ANA.token);
    expect((await failure(myBookings(ANA.id, { size: 0 }))).status).toBe(400);
  });

  it('changeMyBooking moves a reservation once (the old places freed), refuses a slot without room; cancelMyBooking frees its places', async () => {
    const slots = await campaignSlots(108);
    const [first, second] = slots;
    const made = await bookAsAna({ campaignId: 108, numberOfPeople: 4, date: first!.startTime });
    const capacityAt = async (startTime: string) =>
      (await campaignSlots(108)).find((slot) => sameInstant(slot.startTime, startTime))!.capacity;
    const listed = async () =>
      (await myBookings(ANA.id)).items.find((item) => item.id === String(made.reservationId))!;
    expect(await listed()).toMatchObject({ canChange: true, canCancel: true, numberOfPeople: 4 });
    expect(await capacityAt(first!.startTime)).toBe(first!.capacity - 4);

    const change = (date: string, numberOfPeople: number, key: string) =>
      unwrap(
        apiClient.POST('/client/bookings/{userId}/{reservationId}/change', {
          params: {
            path: { userId: ANA.id, reservationId: made.reservationId },
            header: { 'Idempotency-Key': key },
          },
          body: { date, numberOfPeople },
        }),
      );
    const moved = await change(second!.startTime, 2, 'edit-1');
    expect(sameInstant(moved.dateTime!, second!.startTime)).toBe(true);
    expect(moved.numberOfPeople).toBe(2);
    await change(second!.startTime, 2, 'edit-1');
    expect(await capacityAt(first!.startTime)).toBe(first!.capacity);
    expect(await capacityAt(second!.startTime)).toBe(second!.capacity - 2);
    expect(sandbox.store.reservations).toHaveLength(1);

    const full = (await failure(change(first!.startTime, first!.capacity + 1, 'edit-2'))).code;
    expect(full).toBe('generic');
    const taken = await failure(change('2026-03-03T03:00:00+00:00', 2, 'edit-3'));
    expect([taken.status, taken.code]).toEqual([409, 'dateNotAvailable']);
    expect(sameInstant((await listed()).dateTime!, second!.startTime)).toBe(true);
    expect(await capacityAt(second!.startTime)).toBe(second!.capacity - 2);

    const cancelled = await unwrap(
      apiClient.POST('/client/bookings/{userId}/{reservationId}/cancel', {
        params: { path: { userId: ANA.id, reservationId: made.reservationId } },
      }),
    );
    expect(cancelled).toMatchObject({ state: 'cancelled', canChange: false, canCancel: false });
    expect(await capacityAt(second!.startTime)).toBe(second!.capacity);
    expect(await failure(change(second!.startTime, 2, 'edit-4'))).toMatchObject({
      status: 403,
      message: 'Esta reserva já não pode ser alterada.',
    });
    signIn(MIGUEL.token);
    expect((await failure(change(second!.startTime, 2, 'edit-5'))).status).toBe(403);
  });
});

describe('addresses and delivery', () => {
  it('getAddresses, createAddress and deleteAddress', async () => {
    const saved = await unwrap(apiClient.GET('/user/addresses'));
    expect(saved.map((address) => address.addressName)).toEqual(['Casa', 'Trabalho']);
    const created = await unwrap(
      apiClient.POST('/user/addresses/create', {
        body: {
          addressName: 'Pais',
          countryId: 139,
          city: 'Porto',
          postalCode: '4000-322',
          street: 'Rua de Santa Catarina 500',
        },
      }),
    );
    expect(created.id).toBeGreaterThan(0);
    const result = await unwrap(
      apiClient.POST('/user/addresses/delete/{id}', { params: { path: { id: created.id } } }),
    );
    expect(result.success).toBe(true);
    expect(await unwrap(apiClient.GET('/user/addresses'))).toHaveLength(2);
    signIn(null);
    expect((await failure(unwrap(apiClient.GET('/user/addresses')))).status).toBe(401);
  });

  it('getDeliveryCountries, getDeliveryRates and getPickupPoints', async () => {
    const countries = await unwrap(apiClient.GET('/v1/web/delivery/countries'));
    expect(countries.map((country) => country.id)).toEqual([139, 67]);

    const rates = await unwrap(
      apiClient.GET('/v1/web/delivery/rates', {
        params: { query: { countryId: 139, postalCode: '1250-146' } },
      }),
    );
    const delivery = (shopId: number) =>
      rates.find((rate) => rate.shopId === shopId && rate.deliveryType === 'DELIVERY');
    expect(delivery(11)?.isAvailable).toBe(true);
    expect(delivery(14)?.isAvailable).toBe(false);

    const points = await unwrap(
      apiClient.GET('/v1/web/delivery/pickup-points', {
        params: { query: { shopDeliveryMethodIds: '502', latitude: 38.7107, longitude: -9.1416 } },
      }),
    );
    expect(points.map((point) => point.id)).toEqual(['PP-LX-03', 'PP-LX-02', 'PP-LX-01']);
    const none = await unwrap(
      apiClient.GET('/v1/web/delivery/pickup-points', {
        params: { query: { shopDeliveryMethodIds: '502', latitude: 37.0194, longitude: -7.9304 } },
      }),
    );
    expect(none).toEqual([]);
    const broken = await failure(
      unwrap(
        apiClient.GET('/v1/web/delivery/pickup-points', {
          params: { query: { shopDeliveryMethodIds: '502', latitude: 123, longitude: 0 } },
        }),
      ),
    );
    expect(broken).toMatchObject({ status: 400, code: 'pickupPointsSearchError' });
  });
});

describe('controls', () => {
  const getCampaign = () =>
    unwrap(apiClient.GET('/v1/web/campaigns/{id}', { params: { path: { id: 101 } } }));

  it('forces a status with a message on one operation', async () => {
    sandbox.setFault('getCampaign', { kind: 'status', status: 503, message: 'Em manutenção' });
    expect(await failure(getCampaign())).toMatchObject({ status: 503, message: 'Em manutenção' });
    await expect(
      unwrap(apiClient.GET('/shop/{shopId}', { params: { path: { shopId: 11 } } })),
    ).resolves.toMatchObject({ id: 11 });
  });

  it('forces a network error', async () => {
    sandbox.setFault('getCampaign', { kind: 'network' });
    expect(await failure(getCampaign())).toMatchObject({ kind: 'network' });
  });

  it('a fault limited to one call lets the retry through', async () => {
    sandbox.setFault('getCampaign', { kind: 'status', status: 500 }, { times: 1 });
    expect((await failure(getCampaign())).status).toBe(500);
    await expect(getCampaign()).resolves.toMatchObject({ shop: { id: 11 } });
  });

  it('forces a hang: the call never answers until cancelled', async () => {
    sandbox.setFault('getCampaignSlots', { kind: 'hang' });
    const controller = new AbortController();
    let settled = false;
    const pending = unwrap(
      apiClient.GET('/v4/campaigns/{id}/calendar/available-slots', {
        params: { path: { id: 101 } },
        signal: controller.signal,
      }),
    ).finally(() => {
      settled = true;
    });
    const outcome = pending.catch((error: unknown) => error);
    // A call made after it, to an operation without a fault, is answered while it still hangs.
    await expect(getCampaign()).resolves.toMatchObject({ campaignView: { campaignId: 101 } });
    expect(settled).toBe(false);
    controller.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
  });

  it('adds latency to every call', async () => {
    sandbox.setLatency(150);
    const started = performance.now();
    await getCampaign();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('reads the ?sandbox= text form', async () => {
    const problems = sandbox.applyControls(
      'latency:0;fault:getCampaign:500;fault:createBooking:network;fault:getCampaignSlots:hang*2;now:2026-12-01T10:00;bogus',
    );
    expect(problems).toEqual(['bogus']);
    expect(sandbox.listFaults()).toEqual([
      { operationId: 'getCampaign', fault: { kind: 'status', status: 500 }, remaining: null },
      { operationId: 'createBooking', fault: { kind: 'network' }, remaining: null },
      { operationId: 'getCampaignSlots', fault: { kind: 'hang' }, remaining: 2 },
    ]);
    expect(sandbox.clock.now().toISO()).toBe('2026-12-01T10:00:00.000+00:00');
    expect((await failure(getCampaign())).status).toBe(500);
  });

  it('a middleware that ignores Idempotency-Key makes a repeated request again (idempotency:off)', async () => {
    expect(sandbox.applyControls('idempotency:off')).toEqual([]);
    const date = at('2026-03-03T21:00');
    const first = await bookAsAna({ campaignId: 101, numberOfPeople: 2, date }, 'same-key');
    const again = await bookAsAna({ campaignId: 101, numberOfPeople: 2, date }, 'same-key');
    expect(again.reservationId).not.toBe(first.reservationId);
    expect(sandbox.store.reservations).toHaveLength(2);
    sandbox.applyControls('idempotency:on');
    expect(sandbox.isIdempotencyHonoured()).toBe(true);
  });

  it('rewrites an answer after doing the work: no deadline, a far one, a cent more, another page, plain http, an unknown status', async () => {
    const buy = (method: 'hipay_mbway' | 'hipay_cc') =>
      unwrap(
        apiClient.POST('/client/gift/hipay/{userId}/', {
          params: { path: { userId: ANA.id }, header: { 'Idempotency-Key': `k-${Math.random()}` } },
          body: {
            campaignId: 101,
            numberOfPeople: 2,
            paymentMethod: method,
            ...(method === 'hipay_mbway'
              ? { mbwayPrefix: '+351', mbwayPhoneNumber: '912000001' }
              : {}),
          },
        }),
      );
    expect(
      sandbox.applyControls(
        'fault:createVoucherPaymentLink:noDeadline*1;fault:getMbwayPaymentStatus:unknownStatus*1',
      ),
    ).toEqual([]);
    const noDeadline = await buy('hipay_mbway');
    expect(noDeadline.payment.deadline).toBeUndefined();
    expect(sandbox.store.payments.size).toBe(1);
    // An unknown status is off the contract: the client refuses it.
    const status = await failure(
      unwrap(
        apiClient.GET('/payment/mbway-payment-status/{paymentId}/', {
          params: { path: { paymentId: noDeadline.payment.id } },
        }),
      ),
    );
    expect(status).toMatchObject({ kind: 'malformed' });

    sandbox.applyControls('fault:createVoucherPaymentLink:farDeadline*1');
    const far = await buy('hipay_mbway');
    expect(Date.parse(far.payment.deadline!) - sandbox.clock.nowMs()).toBeGreaterThan(
      364 * 86_400_000,
    );

    sandbox.applyControls('fault:createVoucherPaymentLink:overcharge*1');
    const more = await buy('hipay_mbway');
    expect([more.amount, more.payment.amount]).toEqual([79.81, 79.81]);
    expect(sandbox.store.orderView(more.orderCode).total).toBe(79.8);

    sandbox.applyControls('fault:createVoucherPaymentLink:foreignPage*1');
    expect((await buy('hipay_cc')).payment.paymentUrl).toMatch(/^https:\/\/evil\.example\//);
    sandbox.applyControls('fault:createVoucherPaymentLink:plainHttpPage*1');
    expect((await buy('hipay_cc')).payment.paymentUrl).toMatch(/^http:\/\/pagamentos\./);
    expect(sandbox.applyControls('fault:createVoucherPaymentLink:bogusRewrite')).toEqual([
      'fault:createVoucherPaymentLink:bogusRewrite',
    ]);
  });

  it('reset() gives a fresh store, no faults and the real clock', async () => {
    await bookAsAna({ campaignId: 101, numberOfPeople: 3, date: at('2026-03-03T19:30') });
    sandbox.setFault('getShop', { kind: 'network' });
    sandbox.reset();
    expect(sandbox.listFaults()).toEqual([]);
    expect(sandbox.store.reservations).toEqual([]);
    expect(Math.abs(sandbox.clock.nowMs() - Date.now())).toBeLessThan(1000);
  });
});

describe('coverage of the contract', () => {
  const contract = parse(readFileSync('api/openapi.yaml', 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const operations = Object.entries(contract.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => typeof operation === 'object' && operation?.operationId)
      .map(([method, operation]) => ({ path, method, operationId: operation.operationId! })),
  );

  it('has one sandbox handler for every operation of openapi.yaml, on its path and method', () => {
    const routes = ROUTES.map(({ operationId, method, path }) => ({ path, method, operationId }));
    const byId = (a: { operationId: string }, b: { operationId: string }) =>
      a.operationId.localeCompare(b.operationId);
    expect([...routes].sort(byId)).toEqual([...operations].sort(byId));
  });

  it('exercised every operation of openapi.yaml in this file', () => {
    const missing = operations
      .map((operation) => operation.operationId)
      .filter((id) => !seenOperations().has(id));
    expect(missing).toEqual([]);
  });
});
