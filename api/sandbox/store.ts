import { DateTime } from 'luxon';
import type { ErrorCode } from '../errors';
import type { components } from '../schema';
import { cardPageUrl, type CardOutcome, type CardPageLanguage } from './cardPage';
import { SANDBOX_ZONE, sandboxClock, type SandboxClock } from './clock';
import { toCents } from '../../machines/rules/money';
import {
  ADDRESSES,
  CALENDAR_DAYS,
  CAMPAIGNS,
  COUPONS,
  MBWAY_DEADLINE_MS,
  MBWAY_DEFAULT_OUTCOME,
  MBWAY_TEST_PHONES,
  MENUS,
  MY_BOOKINGS_HISTORY,
  PAYMENT_METHODS,
  PREMIUM_ORDER_PREFIX,
  PRIZES,
  SHOP_DELIVERY,
  SHOP_PAYMENT_METHODS,
  SHOPS,
  STARTER_CARTS,
  USERS,
  type CalendarPattern,
  type Coupon,
  type MbwayOutcome,
  type SeedCampaign,
  type SeedUser,
} from './seed';

type Schemas = components['schemas'];

/** A refusal the sandbox answers as an ErrorBody { message, status, code }. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const round2 = (amount: number): number => Math.round(amount * 100) / 100;

const clone = <T>(value: T): T => structuredClone(value);

interface Cart {
  id: number;
  shopId: number;
  items: Schemas['CartItem'][];
  couponCode?: string;
}

export interface PaymentRecord {
  id: string;
  orderCode: string;
  method: Schemas['PaymentMethodCode'];
  amount: number;
  createdAtMs: number;
  deadlineMs?: number;
  phone?: string;
  mbway?: { outcome: MbwayOutcome; afterMs: number };
  /** The user who pays; null for a guest. */
  ownerUserId: number | null;
  /** A card payment's page (cardPage.ts), on the sandbox's origin, in the widget's language. */
  pageUrl?: string;
  /** What the card page's tester chose: until then the card payment is pending. */
  cardOutcome?: CardOutcome;
}

/** Where the sandbox that starts a payment runs, and the widget's language (for the card page). */
export interface PaymentPageContext {
  origin: string;
  language: CardPageLanguage;
}

/** The card page's origin for a payment started without one (the store driven directly). */
export const DEFAULT_CARD_PAGE_ORIGIN = 'https://pagamentos.sandbox.example';

interface OrderRecord {
  order: Schemas['Order'];
  ownerUserId: number | null;
  paymentId?: string;
  /** What it is for, as the user's bookings list it: a cart order's shop, a voucher's campaign. */
  about?: OrderAbout;
  /** When it was made, in the order of the store's making (newest first in the user's list). */
  made?: number;
  /** A cart order's request as it came (the transport, delivery, contact, note to the shop). */
  request?: Schemas['OrderRequest'];
  /** The `channel` query parameter it came with (SPEC 7), if any. */
  channel?: string;
}

/** A cart order's shop and campaign, or a voucher's campaign and how many were bought. */
export interface OrderAbout {
  shopId?: number;
  campaignId?: number;
  count?: number;
}

/** Who made a reservation and where: what the user's bookings list, not in the answer. */
export interface ReservationMade {
  ownerUserId: number | null;
  madeAtMs: number;
  made: number;
  shopId?: number;
  /** The merchant service booked (BookingRequest.shopMerchantServiceId), for a service. */
  serviceId?: number;
  /** A merchant service's name, for a service booked (no campaign title then). */
  title?: string;
  /** Cancelled by its owner in the personal area (cancelMyBooking, assumed). */
  cancelled?: boolean;
  /** The prize the booking used (BookingRequest.prizeId). */
  prizeId?: number;
  /** The NIF the booking's invoice goes to (BookingRequest.vatId). */
  vatId?: string;
  /** Who the merchant calls about it, as the request named them (BookingRequest name, phone). */
  contact?: { name?: string; prefix?: string; phone?: string };
}

const MBWAY_METHODS: Schemas['PaymentMethodCode'][] = ['hipay_mbway', 'SIBS_MBWAY'];
const CARD_METHODS: Schemas['PaymentMethodCode'][] = ['hipay_cc', 'SIBS_CARD', 'VIVA_WALLET'];

/** The last 9 digits: "+351 912 000 001" and "912000001" are the same phone. */
export const normalisePhone = (phone: string): string => phone.replace(/\D/g, '').slice(-9);

/**
 * The sandbox middleware's state. One fresh store per test (control.reset()); every date it
 * derives (slots, schedules, deadlines) follows the sandbox clock.
 */
export class SandboxStore {
  readonly users = new Map<number, SeedUser>();
  readonly addresses = new Map<number, Schemas['SavedAddress'][]>();
  readonly prizes = new Map<number, Schemas['Prize'][]>();
  /** The prizes used since the store was made, in order (a lagging prize list still shows them). */
  readonly prizesUsed: { userId: number; prizeId: number }[] = [];
  readonly reservations: Schemas['ReservationResult'][] = [];
  /** Who made each reservation (by reservationId), when, and at which shop. */
  readonly reservationsMade = new Map<number, ReservationMade>();
  readonly conversions: Schemas['MapConversion'][] = [];
  readonly orders = new Map<string, OrderRecord>();
  readonly payments = new Map<string, PaymentRecord>();
  /** People booked per slot: `${calendarKey}|${startMs}`. */
  private readonly booked = new Map<string, number>();
  /** Carts per visitor (session id) and shop. */
  private readonly carts = new Map<string, Cart>();
  /** Results already given per idempotency key, so a repeated request creates nothing new. */
  readonly idempotent = new Map<string, Promise<unknown>>();
  private sequence = {
    user: 1100,
    address: 450,
    cart: 8000,
    cartItem: 9000,
    order: 5000,
    reservation: 7000,
    payment: 0,
    made: 0,
  };

  constructor(readonly clock: SandboxClock = sandboxClock) {
    for (const seed of USERS) this.users.set(seed.user.id, clone(seed));
    for (const [userId, list] of Object.entries(ADDRESSES)) {
      this.addresses.set(Number(userId), clone(list));
    }
    for (const [userId, list] of Object.entries(PRIZES))
      this.prizes.set(Number(userId), clone(list));
  }

  private next(name: keyof SandboxStore['sequence']): number {
    this.sequence[name] += 1;
    return this.sequence[name];
  }

  // ---------------------------------------------------------------- users

  userByToken(token: string | null | undefined): SeedUser | undefined {
    if (!token) return undefined;
    for (const seed of this.users.values()) if (seed.user.token === token) return seed;
    return undefined;
  }

  userByEmail(email: string): SeedUser | undefined {
    const wanted = email.trim().toLowerCase();
    for (const seed of this.users.values()) if (seed.user.email === wanted) return seed;
    return undefined;
  }

  /** The signed-in user, or 401 for a missing or unknown token. */
  requireUser(token: string | null | undefined, userId?: number): SeedUser {
    if (!token) throw new SandboxError(401, 'generic', 'Inicie sessão para continuar.');
    const seed = this.userByToken(token);
    if (!seed) {
      throw new SandboxError(401, 'generic', 'Sessão inválida ou expirada. Inicie sessão de novo.');
    }
    if (userId !== undefined && seed.user.id !== userId) {
      throw new SandboxError(403, 'generic', 'Esta sessão não pertence a este utilizador.');
    }
    this.settleMembership(seed);
    return seed;
  }

  profile(seed: SeedUser): Schemas['User'] {
    this.settleMembership(seed);
    return { ...clone(seed.user), prizes: this.unusedPrizes(seed.user.id) };
  }

  /**
   * A paid premium order (`PRM-<n>`) makes its owner a premium member. Payments settle with the
   * clock (an MB WAY payment is paid 10 s after its request), so whoever asks about the user
   * (the profile, a token call) first settles what the clock has paid meanwhile.
   */
  private settleMembership(seed: SeedUser): void {
    if (seed.user.isPremium) return;
    for (const record of this.orders.values()) {
      if (record.ownerUserId !== seed.user.id) continue;
      if (!record.order.orderCode.startsWith(`${PREMIUM_ORDER_PREFIX}-`)) continue;
      const payment = record.paymentId ? this.payments.get(record.paymentId) : undefined;
      if (payment && this.paymentStatus(payment) === 'paid') {
        seed.user.isPremium = true;
        return;
      }
    }
  }

  signedIn(seed: SeedUser, loginSource: Schemas['LoginSource']): Schemas['AuthenticatedUser'] {
    seed.user.loginSource = loginSource;
    seed.user.lastLoggedOn = this.clock.now().toUTC().toISO() ?? undefined;
    seed.user.sessionStart = seed.user.lastLoggedOn;
    return { ...this.profile(seed), token: seed.user.token };
  }

  createUser(fields: {
    email: string;
    password: string;
    firstName: string;
    lastName?: string;
    mobile?: string;
    prefix?: string;
    emailValidated: boolean;
    loginSource: Schemas['LoginSource'];
  }): SeedUser {
    const id = this.next('user');
    const seed: SeedUser = {
      password: fields.password,
      emailValidated: fields.emailValidated,
      user: {
        id,
        token: `tok-${id}`,
        email: fields.email.trim().toLowerCase(),
        username: fields.email.trim().toLowerCase(),
        firstName: fields.firstName,
        lastName: fields.lastName,
        stateId: fields.emailValidated ? 1 : 2,
        isPremium: false,
        points: 0,
        mobile: fields.mobile,
        mobilePrefix: fields.prefix ?? '+351',
        mobileValidation: false,
        newRegistration: true,
        countryId: 139,
        languageCode: 'pt_PT',
        loginSource: fields.loginSource,
      },
    };
    this.users.set(id, seed);
    return seed;
  }

  nextAddressId(): number {
    return this.next('address');
  }

  unusedPrizes(userId: number): Schemas['Prize'][] {
    return clone((this.prizes.get(userId) ?? []).filter((prize) => !prize.isUsed));
  }

  /**
   * The voucher's floor on an order with a prize (api/assumptions.ts "orderPrize"): what the
   * items cost after the coupon, less the prize, leaves at least 2 € to pay (delivery apart).
   */
  private requireOrderPayableWithPrize(
    owner: SeedUser | null,
    prizeId: number | undefined,
    itemsAfterCoupon: number,
  ): void {
    if (prizeId === undefined || owner === null) return; // usePrize refuses a guest's
    const prize = this.prizes.get(owner.user.id)?.find((candidate) => candidate.id === prizeId);
    if (!prize || prize.isUsed) return; // usePrize refuses it
    if (toCents(itemsAfterCoupon) - toCents(prize.value) < toCents(2)) {
      throw new SandboxError(
        422,
        'voucherAmountTooLow',
        'Com este prémio, o valor a pagar fica abaixo de 2 €. Escolha outro prémio ou nenhum.',
      );
    }
  }

  /** Marks a prize of the user used and answers its value. */
  usePrize(userId: number | null, prizeId: number | undefined): number {
    if (prizeId === undefined) return 0;
    if (userId === null) {
      throw new SandboxError(403, 'generic', 'Só utilizadores registados podem usar prémios.');
    }
    const prize = this.prizes.get(userId)?.find((candidate) => candidate.id === prizeId);
    if (!prize || prize.isUsed) {
      throw new SandboxError(422, 'generic', 'Este prémio não existe ou já foi usado.');
    }
    prize.isUsed = true;
    this.prizesUsed.push({ userId, prizeId });
    return prize.value;
  }

  // ---------------------------------------------------------------- campaigns, shops, calendars

  shop(shopId: number): Schemas['Shop'] | undefined {
    return SHOPS.find((shop) => shop.id === shopId);
  }

  /** GET shop/{shopId}: the shop with its services and, when active, its digital menu. */
  shopView(shopId: number): Schemas['Shop'] | undefined {
    const shop = this.shop(shopId);
    if (!shop) return undefined;
    const menu = shop.hasDigitalMenu ? MENUS[shopId] : undefined;
    return clone(menu ? { ...shop, priceListView: menu } : shop);
  }

  seedCampaign(campaignId: number): SeedCampaign | undefined {
    return CAMPAIGNS.find((campaign) => campaign.info.campaignView.campaignId === campaignId);
  }

  requireCampaign(campaignId: number): SeedCampaign {
    const campaign = this.seedCampaign(campaignId);
    if (!campaign)
      throw new SandboxError(404, 'campaignInvalid', `Campanha ${campaignId} inexistente.`);
    return campaign;
  }

  campaignInfo(campaign: SeedCampaign): Schemas['CampaignInfo'] {
    const shop = this.shop(campaign.shopId);
    return clone({
      ...campaign.info,
      shop: shop ?? { id: campaign.shopId, name: '', timezone: SANDBOX_ZONE },
    });
  }

  service(
    serviceId: number,
  ): { shop: Schemas['Shop']; service: Schemas['ShopMerchantService'] } | undefined {
    for (const shop of SHOPS) {
      const service = shop.shopMerchantServices?.find((candidate) => candidate.id === serviceId);
      if (service) return { shop, service };
    }
    return undefined;
  }

  /** A shop's time zone: its days, slots and schedules are at its wall clock. */
  shopZone(shopId: number): string {
    return this.shop(shopId)?.timezone ?? SANDBOX_ZONE;
  }

  /** The zone of a calendar (`campaign:<id>`, `service:<id>`): its shop's. */
  calendarZone(calendarKey: string): string {
    const [kind, id] = calendarKey.split(':');
    const shopId =
      kind === 'campaign'
        ? this.seedCampaign(Number(id))?.shopId
        : kind === 'service'
          ? this.service(Number(id))?.shop.id
          : undefined;
    return shopId === undefined ? SANDBOX_ZONE : this.shopZone(shopId);
  }

  private today(zone: string): DateTime {
    return this.clock.now().setZone(zone).startOf('day');
  }

  /** Closed on `day`, a day after the shop's `today` (both in its zone). */
  private isClosed(calendar: CalendarPattern, day: DateTime, today: DateTime): boolean {
    const offset = Math.round(day.diff(today, 'days').days);
    return (
      calendar.closedWeekdays.includes(day.weekday) || calendar.closedDayOffsets.includes(offset)
    );
  }

  private slotStart(day: DateTime, time: string): DateTime {
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    return day.set({ hour, minute, second: 0, millisecond: 0 });
  }

  /**
   * The open slots of a calendar from now on, within [fromMs, untilMs), capacity left: its times
   * on each open day at its shop's wall clock, with that zone's offset.
   */
  slots(
    calendarKey: string,
    calendar: CalendarPattern | undefined,
    fromMs = this.clock.nowMs(),
    untilMs = Number.POSITIVE_INFINITY,
  ): Schemas['CalendarSlot'][] {
    if (!calendar) return [];
    const nowMs = this.clock.nowMs();
    const today = this.today(this.calendarZone(calendarKey));
    const slots: Schemas['CalendarSlot'][] = [];
    for (let offset = 0; offset < CALENDAR_DAYS; offset += 1) {
      const day = today.plus({ days: offset });
      if (this.isClosed(calendar, day, today)) continue;
      for (const { time, capacity } of calendar.times) {
        const start = this.slotStart(day, time);
        const startMs = start.toMillis();
        if (startMs <= nowMs || startMs < fromMs || startMs >= untilMs) continue;
        slots.push({
          startTime: start.toISO({ suppressMilliseconds: true }) ?? '',
          capacity: Math.max(0, capacity - (this.booked.get(`${calendarKey}|${startMs}`) ?? 0)),
          durationSec: calendar.durationSec,
        });
      }
    }
    return slots;
  }

  /** Takes `people` places of the slot starting at `date`, or refuses with dateNotAvailable. */
  consumeSlot(calendarKey: string, calendar: CalendarPattern, date: string, people: number): void {
    const zone = this.calendarZone(calendarKey);
    const startMs = DateTime.fromISO(date, { zone }).toMillis();
    const slot = this.slots(calendarKey, calendar).find(
      (candidate) => DateTime.fromISO(candidate.startTime).toMillis() === startMs,
    );
    if (!slot || slot.capacity < people) {
      throw new SandboxError(
        409,
        'dateNotAvailable',
        'A data escolhida já não está disponível. Escolha outra data.',
      );
    }
    const key = `${calendarKey}|${startMs}`;
    this.booked.set(key, (this.booked.get(key) ?? 0) + people);
  }

  /** Gives back `people` places of the slot starting at `date` (a reservation moved or cancelled). */
  releaseSlot(calendarKey: string, date: string, people: number): void {
    const startMs = DateTime.fromISO(date, { zone: this.calendarZone(calendarKey) }).toMillis();
    const key = `${calendarKey}|${startMs}`;
    const left = (this.booked.get(key) ?? 0) - people;
    if (left > 0) this.booked.set(key, left);
    else this.booked.delete(key);
  }

  /** Type 3: the day of `date` must be open; the booking takes a place of that day's window. */
  consumeWindow(
    calendarKey: string,
    calendar: CalendarPattern,
    date: string,
    people: number,
  ): void {
    const day = DateTime.fromISO(date, { zone: this.calendarZone(calendarKey) }).startOf('day');
    const windowStart = calendar.times[0]?.time ?? calendar.opens;
    this.consumeSlot(calendarKey, calendar, this.slotStart(day, windowStart).toISO() ?? '', people);
  }

  /** A campaign's schedule, its days at its shop's wall clock (`zone`). */
  schedule(
    calendar: CalendarPattern | undefined,
    maxDateSelections?: number,
    zone: string = SANDBOX_ZONE,
  ): Schemas['Schedule'] {
    const today = this.today(zone);
    const days = calendar?.scheduleDays ?? CALENDAR_DAYS;
    const nonAvailableDays: string[] = [];
    if (calendar) {
      for (let offset = 0; offset < days; offset += 1) {
        const day = today.plus({ days: offset });
        if (
          this.isClosed(calendar, day, today) ||
          calendar.unavailableDayOffsets?.includes(offset) === true
        ) {
          nonAvailableDays.push(day.toISODate() ?? '');
        }
      }
    }
    const opens = calendar?.opens ?? '10:00';
    const closes = calendar?.closes ?? '22:00';
    const workingHours = [1, 2, 3, 4, 5, 6, 7]
      .filter((dayOfWeek) => !calendar?.closedWeekdays.includes(dayOfWeek))
      .map((dayOfWeek) => ({ dayOfWeek, opens, closes }));
    return {
      startDate: today.toISODate() ?? '',
      endDate: today.plus({ days: days - 1 }).toISODate() ?? '',
      nonAvailableDays,
      workingHours,
      ...(maxDateSelections !== undefined ? { maxDateSelections } : {}),
    };
  }

  recordReservation(
    fields: Omit<Schemas['ReservationResult'], 'reservationId'>,
    made?: Omit<ReservationMade, 'madeAtMs' | 'made'>,
  ): Schemas['ReservationResult'] {
    const reservation = { reservationId: this.next('reservation'), ...fields };
    this.reservations.push(reservation);
    if (made) {
      this.reservationsMade.set(reservation.reservationId, {
        ...made,
        madeAtMs: this.clock.nowMs(),
        made: this.next('made'),
      });
    }
    return clone(reservation);
  }

  // ---------------------------------------------------------------- cart

  /** A product of the shop's menu: an item, or a set menu (a MENU section with its own price). */
  private menuItem(shopId: number, productId: number): Schemas['PriceListItem'] | undefined {
    for (const section of MENUS[shopId]?.sections ?? []) {
      if (section.productId === productId && section.price !== undefined) {
        return {
          id: productId,
          name: section.name,
          price: section.price,
          isAvailable: section.isAvailable ?? true,
        };
      }
      const item = section.items.find((candidate) => candidate.id === productId);
      if (item) return item;
    }
    return undefined;
  }

  private requireMenuShop(shopId: number): Schemas['Shop'] {
    const shop = this.shop(shopId);
    if (!shop) throw new SandboxError(404, 'generic', `Estabelecimento ${shopId} inexistente.`);
    if (!shop.hasDigitalMenu) {
      throw new SandboxError(404, 'noDigitalMenu', 'Este estabelecimento não tem menu digital.');
    }
    if (!MENUS[shopId]) {
      throw new SandboxError(
        404,
        'menuNotActive',
        'O menu digital deste estabelecimento não está ativo.',
      );
    }
    return shop;
  }

  private cartLine(shopId: number, product: Schemas['PriceListItem'], quantity: number) {
    return {
      id: this.next('cartItem'),
      productId: product.id,
      shopId,
      name: product.name,
      quantity,
      unitPrice: product.price,
      total: round2(product.price * quantity),
      isAvailable: product.isAvailable ?? true,
    };
  }

  private cart(visitor: string, shopId: number): Cart {
    const shop = this.requireMenuShop(shopId);
    const key = `${visitor}|${shopId}`;
    let cart = this.carts.get(key);
    if (!cart) {
      const items = (STARTER_CARTS[shopId] ?? []).flatMap(({ productId, quantity }) => {
        const product = this.menuItem(shop.id, productId);
        return product ? [this.cartLine(shop.id, product, quantity)] : [];
      });
      cart = { id: this.next('cart'), shopId, items };
      this.carts.set(key, cart);
    }
    return cart;
  }

  findCoupon(code: string): Coupon | undefined {
    return COUPONS.find((coupon) => coupon.code === code.trim().toUpperCase());
  }

  private couponDiscount(code: string | undefined, subtotal: number): number {
    const coupon = code ? this.findCoupon(code) : undefined;
    if (!coupon) return 0;
    return round2(
      coupon.percent !== undefined
        ? (subtotal * coupon.percent) / 100
        : Math.min(coupon.amount ?? 0, subtotal),
    );
  }

  private cartView(cart: Cart): Schemas['ShoppingCart'] {
    const shop = this.shop(cart.shopId);
    const subtotal = round2(cart.items.reduce((sum, item) => sum + item.total, 0));
    const discount = this.couponDiscount(cart.couponCode, subtotal);
    const delivery = SHOP_DELIVERY[cart.shopId];
    return clone({
      id: cart.id,
      ...(cart.couponCode ? { couponCode: cart.couponCode } : {}),
      items: cart.items,
      itemsTotal: cart.items.reduce((count, item) => count + item.quantity, 0),
      paymentMethods: this.paymentMethods(cart.shopId, 'STORE_PICKUP'),
      shops: [{ id: cart.shopId, name: shop?.name ?? '', items: cart.items }],
      deliveryMethods: delivery
        ? [
            {
              id: cart.shopId,
              name: shop?.name ?? '',
              shopAddress: shop?.addressView,
              methods: delivery.methods,
            },
          ]
        : [],
      subtotal,
      discount,
      deliveryCost: 0,
      total: round2(subtotal - discount),
    });
  }

  getCart(visitor: string, shopId: number): Schemas['ShoppingCart'] {
    return this.cartView(this.cart(visitor, shopId));
  }

  /**
   * The visitor's whole cart: every shop with items (the starter carts count as touched), each
   * shop with its items, the totals added up.
   */
  getWholeCart(visitor: string): Schemas['ShoppingCart'] {
    for (const shopId of Object.keys(STARTER_CARTS).map(Number)) this.cart(visitor, shopId);
    const views = [...this.carts.entries()]
      .filter(([key, cart]) => key.startsWith(`${visitor}|`) && cart.items.length > 0)
      .map(([, cart]) => this.cartView(cart));
    const sum = (pick: (view: Schemas['ShoppingCart']) => number) =>
      round2(views.reduce((total, view) => total + pick(view), 0));
    return {
      id: views[0]?.id ?? this.next('cart'),
      items: views.flatMap((view) => view.items),
      itemsTotal: views.reduce((count, view) => count + view.itemsTotal, 0),
      paymentMethods: [],
      shops: views.flatMap((view) => view.shops),
      deliveryMethods: views.flatMap((view) => view.deliveryMethods ?? []),
      subtotal: sum((view) => view.subtotal),
      discount: sum((view) => view.discount),
      deliveryCost: 0,
      total: sum((view) => view.total),
    };
  }

  /** Appends a product of the shop's menu; the same product again adds to its quantity. */
  addCartItem(
    visitor: string,
    shopId: number,
    input: Schemas['CartItemInput'],
  ): Schemas['ShoppingCart'] {
    const cart = this.cart(visitor, shopId);
    if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > 99) {
      throw new SandboxError(400, 'generic', 'A quantidade deve estar entre 1 e 99.');
    }
    const product = this.menuItem(shopId, input.productId);
    if (!product) {
      throw new SandboxError(404, 'generic', `O produto ${input.productId} não está no menu.`);
    }
    if (product.isAvailable === false) {
      throw new SandboxError(422, 'generic', `"${product.name}" está indisponível de momento.`);
    }
    const same = cart.items.find((item) => item.productId === product.id);
    if (same) {
      same.quantity += input.quantity;
      same.total = round2(same.unitPrice * same.quantity);
    } else {
      cart.items.push(this.cartLine(shopId, product, input.quantity));
    }
    return this.cartView(cart);
  }

  /** A valid coupon answers a new cart that replaces the old one. */
  applyCoupon(visitor: string, shopId: number, code: string): Schemas['ShoppingCart'] {
    const cart = this.cart(visitor, shopId);
    if (!this.findCoupon(code)) {
      throw new SandboxError(422, 'couponInvalid', `O código de cupão "${code}" não é válido.`);
    }
    if (cart.items.length === 0) throw new SandboxError(422, 'cartEmpty', 'O carrinho está vazio.');
    const replaced: Cart = {
      ...cart,
      id: this.next('cart'),
      couponCode: code.trim().toUpperCase(),
    };
    this.carts.set(`${visitor}|${shopId}`, replaced);
    return this.cartView(replaced);
  }

  removeCartItem(visitor: string, itemId: number): Schemas['ShoppingCart'] {
    for (const [key, cart] of this.carts) {
      if (!key.startsWith(`${visitor}|`)) continue;
      const index = cart.items.findIndex((item) => item.id === itemId);
      if (index === -1) continue;
      cart.items.splice(index, 1);
      return this.cartView(cart);
    }
    throw new SandboxError(404, 'generic', `O artigo ${itemId} não está no carrinho.`);
  }

  /** Shop ids of the visitor's carts that hold something. */
  cartShopIds(visitor: string): number[] {
    return [...this.carts.entries()]
      .filter(([key, cart]) => key.startsWith(`${visitor}|`) && cart.items.length > 0)
      .map(([, cart]) => cart.shopId);
  }

  paymentMethods(
    shopId: number,
    deliveryType: Schemas['DeliveryType'],
  ): Schemas['PaymentMethod'][] {
    const ids = SHOP_PAYMENT_METHODS[shopId]?.[deliveryType] ?? [];
    return clone(PAYMENT_METHODS.filter((method) => ids.includes(method.id)));
  }

  // ---------------------------------------------------------------- orders and payments

  /** Turns the visitor's cart for the shop into an order; the cart is emptied. */
  createOrder(
    visitor: string,
    request: Schemas['OrderRequest'],
    owner: SeedUser | null,
    channel: string | null = null,
  ): Schemas['Order'] {
    const cart = this.cart(visitor, request.shopId);
    // 409: the cart is not what the visitor saw (emptied or changed meanwhile).
    if (cart.items.length === 0) throw new SandboxError(409, 'cartEmpty', 'O carrinho está vazio.');
    if (cart.items.some((item) => item.isAvailable === false)) {
      throw new SandboxError(
        409,
        'generic',
        'O carrinho tem artigos indisponíveis. Remova-os primeiro.',
      );
    }
    const deliveryType = request.deliveryType ?? 'STORE_PICKUP';
    const method = SHOP_DELIVERY[request.shopId]?.methods[deliveryType];
    if (!method) {
      throw new SandboxError(
        422,
        'deliveryUnavailableForShops',
        'Este estabelecimento não faz este tipo de entrega. Encomende por estabelecimento.',
      );
    }
    if (deliveryType === 'DELIVERY') {
      const postalCode = this.deliveryPostalCode(request, owner);
      if (!this.deliversTo(request.shopId, request.deliveryAddress?.countryId ?? 139, postalCode)) {
        throw new SandboxError(
          422,
          'addressUnavailableForDelivery',
          'A morada escolhida não está disponível para entrega.',
        );
      }
    }
    if (deliveryType === 'PICKUP_POINT' && !request.pickupPoint) {
      throw new SandboxError(422, 'pickupPointsNone', 'Escolha um ponto de recolha.');
    }
    const offered = this.paymentMethods(request.shopId, deliveryType);
    if (offered.length === 0) {
      throw new SandboxError(422, 'noPaymentMethods', 'Não há métodos de pagamento disponíveis.');
    }
    // Named now, or chosen afterwards and sent by orders/purchase.
    const paymentMethod = request.paymentMethod;
    if (paymentMethod && !offered.some((candidate) => candidate.code === paymentMethod)) {
      throw new SandboxError(
        422,
        'noPaymentMethods',
        `O método ${paymentMethod} não está disponível.`,
      );
    }
    const couponCode = request.couponCode ?? cart.couponCode;
    if (couponCode && !this.findCoupon(couponCode)) {
      throw new SandboxError(
        422,
        'couponInvalid',
        `O código de cupão "${couponCode}" não é válido.`,
      );
    }
    const subtotal = round2(cart.items.reduce((sum, item) => sum + item.total, 0));
    const couponDiscount = this.couponDiscount(couponCode, subtotal);
    this.requireOrderPayableWithPrize(owner, request.prizeId, subtotal - couponDiscount);
    const discount = round2(
      couponDiscount + this.usePrize(owner?.user.id ?? null, request.prizeId),
    );
    const deliveryCost = method.costWithVat;
    const inStore =
      paymentMethod === 'IN_STORE_PAYMENT' || request.paymentTiming === 'pay_in_store';
    const id = this.next('order');
    const order: Schemas['Order'] = {
      id,
      orderCode: `ENC-${id}`,
      status: inStore ? 'awaiting_confirmation' : 'awaiting_payment',
      subtotal,
      discount: Math.min(discount, subtotal),
      deliveryCost,
      total: round2(Math.max(0, subtotal - discount) + deliveryCost),
      currency: 'EUR',
      createdAt: this.clock.now().toUTC().toISO() ?? undefined,
      ...(paymentMethod ? { paymentMethod } : {}),
      paymentTiming: inStore ? 'pay_in_store' : 'pay_now',
    };
    this.orders.set(order.orderCode, {
      order,
      ownerUserId: owner?.user.id ?? null,
      about: { shopId: request.shopId, campaignId: request.campaignId },
      made: this.next('made'),
      request: clone(request),
      ...(channel ? { channel } : {}),
    });
    cart.items = [];
    delete cart.couponCode;
    return clone(order);
  }

  private deliveryPostalCode(request: Schemas['OrderRequest'], owner: SeedUser | null): string {
    if (request.deliveryAddressId !== undefined && owner) {
      const saved = this.addresses
        .get(owner.user.id)
        ?.find((address) => address.id === request.deliveryAddressId);
      if (saved) return saved.postalCode;
    }
    return request.deliveryAddress?.postalCode ?? '';
  }

  deliversTo(shopId: number, countryId: number, postalCode: string): boolean {
    const delivery = SHOP_DELIVERY[shopId];
    if (!delivery?.methods.DELIVERY || countryId !== 139) return false;
    return delivery.deliversTo.some((prefix) => postalCode.trim().startsWith(prefix));
  }

  /** An order created for something other than a cart (a voucher, the premium plan). */
  createPaymentOrder(
    prefix: string,
    amount: number,
    owner: SeedUser | null,
    about?: OrderAbout,
  ): Schemas['Order'] {
    const id = this.next('order');
    const order: Schemas['Order'] = {
      id,
      orderCode: `${prefix}-${id}`,
      status: 'awaiting_payment',
      subtotal: amount,
      discount: 0,
      deliveryCost: 0,
      total: amount,
      currency: 'EUR',
      createdAt: this.clock.now().toUTC().toISO() ?? undefined,
    };
    this.orders.set(order.orderCode, {
      order,
      ownerUserId: owner?.user.id ?? null,
      ...(about ? { about } : {}),
      made: this.next('made'),
    });
    return order;
  }

  requireOrder(orderCode: string): OrderRecord {
    const record = this.orders.get(orderCode);
    if (!record) throw new SandboxError(404, 'generic', `A encomenda ${orderCode} não existe.`);
    return record;
  }

  /** Starts a payment of the order: MB WAY (by the test phone), card link, ATM reference or in store. */
  startPayment(
    orderCode: string,
    method: Schemas['PaymentMethodCode'],
    phone: string | undefined,
    page: PaymentPageContext = { origin: DEFAULT_CARD_PAGE_ORIGIN, language: 'pt' },
  ): Schemas['Payment'] {
    const record = this.requireOrder(orderCode);
    const isMbway = MBWAY_METHODS.includes(method);
    if (isMbway && !phone) {
      throw new SandboxError(422, 'generic', 'Indique o número de telemóvel para o MB WAY.');
    }
    const nowMs = this.clock.nowMs();
    const id = `pay-${this.next('payment')}`;
    const payment: PaymentRecord = {
      id,
      orderCode,
      method,
      amount: record.order.total,
      createdAtMs: nowMs,
      ownerUserId: record.ownerUserId,
      ...(isMbway && phone
        ? {
            phone: normalisePhone(phone),
            deadlineMs: nowMs + MBWAY_DEADLINE_MS,
            mbway: MBWAY_TEST_PHONES[normalisePhone(phone)] ?? MBWAY_DEFAULT_OUTCOME,
          }
        : {}),
    };
    if (CARD_METHODS.includes(method)) {
      const merchant = this.merchantOf(record);
      payment.pageUrl = cardPageUrl(page.origin, {
        payment: id,
        amount: payment.amount,
        ...(merchant ? { merchant } : {}),
        lang: page.language,
      });
    }
    this.payments.set(id, payment);
    record.paymentId = id;
    record.order.paymentMethod = method;
    return this.paymentView(payment);
  }

  paymentView(payment: PaymentRecord): Schemas['Payment'] {
    const view: Schemas['Payment'] = {
      id: payment.id,
      paymentMethod: payment.method,
      amount: payment.amount,
    };
    if (payment.deadlineMs !== undefined) {
      view.deadline = DateTime.fromMillis(payment.deadlineMs).toUTC().toISO() ?? undefined;
    }
    if (payment.phone) view.mbwayPhoneNumber = payment.phone;
    if (payment.pageUrl) view.paymentUrl = payment.pageUrl;
    if (payment.method === 'hipay_mb') {
      view.atmEntity = '11249';
      view.atmReference = String(100_000_000 + Number(payment.id.slice(4)) * 7_919).replace(
        /(\d{3})(\d{3})(\d{3})/,
        '$1 $2 $3',
      );
    }
    return view;
  }

  /** The payment's state at the sandbox clock's now. */
  paymentStatus(payment: PaymentRecord): Schemas['PaymentStatus'] {
    const nowMs = this.clock.nowMs();
    if (payment.amount === 0) return 'paid';
    if (payment.mbway) {
      const { outcome, afterMs } = payment.mbway;
      if (outcome !== 'never' && nowMs >= payment.createdAtMs + afterMs) return outcome;
      return payment.deadlineMs !== undefined && nowMs >= payment.deadlineMs
        ? 'expired'
        : 'pending';
    }
    if (CARD_METHODS.includes(payment.method)) return payment.cardOutcome ?? 'pending';
    return 'pending';
  }

  /** Whom a payment's order pays: the shop of its cart or of its voucher's campaign. */
  private merchantOf(record: OrderRecord): string | undefined {
    const campaignId = record.about?.campaignId;
    const shopId =
      record.about?.shopId ??
      (campaignId === undefined ? undefined : this.seedCampaign(campaignId)?.shopId);
    return shopId === undefined ? undefined : this.shop(shopId)?.name;
  }

  /**
   * The card page's choice (cardPage.ts): the card payment is paid, or refused (`cancelled`,
   * SPEC 8). The first choice stands; the payment's status after it is answered.
   */
  chooseCardOutcome(paymentId: string, outcome: CardOutcome): Schemas['PaymentStatus'] {
    const payment = this.payments.get(paymentId);
    if (!payment || !CARD_METHODS.includes(payment.method)) {
      throw new SandboxError(404, 'generic', `O pagamento por cartão ${paymentId} não existe.`);
    }
    payment.cardOutcome ??= outcome;
    return this.paymentStatus(payment);
  }

  /** The order as it stands now: a paid order waits for the merchant's confirmation. */
  orderView(orderCode: string): Schemas['Order'] {
    const record = this.requireOrder(orderCode);
    const payment = record.paymentId ? this.payments.get(record.paymentId) : undefined;
    const order = clone(record.order);
    if (payment) {
      order.payment = this.paymentView(payment);
      if (order.status === 'awaiting_payment' && this.paymentStatus(payment) === 'paid') {
        order.status = 'awaiting_confirmation';
      }
    }
    return order;
  }

  paymentResult(orderCode: string): Schemas['PaymentResult'] {
    const record = this.requireOrder(orderCode);
    const payment = record.paymentId ? this.payments.get(record.paymentId) : undefined;
    return payment
      ? { orderCode, status: this.paymentStatus(payment), payment: this.paymentView(payment) }
      : { orderCode, status: 'pending' };
  }

  mbwayState(paymentId: string, ownerUserId: number | null): Schemas['MbwayPaymentState'] {
    const payment = this.payments.get(paymentId);
    if (!payment || !payment.mbway || payment.ownerUserId !== ownerUserId) {
      throw new SandboxError(404, 'generic', `O pagamento MB WAY ${paymentId} não existe.`);
    }
    return {
      paymentId,
      status: this.paymentStatus(payment),
      ...(payment.deadlineMs !== undefined
        ? { deadline: DateTime.fromMillis(payment.deadlineMs).toUTC().toISO() ?? undefined }
        : {}),
    };
  }
}

// ------------------------------------------------------------------ the user's bookings

type MyBooking = Schemas['MyBooking'];
type MyBookingState = Schemas['MyBookingState'];

const PAYMENT_FAILED: Schemas['PaymentStatus'][] = [
  'cancelled',
  'expired',
  'error_in_payment_platform',
];

/** A made thing, with when and in which order it was made (ties at the same instant). */
interface Listed {
  item: MyBooking;
  madeAtMs: number;
  made: number;
}

/**
 * GET client/bookings/{userId} (assumed): the user's reservations, cart orders and vouchers,
 * newest first, then the seeded history (made before the sandbox's first day), one page; with
 * the user's points and every prize, used and unused. A premium membership is no booking.
 */
export function myBookingsPage(
  store: SandboxStore,
  owner: SeedUser,
  page: number,
  size: number,
): Schemas['MyBookingsPage'] {
  const userId = owner.user.id;
  const listed: Listed[] = [];
  for (const reservation of store.reservations) {
    const made = store.reservationsMade.get(reservation.reservationId);
    if (!made || made.ownerUserId !== userId) continue;
    listed.push({ item: reservationItem(store, reservation, made), ...made });
  }
  for (const record of store.orders.values()) {
    if (record.ownerUserId !== userId) continue;
    if (record.order.orderCode.startsWith(`${PREMIUM_ORDER_PREFIX}-`)) continue;
    const item = orderItem(store, record);
    listed.push({ item, madeAtMs: Date.parse(item.createdAt), made: record.made ?? 0 });
  }
  for (const seeded of MY_BOOKINGS_HISTORY[userId] ?? []) {
    listed.push({
      item: withCampaign(store, clone(seeded)),
      madeAtMs: Date.parse(seeded.createdAt),
      made: 0,
    });
  }
  listed.sort((a, b) => b.madeAtMs - a.madeAtMs || b.made - a.made);
  return {
    items: listed.slice(page * size, page * size + size).map((entry) => entry.item),
    page,
    size,
    totalCount: listed.length,
    points: owner.user.points ?? 0,
    prizes: clone(store.prizes.get(userId) ?? []),
  };
}

/** The campaign's title and shop's name, where the item names a campaign and lacks them. */
function withCampaign(store: SandboxStore, item: MyBooking): MyBooking {
  const campaign = item.campaignId === undefined ? undefined : store.seedCampaign(item.campaignId);
  if (!campaign) return item;
  return {
    ...item,
    campaignTitle: item.campaignTitle ?? campaign.info.campaignView.campaignTitle,
    shopName: item.shopName ?? store.shop(campaign.shopId)?.name,
  };
}

function reservationItem(
  store: SandboxStore,
  reservation: Schemas['ReservationResult'],
  made: ReservationMade,
): MyBooking {
  const campaign = made.title ? undefined : store.seedCampaign(reservation.campaignId);
  const shopId = made.shopId ?? campaign?.shopId;
  const item: MyBooking = {
    kind: 'reservation',
    id: String(reservation.reservationId),
    state: made.cancelled
      ? 'cancelled'
      : reservation.status === 'pending'
        ? 'pendingConfirmation'
        : 'confirmed',
    createdAt: DateTime.fromMillis(made.madeAtMs).toUTC().toISO() ?? '',
    campaignId: reservation.campaignId,
    ...(reservation.campaignType !== undefined ? { campaignType: reservation.campaignType } : {}),
    campaignTitle: made.title ?? campaign?.info.campaignView.campaignTitle ?? '',
    ...(shopId !== undefined ? { shopName: store.shop(shopId)?.name ?? '' } : {}),
    ...(reservation.date ? { dateTime: reservation.date } : {}),
    ...(reservation.dateTimes ? { dateTimes: [...reservation.dateTimes] } : {}),
    ...(reservation.numberOfPeople !== undefined
      ? { numberOfPeople: reservation.numberOfPeople }
      : {}),
    ...(reservation.pointsEarned ? { pointsEarned: reservation.pointsEarned } : {}),
    canChange: isChangeable(store, reservation, made),
    canCancel: isCancellable(store, reservation, made),
  };
  return item;
}

/** Still to come and not cancelled: a reservation of one date-time may be cancelled. */
function isCancellable(
  store: SandboxStore,
  reservation: Schemas['ReservationResult'],
  made: ReservationMade,
): boolean {
  if (made.cancelled || !reservation.date) return false;
  return DateTime.fromISO(reservation.date).toMillis() > store.clock.nowMs();
}

/** A campaign's reservation of one slot (types 1 and 2), still to come: moved in the area. */
function isChangeable(
  store: SandboxStore,
  reservation: Schemas['ReservationResult'],
  made: ReservationMade,
): boolean {
  const type = reservation.campaignType ?? 1;
  return (
    made.title === undefined &&
    (type === 1 || type === 2) &&
    isCancellable(store, reservation, made)
  );
}

/** The user's own reservation, with who made it, or 404. */
function ownReservation(
  store: SandboxStore,
  owner: SeedUser,
  reservationId: number,
): { reservation: Schemas['ReservationResult']; made: ReservationMade } {
  const reservation = store.reservations.find(
    (candidate) => candidate.reservationId === reservationId,
  );
  const made = reservation ? store.reservationsMade.get(reservationId) : undefined;
  if (!reservation || !made || made.ownerUserId !== owner.user.id) {
    throw new SandboxError(404, 'generic', `A reserva ${reservationId} não existe.`);
  }
  return { reservation, made };
}

/**
 * POST client/bookings/{userId}/{reservationId}/change (assumed): the reservation moved to the
 * new slot with the new party, the old slot's places freed; a slot without room (taken
 * meanwhile) answers 409 dateNotAvailable and changes nothing.
 */
export function changeMyBooking(
  store: SandboxStore,
  owner: SeedUser,
  reservationId: number,
  change: Schemas['BookingChange'],
): MyBooking {
  const { reservation, made } = ownReservation(store, owner, reservationId);
  if (!isChangeable(store, reservation, made) || !reservation.date) {
    throw new SandboxError(403, 'generic', 'Esta reserva já não pode ser alterada.');
  }
  const campaign = store.seedCampaign(reservation.campaignId);
  const view = campaign?.info.campaignView;
  const min = view?.minNumberPeople ?? 1;
  const max = view?.maxNumberPeople ?? 20;
  const people = change.numberOfPeople;
  if (!Number.isInteger(people) || people < min || people > max) {
    throw new SandboxError(422, 'generic', `O número de pessoas deve estar entre ${min} e ${max}.`);
  }
  if (!change.date || !DateTime.fromISO(change.date).isValid) {
    throw new SandboxError(422, 'generic', 'Escolha uma data e hora.');
  }
  const calendarKey = `campaign:${reservation.campaignId}`;
  const calendar = campaign?.calendar;
  if (!calendar) {
    throw new SandboxError(409, 'dateNotAvailable', 'Esta campanha não tem datas disponíveis.');
  }
  const before = { date: reservation.date, people: reservation.numberOfPeople ?? 0 };
  store.releaseSlot(calendarKey, before.date, before.people);
  try {
    store.consumeSlot(calendarKey, calendar, change.date, people);
  } catch (error) {
    store.consumeSlot(calendarKey, calendar, before.date, before.people);
    throw error;
  }
  const slot = DateTime.fromISO(change.date, { zone: store.calendarZone(calendarKey) });
  reservation.date = slot.toISO({ suppressMilliseconds: true }) ?? change.date;
  reservation.numberOfPeople = people;
  return reservationItem(store, reservation, made);
}

/** POST client/bookings/{userId}/{reservationId}/cancel (assumed): cancelled, places freed. */
export function cancelMyBooking(
  store: SandboxStore,
  owner: SeedUser,
  reservationId: number,
): MyBooking {
  const { reservation, made } = ownReservation(store, owner, reservationId);
  if (!isCancellable(store, reservation, made) || !reservation.date) {
    throw new SandboxError(403, 'generic', 'Esta reserva já não pode ser cancelada.');
  }
  if (made.title === undefined && (reservation.campaignType ?? 1) !== 3) {
    store.releaseSlot(
      `campaign:${reservation.campaignId}`,
      reservation.date,
      reservation.numberOfPeople ?? 0,
    );
  }
  made.cancelled = true;
  return reservationItem(store, reservation, made);
}

/** A cart order or a voucher, as its payment stands at the sandbox clock's now. */
function orderItem(store: SandboxStore, record: OrderRecord): MyBooking {
  const code = record.order.orderCode;
  const view = store.orderView(code);
  const payment = record.paymentId ? store.payments.get(record.paymentId) : undefined;
  const status = payment ? store.paymentStatus(payment) : 'pending';
  const isVoucher = code.startsWith('VOU-');
  const inStore =
    payment?.method === 'IN_STORE_PAYMENT' ||
    view.paymentTiming === 'pay_in_store' ||
    (!isVoucher && view.status === 'awaiting_confirmation');
  let state: MyBookingState;
  if (view.status === 'cancelled') state = 'cancelled';
  else if (view.status === 'confirmed') state = 'confirmed';
  else if (status === 'paid') state = isVoucher ? 'confirmed' : 'awaitingMerchant';
  else if (inStore) state = 'awaitingMerchant';
  else if (PAYMENT_FAILED.includes(status)) state = 'notPaid';
  else state = 'paymentPending';
  const about = record.about ?? {};
  const item: MyBooking = withCampaign(store, {
    kind: isVoucher ? 'voucher' : 'order',
    id: code,
    state,
    createdAt: view.createdAt ?? '',
    ...(about.campaignId !== undefined ? { campaignId: about.campaignId } : {}),
    ...(about.shopId !== undefined ? { shopName: store.shop(about.shopId)?.name ?? '' } : {}),
    ...(about.count !== undefined ? { numberOfPeople: about.count } : {}),
    amount: view.total,
  });
  if (state === 'paymentPending' && payment) item.payment = store.paymentView(payment);
  return item;
}

export function createStore(clock: SandboxClock = sandboxClock): SandboxStore {
  return new SandboxStore(clock);
}
