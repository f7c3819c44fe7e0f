import { DateTime } from 'luxon';
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { components, paths } from '../schema';
import { answerBody, errorBody } from './answerShape';
import { discountedCents, fromCents, toCents, unitsCents } from '../../machines/rules/money';
import { SANDBOX_ZONE, type SandboxClock } from './clock';
import {
  getLatency,
  getStore,
  isIdempotencyHonoured,
  recordOperation,
  takeFault,
  whileHeld,
  type AnswerRewrite,
  type MalformedShape,
  type OperationId,
  type SandboxFault,
} from './control';
import { cardPageLanguage } from './cardPage';
import {
  BLOCKED_FACEBOOK_TOKEN,
  CATEGORIES,
  DELIVERY_COUNTRIES,
  EMAIL_VALIDATION_CODE,
  ENTITY_CONFIG,
  EXTERNAL_TOKENS,
  MOBILE_VALIDATION_CODE,
  OFFER_CODES,
  PICKUP_POINTS,
  PICKUP_SEARCH_RADIUS_METERS,
  PREMIUM_MONTHLY_PRICE,
  PREMIUM_ORDER_PREFIX,
  placeholderSvg,
  SANDBOX_IMAGE_HOST,
  SERVICE_CALENDARS,
  SERVICE_RESOURCES,
  SHOP_DELIVERY,
  SHOP_RESOURCES,
  UNKNOWN_HOSTNAME,
  type SeedCampaign,
  type SeedUser,
} from './seed';
import {
  cancelMyBooking,
  changeMyBooking,
  DEFAULT_CARD_PAGE_ORIGIN,
  myBookingsPage,
  round2,
  SandboxError,
  type PaymentPageContext,
  type SandboxStore,
} from './store';

type Schemas = components['schemas'];
type Method = 'get' | 'post';
type Path = keyof paths;

/** What the contract answers with status 200 for this path and method. */
type OkBody<P extends Path, M extends Method> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

/** The request body as the handler receives it: JSON as typed, a form as strings. */
type RequestBody<P extends Path, M extends Method> = paths[P][M] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : paths[P][M] extends {
        requestBody: { content: { 'application/x-www-form-urlencoded': infer Form } };
      }
    ? { [Field in keyof Form]?: string }
    : undefined;

interface Call<Body> {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Body;
  store: SandboxStore;
  clock: SandboxClock;
  /** The token of the query or of the `token` header, whichever the call carries. */
  token: string | null;
  /** Whose cart: the visit's session id (the client adds it to cart and order calls). */
  visitor: string;
}

export interface SandboxRoute {
  operationId: OperationId;
  method: Method;
  path: Path;
  /** The same Idempotency-Key answers the first result and creates nothing new. */
  idempotent: boolean;
  handler: HttpHandler;
}

const API_ROOT = '*/mygon-middleware/rest';

function fail(status: number, code: Schemas['ErrorCode'], message: string): never {
  throw new SandboxError(status, code, message);
}

const errorResponse = (status: number, code: Schemas['ErrorCode'], message: string) =>
  HttpResponse.json(errorBody(status, code, message) as JsonBodyType, { status });

async function faultResponse(
  fault: Exclude<SandboxFault, { kind: 'malformed' | 'lost' | 'rewrite' }>,
): Promise<Response> {
  switch (fault.kind) {
    case 'network':
      return HttpResponse.error();
    case 'hang':
      await delay('infinite');
      return HttpResponse.error();
    case 'status':
      return errorResponse(
        fault.status,
        fault.code ?? 'generic',
        fault.message ?? `Falha simulada pelo sandbox (${fault.status}).`,
      );
  }
}

/** A 200 whose body the contract does not allow, the call having done nothing. */
function malformedResponse(shape: Exclude<MalformedShape, 'wrongTypes'>): Response {
  const bodies = { null: 'null', emptyObject: '{}', array: '[]', text: '"Resposta inesperada"' };
  return new HttpResponse(shape === 'emptyBody' ? null : bodies[shape], {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Every value under `key`, anywhere in the answer, changed by `change` (undefined drops it). */
function rewriteKey(value: unknown, key: string, change: (field: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteKey(item, key, change));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).flatMap(([name, field]) => {
    if (name !== key) return [[name, rewriteKey(field, key, change)]];
    const changed = change(field);
    return changed === undefined ? [] : [[name, changed]];
  });
  return Object.fromEntries(entries);
}

/** The answer as a proxy, a middleware fault or an attacker rewrote it (control.ts). */
export function rewrittenAnswer(
  body: unknown,
  rewrite: AnswerRewrite,
  nowMs: number,
  lagging: { usedPrizes: () => Schemas['Prize'][] } = { usedPrizes: () => [] },
): unknown {
  switch (rewrite) {
    case 'noDeadline':
      return rewriteKey(body, 'deadline', () => undefined);
    case 'farDeadline':
      return rewriteKey(body, 'deadline', () =>
        new Date(nowMs + 365 * 24 * 3_600_000).toISOString(),
      );
    case 'overcharge':
      return rewriteKey(body, 'amount', (amount) =>
        typeof amount === 'number' ? round2(amount + 0.01) : amount,
      );
    case 'negativeAmount':
      return rewriteKey(body, 'amount', (amount) =>
        typeof amount === 'number' ? -Math.abs(amount) : amount,
      );
    case 'foreignPage':
      return rewriteKey(body, 'paymentUrl', (url) =>
        typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, 'https://evil.example') : url,
      );
    case 'plainHttpPage':
      // The sandbox's page host, over plain http (the sandbox itself may run on http).
      return rewriteKey(body, 'paymentUrl', (url) =>
        typeof url === 'string'
          ? url.replace(/^https?:\/\/[^/]+/, DEFAULT_CARD_PAGE_ORIGIN.replace(/^https:/, 'http:'))
          : url,
      );
    case 'unknownStatus':
      return rewriteKey(body, 'status', () => 'accepted_maybe');
    case 'longReference':
      return rewriteKey(body, 'atmReference', () => '1234567890'.repeat(500));
    case 'saysConfirmed':
      // A booking the merchant still has to confirm (type 2), answered "confirmed" all the same.
      return rewriteKey(body, 'status', () => 'confirmed');
    case 'noSmsEcho':
      // A booking asked with "receive SMS", answered without saying the SMS was taken.
      return rewriteKey(body, 'receiveSms', () => undefined);
    case 'stalePrizes':
      // The user's prizes as a middleware lagging behind reads them: those used meanwhile, still
      // unused.
      return rewriteKey(body, 'prizes', (prizes) =>
        Array.isArray(prizes)
          ? [...prizes, ...lagging.usedPrizes().map((prize) => ({ ...prize, isUsed: false }))]
          : prizes,
      );
  }
}

/** The same answer with every value of the wrong type (an empty list holds a null). */
export function withWrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [null] : value.map(withWrongTypes);
  if (value === null) return 0;
  switch (typeof value) {
    case 'string':
      return value.length;
    case 'number':
      return String(value);
    case 'boolean':
      return value ? 'sim' : 'não';
    case 'object':
      return Object.fromEntries(
        Object.entries(value).map(([key, field]) => [key, withWrongTypes(field)]),
      );
    default:
      return null;
  }
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET') return undefined;
  const text = await request.text();
  if (text === '') return undefined;
  if (request.headers.get('content-type')?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(400, 'generic', 'O corpo do pedido não é JSON válido.');
  }
}

function route<P extends Path, M extends Method>(
  operationId: OperationId,
  method: M,
  path: P,
  resolve: (call: Call<RequestBody<P, M>>) => OkBody<P, M> | Promise<OkBody<P, M>>,
  options: { idempotent?: boolean } = {},
): SandboxRoute {
  const idempotent = options.idempotent ?? false;
  const url = `${API_ROOT}${path.replace(/\{(\w+)\}/g, ':$1')}`;
  const handler = http[method](url, async ({ request, params }) => {
    recordOperation(operationId);
    const latency = getLatency();
    if (latency > 0) await delay(latency);
    await whileHeld(operationId);
    const fault = takeFault(operationId);
    if (fault?.kind === 'malformed' && fault.shape !== 'wrongTypes') {
      return malformedResponse(fault.shape);
    }
    if (fault && fault.kind !== 'malformed' && fault.kind !== 'lost' && fault.kind !== 'rewrite') {
      return faultResponse(fault);
    }

    const store = getStore();
    const query = new URL(request.url).searchParams;
    const token = query.get('token') ?? request.headers.get('token');
    const run = async () => {
      const call: Call<RequestBody<P, M>> = {
        request,
        params: params as Record<string, string>,
        query,
        body: (await readBody(request)) as RequestBody<P, M>,
        store,
        clock: store.clock,
        token,
        visitor: query.get('sessionId') ?? token ?? 'anonymous',
      };
      return resolve(call);
    };
    const answer = async (): Promise<unknown> => {
      // A middleware that ignores the key makes a repeated request again.
      const key =
        idempotent && isIdempotencyHonoured() ? request.headers.get('Idempotency-Key') : null;
      if (!key) return run();
      const cacheKey = `${operationId}|${key}`;
      let result = store.idempotent.get(cacheKey);
      if (!result) {
        result = run();
        store.idempotent.set(cacheKey, result);
        // Only a success is kept: a refused request may be retried with the same key.
        result.catch(() => store.idempotent.delete(cacheKey));
      }
      return structuredClone(await result);
    };
    try {
      const body = await answer();
      // The work is done (a booking made); only the answer goes wrong.
      if (fault?.kind === 'lost') return HttpResponse.error();
      if (fault?.kind === 'malformed')
        return HttpResponse.json(withWrongTypes(body) as JsonBodyType);
      if (fault?.kind === 'rewrite') {
        const owner = Number(query.get('userId'));
        const rewritten = rewrittenAnswer(body, fault.rewrite, store.clock.nowMs(), {
          usedPrizes: () => {
            const used = store.prizesUsed.filter(({ userId }) => userId === owner);
            return (store.prizes.get(owner) ?? []).filter((prize) =>
              used.some(({ prizeId }) => prizeId === prize.id),
            );
          },
        });
        return HttpResponse.json(answerBody(rewritten) as JsonBodyType);
      }
      return HttpResponse.json(answerBody(body) as JsonBodyType);
    } catch (error) {
      if (error instanceof SandboxError)
        return errorResponse(error.status, error.code, error.message);
      return errorResponse(500, 'generic', 'Erro interno do sandbox.');
    }
  });
  return { operationId, method, path, idempotent, handler };
}

// ------------------------------------------------------------------ reading the request

function integer(value: string | null | undefined, name: string): number {
  const number = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isInteger(number)) {
    return fail(400, 'generic', `O parâmetro ${name} é obrigatório e deve ser um número inteiro.`);
  }
  return number;
}

function required(value: string | null | undefined, name: string): string {
  if (value === null || value === undefined || value.trim() === '') {
    return fail(422, 'generic', `O campo ${name} é obrigatório.`);
  }
  return value;
}

function requireBody<Body>(body: Body | undefined): Body {
  if (body === undefined || body === null || typeof body !== 'object') {
    return fail(400, 'generic', 'O pedido não tem corpo.');
  }
  return body;
}

const isEmail = (value: string | undefined): value is string =>
  !!value && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Where the card page of a payment started by this call is (cardPage.ts): on the sandbox's own
 * origin, the one the call came to, in the widget's language.
 */
const paymentPage = ({
  request,
  query,
}: Pick<Call<unknown>, 'request' | 'query'>): PaymentPageContext => ({
  origin: new URL(request.url).origin,
  language: cardPageLanguage(query.get('language') ?? request.headers.get('X-User-Language')),
});

const languageKey = (language: string | null | undefined): 'pt' | 'es' | 'en' =>
  language?.startsWith('es') ? 'es' : language?.startsWith('en') ? 'en' : 'pt';

// ------------------------------------------------------------------ bookings

const BLOCKED_MESSAGE = 'Este estabelecimento não aceita reservas online de momento.';

function requireBookable(campaign: SeedCampaign, owner: SeedUser | null): void {
  const view = campaign.info.campaignView;
  if (campaign.info.isAvailable === false) {
    fail(404, 'campaignUnavailable', 'Esta campanha já não está disponível.');
  }
  if (!owner && campaign.registeredUsersOnly) {
    fail(
      403,
      'registeredUsersOnly',
      'Esta campanha é exclusiva para utilizadores registados. Inicie sessão ou registe-se.',
    );
  }
  if (view.merchantStatus === 'BLOCKED_NEGATIVE_BALANCE')
    fail(403, 'noOnlineBooking', BLOCKED_MESSAGE);
}

function requireDate(date: string | undefined): string {
  if (!date || !DateTime.fromISO(date).isValid) {
    return fail(422, 'generic', 'Escolha uma data e hora.');
  }
  return date;
}

/**
 * Type 6's suggestions, checked against the calendar they are made on: a campaign's, or a
 * service's (which has no maximum of its own: SPEC 9 does not show one).
 */
function checkSuggestions(
  store: SandboxStore,
  campaign: Pick<SeedCampaign, 'shopId' | 'calendar' | 'maxDateSelections'>,
  dateTimes: string[] | undefined,
): void {
  // Read at the shop's wall clock: its days, opening hours and unavailable days are there.
  const zone = store.shopZone(campaign.shopId);
  const suggestions = (dateTimes ?? []).map((iso) => DateTime.fromISO(iso, { zone }));
  if (suggestions.length < 3 || suggestions.some((date) => !date.isValid)) {
    fail(422, 'generic', 'Sugira pelo menos 3 datas e horas.');
  }
  const max = campaign.maxDateSelections;
  if (max !== undefined && suggestions.length > max) {
    fail(422, 'generic', `Pode sugerir no máximo ${max} datas. Remova uma primeiro.`);
  }
  const now = store.clock.now();
  if (!suggestions.some((date) => date.diff(now, 'hours').hours >= 24)) {
    fail(422, 'generic', 'Pelo menos uma das datas deve ser daqui a 24 horas ou mais.');
  }
  const schedule = store.schedule(campaign.calendar, max, zone);
  for (const date of suggestions) {
    const day = date.toISODate() ?? '';
    const time = date.toFormat('HH:mm');
    const { opens, closes } = campaign.calendar ?? { opens: '00:00', closes: '24:00' };
    if (
      date <= now ||
      day < schedule.startDate ||
      day > schedule.endDate ||
      schedule.nonAvailableDays.includes(day) ||
      time < opens ||
      time >= closes
    ) {
      fail(409, 'dateNotAvailable', `O dia ${day} não está disponível. Escolha outra data.`);
    }
  }
}

function book(
  store: SandboxStore,
  request: Schemas['BookingRequest'],
  owner: SeedUser | null,
): Schemas['ReservationResult'] {
  const serviceId = request.shopMerchantServiceId;
  const service = serviceId === undefined ? undefined : store.service(serviceId);
  if (serviceId !== undefined && !service)
    fail(404, 'generic', `O serviço ${serviceId} não existe.`);
  const campaign = service
    ? store.seedCampaign(request.campaignId)
    : store.requireCampaign(request.campaignId);
  if (campaign) requireBookable(campaign, owner);
  if (request.reservationType === 'smart' && !owner?.user.isPremium) {
    fail(403, 'generic', 'As reservas smart são exclusivas de membros smart.');
  }

  const view = campaign?.info.campaignView;
  const config = service?.service.bookingConfig;
  const type = config?.bookingType ?? view?.campaignType ?? 1;
  const min = config?.minPartySize ?? view?.minNumberPeople ?? 1;
  const max = config?.maxPartySize ?? view?.maxNumberPeople ?? 20;
  const people = request.numberOfPeople;
  if (!Number.isInteger(people) || people < min || people > max) {
    fail(422, 'generic', `O número de pessoas deve estar entre ${min} e ${max}.`);
  }

  const calendarKey = service ? `service:${service.service.id}` : `campaign:${request.campaignId}`;
  const calendar = service ? SERVICE_CALENDARS[service.service.id] : campaign?.calendar;
  switch (type) {
    case 4:
      fail(422, 'noOnlineBooking', 'Esta campanha é apenas informativa: não tem reserva online.');
      break;
    case 7:
      fail(422, 'generic', 'Esta campanha encomenda-se pelo carrinho (takeaway ou entrega).');
      break;
    case 6:
      if (service) {
        checkSuggestions(
          store,
          { shopId: service.shop.id, calendar: SERVICE_CALENDARS[service.service.id] },
          request.dateTimes,
        );
      } else if (campaign) checkSuggestions(store, campaign, request.dateTimes);
      break;
    case 5:
      // A coupon with a price is bought (the voucher payment link), never handed out for free.
      if (view?.offer && !view.isFreeOffer) {
        fail(422, 'campaignInvalid', 'Este cupão tem preço: compre-o para o obter.');
      }
      break;
    case 3:
      if (!calendar) fail(409, 'dateNotAvailable', 'Esta campanha não tem datas disponíveis.');
      store.consumeWindow(calendarKey, calendar, requireDate(request.date), people);
      break;
    default:
      if (!calendar) fail(409, 'dateNotAvailable', 'Este serviço não tem datas disponíveis.');
      store.consumeSlot(calendarKey, calendar, requireDate(request.date), people);
  }

  const smart = request.reservationType === 'smart';
  if (request.prizeId !== undefined) requireBookingPayableWithPrize(store, request, owner, view);
  store.usePrize(owner?.user.id ?? null, request.prizeId);
  const pointsEarned = (smart ? view?.premiumPoints : view?.points) ?? 0;
  if (owner) owner.user.points = (owner.user.points ?? 0) + pointsEarned;
  const reservation = store.recordReservation(
    {
      status: type === 2 || type === 6 ? 'pending' : 'confirmed',
      campaignId: request.campaignId,
      campaignType: type,
      ...(request.date ? { date: request.date } : {}),
      ...(type === 6 ? { dateTimes: request.dateTimes ?? [] } : {}),
      numberOfPeople: people,
      pointsEarned,
      ...(request.receiveSms ? { receiveSms: true } : {}),
    },
    {
      ownerUserId: owner?.user.id ?? null,
      ...(service
        ? {
            shopId: service.shop.id,
            serviceId: service.service.id,
            title: service.service.serviceName,
          }
        : {}),
      // What the booking carried besides its date and party: the prize used, the invoice's NIF.
      ...(request.prizeId !== undefined ? { prizeId: request.prizeId } : {}),
      ...(request.vatId ? { vatId: request.vatId } : {}),
      contact: { name: request.name, prefix: request.prefix, phone: request.phone },
    },
  );
  if (type === 5) {
    // The coupon issued is kept with the reservation, as answered.
    const coupon = {
      activationCode: view?.activationCode ?? `RES-${reservation.reservationId}`,
      activationQrCode: view?.activationQrCode ?? `RES-${reservation.reservationId}`,
    };
    Object.assign(reservation, coupon);
    const kept = store.reservations.find((it) => it.reservationId === reservation.reservationId);
    if (kept) Object.assign(kept, coupon);
  }
  return reservation;
}

/**
 * A prize on a booking with a price (assumed, api/assumptions.ts "bookingPrize"): as on a voucher,
 * at least 2 € must be left to pay ("Operação inválida"). The price is each person's times the
 * party (the smart price for a smart reservation); a booking without a price takes no prize.
 */
function requireBookingPayableWithPrize(
  store: SandboxStore,
  request: Schemas['BookingRequest'],
  owner: SeedUser | null,
  view: Schemas['CampaignView'] | undefined,
): void {
  const prize = owner
    ? store.prizes.get(owner.user.id)?.find((candidate) => candidate.id === request.prizeId)
    : undefined;
  if (!prize || prize.isUsed) return; // usePrize refuses it
  const info = store.seedCampaign(request.campaignId)?.info;
  const smartPrice = Number(
    info?.attributes.find((attribute) => attribute.type === 'SMART_PRICE')?.value,
  );
  const unit =
    request.reservationType === 'smart' && Number.isFinite(smartPrice)
      ? smartPrice
      : (view?.offerPrice ?? 0);
  if (!view || view.isFreeOffer || !(unit > 0)) {
    fail(422, 'generic', 'Esta reserva não tem preço: não há onde usar o prémio.');
  }
  const grossCents = unitsCents(toCents(unit), request.numberOfPeople);
  if (grossCents - toCents(prize.value) < toCents(2)) {
    fail(
      422,
      'voucherAmountTooLow',
      'Operação inválida: o valor a pagar não pode ser inferior a 2 €.',
    );
  }
}

function requireGuestContact(name: string | undefined, email: string | undefined): void {
  if (!name?.trim()) fail(422, 'generic', 'Indique o seu nome.');
  if (!isEmail(email)) fail(422, 'generic', 'Indique um email válido.');
}

// ------------------------------------------------------------------ vouchers

function buyVoucher(
  store: SandboxStore,
  request: Schemas['VoucherPurchaseRequest'],
  owner: SeedUser | null,
  page: PaymentPageContext,
): Schemas['VoucherPayment'] {
  const campaign = store.requireCampaign(request.campaignId);
  const info = campaign.info;
  const view = info.campaignView;
  if (info.isAvailable === false)
    fail(409, 'campaignUnavailable', 'Esta campanha já não está disponível.');
  if (!view.offer) fail(422, 'campaignInvalid', 'Esta campanha não tem vouchers à venda.');
  if (!owner && campaign.registeredUsersOnly) {
    fail(403, 'registeredUsersOnly', 'Esta campanha é exclusiva para utilizadores registados.');
  }
  if (request.reservationType === 'smart' && !owner?.user.isPremium) {
    fail(403, 'generic', 'Os vouchers smart são exclusivos de membros smart.');
  }
  const count = request.numberOfPeople;
  if (!Number.isInteger(count) || count < 1) fail(422, 'generic', 'Indique quantos vouchers quer.');
  const offered = info.voucherPaymentMethods?.map((method) => method.code);
  if (offered && !offered.includes(request.paymentMethod)) {
    fail(
      422,
      'noPaymentMethods',
      'Este método de pagamento não está disponível para este voucher.',
    );
  }

  // The unit price to the cent (half up), times the count: the rule of machines/rules/money.ts
  // that the widget shows by (the middleware's own rule is assumed to be this one).
  const offerCents = toCents(view.offerPrice ?? 0);
  const smartPrice = Number(
    info.attributes.find((attribute) => attribute.type === 'SMART_PRICE')?.value,
  );
  const unitCents =
    request.reservationType === 'smart'
      ? Number.isFinite(smartPrice)
        ? toCents(smartPrice)
        : discountedCents(offerCents, info.premiumVoucherExtraDiscount ?? 0)
      : request.gift
        ? discountedCents(offerCents, info.giftVoucherExtraDiscount ?? 0)
        : offerCents;
  const gross = fromCents(unitsCents(unitCents, count));
  let amount = gross;
  if (request.prizeId !== undefined) {
    const prize = owner
      ? store.prizes.get(owner.user.id)?.find((candidate) => candidate.id === request.prizeId)
      : undefined;
    if (prize && !prize.isUsed && gross > 0 && gross - prize.value < 2) {
      fail(
        422,
        'voucherAmountTooLow',
        'Operação inválida: o valor a pagar não pode ser inferior a 2 €.',
      );
    }
    amount = round2(gross - store.usePrize(owner?.user.id ?? null, request.prizeId));
  }

  const order = store.createPaymentOrder('VOU', amount, owner, {
    campaignId: request.campaignId,
    count,
  });
  const payment = store.startPayment(
    order.orderCode,
    request.paymentMethod,
    request.mbwayPhoneNumber,
    page,
  );
  return {
    orderCode: order.orderCode,
    amount,
    validUntil: store.clock.now().plus({ years: 1 }).toISODate() ?? undefined,
    payment,
  };
}

// ------------------------------------------------------------------ sign-in

function socialSignIn(
  store: SandboxStore,
  form: { [Field in keyof Schemas['SocialLoginForm']]?: string },
  credential: string | undefined,
  loginSource: Schemas['LoginSource'],
): Schemas['AuthenticatedUser'] {
  if (!credential) fail(401, 'generic', 'Credencial do fornecedor de identidade em falta.');
  if (loginSource === 'facebook' && credential === BLOCKED_FACEBOOK_TOKEN) {
    fail(
      403,
      'facebookUnavailable',
      'O início de sessão com o Facebook está indisponível ou bloqueado. Experimente outro navegador.',
    );
  }
  const email =
    form.email?.trim().toLowerCase() || `${loginSource}.${credential.slice(0, 12)}@example.pt`;
  const existing = store.userByEmail(email);
  if (existing) return store.signedIn(existing, loginSource);
  const created = store.createUser({
    email,
    password: '',
    firstName: form.firstName || 'Utilizador',
    lastName: form.lastName,
    emailValidated: true,
    loginSource,
  });
  return store.signedIn(created, loginSource);
}

// ------------------------------------------------------------------ delivery

function distanceMeters(fromLat: number, fromLng: number, toLat: number, toLng: number): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(toLat - fromLat);
  const dLng = radians(toLng - fromLng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(fromLat)) * Math.cos(radians(toLat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(6_371_000 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a)));
}

// ------------------------------------------------------------------ the routes

/** One handler per operation of api/openapi.yaml (tests check that none is missing). */
export const ROUTES: SandboxRoute[] = [
  // ---------------------------------------------------------------- bookings and orders
  route(
    'createBooking',
    'post',
    '/bookings',
    ({ store, token, body }) => book(store, requireBody(body), store.requireUser(token)),
    { idempotent: true },
  ),
  route(
    'createGuestBooking',
    'post',
    '/bookings/guest',
    ({ store, body }) => {
      const request = requireBody(body);
      requireGuestContact(request.name, request.email);
      return book(store, request, null);
    },
    { idempotent: true },
  ),
  route(
    'createFreeBooking',
    'post',
    '/client/book/book/{userId}',
    ({ store, token, params, body }) => {
      const owner = store.requireUser(token, integer(params.userId, 'userId'));
      const request = requireBody(body);
      const campaign = store.requireCampaign(request.campaignId);
      const view = campaign.info.campaignView;
      if (view.merchantStatus === 'BLOCKED_NEGATIVE_BALANCE')
        fail(403, 'noOnlineBooking', BLOCKED_MESSAGE);
      if (view.offer && !view.isFreeOffer) {
        fail(
          422,
          'campaignInvalid',
          'Esta campanha é uma oferta paga: compre o voucher para reservar.',
        );
      }
      return book(store, request, owner);
    },
    { idempotent: true },
  ),
  route(
    'createOrder',
    'post',
    '/v1/web/orders',
    ({ store, token, visitor, query, body }) => {
      const owner = store.requireUser(token);
      return store.createOrder(visitor, requireBody(body), owner, query.get('channel'));
    },
    { idempotent: true },
  ),
  route(
    'createGuestOrder',
    'post',
    '/v1/web/orders/guest',
    ({ store, visitor, query, body }) => {
      const request = requireBody(body);
      requireGuestContact(request.contact?.name, request.contact?.email);
      if (request.prizeId !== undefined)
        fail(403, 'generic', 'Só utilizadores registados podem usar prémios.');
      const campaign =
        request.campaignId === undefined ? undefined : store.seedCampaign(request.campaignId);
      if (campaign?.registeredUsersOnly) {
        fail(403, 'registeredUsersOnly', 'Esta campanha é exclusiva para utilizadores registados.');
      }
      return store.createOrder(visitor, request, null, query.get('channel'));
    },
    { idempotent: true },
  ),
  route(
    'purchaseOrder',
    'post',
    '/v1/web/orders/purchase',
    ({ store, token, body, request: call, query }) => {
      const request = requireBody(body);
      const record = store.requireOrder(required(request.paymentReference, 'paymentReference'));
      if (record.ownerUserId !== null) store.requireUser(token, record.ownerUserId);
      const current = store.orderView(record.order.orderCode);
      if (current.status !== 'awaiting_payment') return current;
      const method = request.paymentMethod ?? record.order.paymentMethod ?? 'hipay_mbway';
      // SPEC 4's payment timing, as sent: paying in store is pay_in_store, anything else pay_now.
      if (request.paymentTiming !== undefined) {
        const timing = method === 'IN_STORE_PAYMENT' ? 'pay_in_store' : 'pay_now';
        if (request.paymentTiming !== timing) {
          fail(422, 'generic', `O método ${method} não se paga como ${request.paymentTiming}.`);
        }
        record.order.paymentTiming = request.paymentTiming;
      }
      const phone = request.mobile ? `${request.prefix ?? ''}${request.mobile}` : undefined;
      store.startPayment(
        record.order.orderCode,
        method,
        phone,
        paymentPage({ request: call, query }),
      );
      // A cart order paid at the shop goes to the merchant now, awaiting their confirmation.
      if (method === 'IN_STORE_PAYMENT' && record.about?.shopId !== undefined) {
        record.order.status = 'awaiting_confirmation';
        record.order.paymentTiming = 'pay_in_store';
      }
      return store.orderView(record.order.orderCode);
    },
    { idempotent: true },
  ),
  route('getPaymentStatus', 'post', '/payment/status', ({ store, body }) =>
    store.paymentResult(required(requireBody(body).orderCode, 'orderCode')),
  ),
  // The guest path must come first: "guest" would also match {userId}.
  route(
    'createGuestVoucherPaymentLink',
    'post',
    '/client/gift/hipay/guest/',
    (call) => {
      const request = requireBody(call.body);
      if (!isEmail(request.email)) fail(422, 'generic', 'Indique um email válido.');
      return buyVoucher(call.store, request, null, paymentPage(call));
    },
    { idempotent: true },
  ),
  route(
    'createVoucherPaymentLink',
    'post',
    '/client/gift/hipay/{userId}/',
    (call) =>
      buyVoucher(
        call.store,
        requireBody(call.body),
        call.store.requireUser(call.token, integer(call.params.userId, 'userId')),
        paymentPage(call),
      ),
    { idempotent: true },
  ),
  route(
    'getPremiumPaymentLink',
    'get',
    '/client/premium/code/hipay/{userId}',
    ({ store, token, params, query, request }) => {
      const owner = store.requireUser(token, integer(params.userId, 'userId'));
      if (owner.user.isPremium) fail(409, 'generic', 'Já é membro smart.');
      // Without a payment method: the price only (no order made, no payment started).
      const method = query.get('paymentMethod') as Schemas['PaymentMethodCode'] | null;
      if (method === null) return { monthlyPrice: PREMIUM_MONTHLY_PRICE, currency: 'EUR' };
      const order = store.createPaymentOrder(PREMIUM_ORDER_PREFIX, PREMIUM_MONTHLY_PRICE, owner);
      const typed = query.get('mbwayPhoneNumber');
      const phone = typed
        ? `${query.get('mbwayPrefix') ?? ''}${typed}`
        : owner.user.mobile
          ? `${owner.user.mobilePrefix ?? ''}${owner.user.mobile}`
          : undefined;
      return {
        orderCode: order.orderCode,
        monthlyPrice: PREMIUM_MONTHLY_PRICE,
        currency: 'EUR',
        payment: store.startPayment(
          order.orderCode,
          method,
          phone,
          paymentPage({ request, query }),
        ),
      };
    },
    { idempotent: true },
  ),
  route(
    'getGuestMbwayPaymentStatus',
    'get',
    '/payment/mbway-payment-status/guest/{paymentId}/',
    ({ store, params }) => store.mbwayState(required(params.paymentId, 'paymentId'), null),
  ),
  route(
    'getMbwayPaymentStatus',
    'get',
    '/payment/mbway-payment-status/{paymentId}/',
    ({ store, token, params }) =>
      store.mbwayState(required(params.paymentId, 'paymentId'), store.requireUser(token).user.id),
  ),

  // ---------------------------------------------------------------- campaigns and shops
  route(
    'getCampaignByOfferCode',
    'get',
    '/v1/web/campaigns/by-offer-code/{code}',
    ({ store, params }) => {
      const code = required(params.code, 'code').trim().toUpperCase();
      const campaignId = OFFER_CODES[code];
      if (campaignId === undefined)
        return fail(404, 'campaignInvalid', `O código de oferta ${code} não existe.`);
      return store.campaignInfo(store.requireCampaign(campaignId));
    },
  ),
  route('getCampaign', 'get', '/v1/web/campaigns/{id}', ({ store, params }) =>
    store.campaignInfo(store.requireCampaign(integer(params.id, 'id'))),
  ),
  route('getCampaignSchedule', 'get', '/campaign/schedule/{id}', ({ store, params }) => {
    const campaign = store.requireCampaign(integer(params.id, 'id'));
    return store.schedule(
      campaign.calendar,
      campaign.maxDateSelections,
      store.shopZone(campaign.shopId),
    );
  }),
  route(
    'getCampaignSlots',
    'get',
    '/v4/campaigns/{id}/calendar/available-slots',
    ({ store, params, query }) => {
      const campaign = store.requireCampaign(integer(params.id, 'id'));
      const [from, until] = slotWindow(store, query);
      return store.slots(
        `campaign:${campaign.info.campaignView.campaignId}`,
        campaign.calendar,
        from,
        until,
      );
    },
  ),
  route('getShop', 'get', '/shop/{shopId}', ({ store, params }) => {
    const shop = store.shopView(integer(params.shopId, 'shopId'));
    return shop ?? fail(404, 'generic', `O estabelecimento ${params.shopId} não existe.`);
  }),
  route(
    'getServiceSlots',
    'get',
    '/v4/shopmerchantservices/{shopMerchantServiceId}/calendar/available-slots',
    ({ store, params, query }) => {
      const serviceId = integer(params.shopMerchantServiceId, 'shopMerchantServiceId');
      if (!store.service(serviceId)) fail(404, 'generic', `O serviço ${serviceId} não existe.`);
      const [from, until] = slotWindow(store, query);
      return store.slots(`service:${serviceId}`, SERVICE_CALENDARS[serviceId], from, until);
    },
  ),
  route(
    'getServiceResources',
    'get',
    '/v4/shopmerchantservices/{shopMerchantServiceId}/calendar/resources',
    ({ store, params }) => {
      const serviceId = integer(params.shopMerchantServiceId, 'shopMerchantServiceId');
      if (!store.service(serviceId)) fail(404, 'generic', `O serviço ${serviceId} não existe.`);
      return structuredClone(SERVICE_RESOURCES[serviceId] ?? []);
    },
  ),
  route('getShopResources', 'get', '/v4/shops/{shopId}/calendar/resources', ({ store, params }) => {
    const shopId = integer(params.shopId, 'shopId');
    if (!store.shop(shopId)) fail(404, 'generic', `O estabelecimento ${shopId} não existe.`);
    return structuredClone(SHOP_RESOURCES[shopId] ?? []);
  }),
  route('getCategories', 'get', '/common/category/{language}', ({ params }) =>
    structuredClone(CATEGORIES[languageKey(params.language)]),
  ),

  // ---------------------------------------------------------------- shopping cart
  route('getShoppingCart', 'get', '/v1/web/shopping-cart', ({ store, visitor, query }) =>
    query.has('shopId')
      ? store.getCart(visitor, integer(query.get('shopId'), 'shopId'))
      : store.getWholeCart(visitor),
  ),
  route('addCartItem', 'post', '/v1/web/shopping-cart/add', ({ store, visitor, query, body }) =>
    store.addCartItem(visitor, integer(query.get('shopId'), 'shopId'), requireBody(body)),
  ),
  route('applyCoupon', 'post', '/v1/web/shopping-cart/apply-coupon', ({ store, visitor, query }) =>
    store.applyCoupon(
      visitor,
      integer(query.get('shopId'), 'shopId'),
      required(query.get('couponCode'), 'couponCode'),
    ),
  ),
  route(
    'removeCartItem',
    'post',
    '/v1/web/shopping-cart/remove/{itemId}',
    ({ store, visitor, params }) => store.removeCartItem(visitor, integer(params.itemId, 'itemId')),
  ),
  route(
    'getCartPaymentMethods',
    'get',
    '/v1/web/shopping-cart/payment-methods',
    ({ store, query }) => {
      const deliveryType = required(query.get('deliveryType'), 'deliveryType');
      if (!['STORE_PICKUP', 'PICKUP_POINT', 'DELIVERY'].includes(deliveryType)) {
        fail(400, 'generic', `Tipo de entrega desconhecido: ${deliveryType}.`);
      }
      return store.paymentMethods(
        integer(query.get('shopId'), 'shopId'),
        deliveryType as Schemas['DeliveryType'],
      );
    },
  ),

  // ---------------------------------------------------------------- entity
  route('getEntityConfig', 'get', '/v1/entity/config', ({ query }) => {
    const hostname = required(query.get('hostname'), 'hostname');
    if (hostname === UNKNOWN_HOSTNAME) fail(404, 'generic', `Nenhuma entidade para ${hostname}.`);
    return structuredClone(ENTITY_CONFIG);
  }),

  // ---------------------------------------------------------------- user and authentication
  route('getProfile', 'get', '/client/profile/{userId}', ({ store, token, params }) =>
    store.profile(store.requireUser(token, integer(params.userId, 'userId'))),
  ),
  route('updateProfile', 'post', '/client/profile/{userId}', ({ store, token, params, body }) => {
    const seed = store.requireUser(token, integer(params.userId, 'userId'));
    const form = requireBody(body);
    seed.user.firstName = required(form.firstName, 'firstName').trim();
    seed.user.lastName = (form.lastName ?? '').trim();
    if (!['pt_PT', 'es_ES', 'en_EN'].includes(form.languageCode)) {
      fail(422, 'generic', `O idioma ${form.languageCode} não existe.`);
    }
    seed.user.languageCode = form.languageCode;
    return store.profile(seed);
  }),
  route('loginExternal', 'post', '/authentication/external', ({ store, request }) => {
    const externalToken = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    const userId = EXTERNAL_TOKENS[externalToken];
    const seed = userId === undefined ? undefined : store.users.get(userId);
    if (!seed) return fail(401, 'generic', 'O token externo não é válido.');
    return store.signedIn(seed, 'own');
  }),
  route('login', 'post', '/authentication/login', ({ store, body }) => {
    const form = requireBody(body);
    if (!form.password) fail(422, 'generic', 'Indique a palavra-passe.');
    const seed = store.userByEmail(required(form.username, 'username'));
    if (!seed || seed.password !== form.password) {
      return fail(401, 'generic', 'Email ou palavra-passe incorretos.');
    }
    return store.signedIn(seed, 'own');
  }),
  route(
    'signUpLoginFacebook',
    'post',
    '/client/authentication/signUpLoginFacebook',
    ({ store, body }) => {
      const form = requireBody(body);
      return socialSignIn(store, form, form.accessToken, 'facebook');
    },
  ),
  route(
    'signUpLoginGoogle',
    'post',
    '/client/authentication/signUpLoginGoogle',
    ({ store, body }) => {
      const form = requireBody(body);
      return socialSignIn(store, form, form.idToken, 'google');
    },
  ),
  route(
    'signUpLoginApple',
    'post',
    '/client/authentication/signUpLoginApple',
    ({ store, body }) => {
      const form = requireBody(body);
      return socialSignIn(store, form, form.identityToken, 'apple');
    },
  ),
  route('signUp', 'post', '/client/authentication/signUp', ({ store, body }) => {
    const form = requireBody(body);
    if (!isEmail(form.email)) fail(422, 'generic', 'Indique um email válido.');
    if (store.userByEmail(form.email!)) fail(409, 'generic', 'Já existe uma conta com este email.');
    if ((form.password ?? '').length < 8) {
      fail(422, 'generic', 'A palavra-passe deve ter pelo menos 8 caracteres.');
    }
    if (form.acceptPrivacyPolicy !== 'true')
      fail(422, 'generic', 'Aceite a política de privacidade.');
    const seed = store.createUser({
      email: form.email!,
      password: form.password!,
      firstName: required(form.firstName, 'firstName'),
      lastName: form.lastName,
      mobile: form.mobile,
      prefix: form.prefix,
      emailValidated: false,
      loginSource: 'own',
    });
    return store.signedIn(seed, 'own');
  }),
  route(
    'isRegisteredEmail',
    'get',
    '/client/authentication/isRegisteredEmail/{email}',
    ({ store, params }) => {
      const seed = store.userByEmail(required(params.email, 'email'));
      return seed
        ? { registered: true, loginSource: seed.user.loginSource ?? 'own' }
        : { registered: false };
    },
  ),
  route('forgotPassword', 'post', '/authentication/password/forgotPassword', ({ body }) => {
    if (!isEmail(requireBody(body).email)) fail(422, 'generic', 'Indique um email válido.');
    return {
      success: true,
      message: 'Se o email estiver registado, enviámos um link para repor a palavra-passe.',
    };
  }),
  route('getMyPrizes', 'get', '/client/prize/myprizes', ({ store, token, query }) => {
    const owner = store.requireUser(token, integer(query.get('userId'), 'userId'));
    const start = Number(query.get('startIndex') ?? 0);
    const size = Number(query.get('pageSize') ?? 100);
    const prizes = store.unusedPrizes(owner.user.id);
    return { prizes: prizes.slice(start, start + size), totalCount: prizes.length };
  }),
  route('getMyBookings', 'get', '/client/bookings/{userId}', ({ store, token, params, query }) => {
    const owner = store.requireUser(token, integer(params.userId, 'userId'));
    const page = integer(query.get('page') ?? '0', 'page');
    const size = integer(query.get('size') ?? '10', 'size');
    if (page < 0 || size < 1 || size > 50) {
      fail(400, 'generic', 'A página começa em 0 e tem de 1 a 50 reservas.');
    }
    return myBookingsPage(store, owner, page, size);
  }),
  route(
    'changeMyBooking',
    'post',
    '/client/bookings/{userId}/{reservationId}/change',
    ({ store, token, params, body }) => {
      const owner = store.requireUser(token, integer(params.userId, 'userId'));
      const reservationId = integer(params.reservationId, 'reservationId');
      return changeMyBooking(store, owner, reservationId, requireBody(body));
    },
    { idempotent: true },
  ),
  route(
    'cancelMyBooking',
    'post',
    '/client/bookings/{userId}/{reservationId}/cancel',
    ({ store, token, params }) => {
      const owner = store.requireUser(token, integer(params.userId, 'userId'));
      return cancelMyBooking(store, owner, integer(params.reservationId, 'reservationId'));
    },
    { idempotent: true },
  ),
  route('validateAccount', 'post', '/authentication/account-validation', ({ store, body }) => {
    const form = requireBody(body);
    const seed = store.userByEmail(required(form.email, 'email'));
    if (!seed) return fail(404, 'generic', 'Não existe nenhuma conta com este email.');
    if (form.code !== EMAIL_VALIDATION_CODE)
      fail(422, 'generic', 'O código de validação está errado.');
    seed.emailValidated = true;
    seed.user.stateId = 1;
    return store.signedIn(seed, seed.user.loginSource ?? 'own');
  }),
  route(
    'resendValidationCode',
    'post',
    '/authentication/resend-validation-code',
    ({ store, body }) => {
      const email = required(requireBody(body).email, 'email');
      if (!store.userByEmail(email))
        fail(404, 'generic', 'Não existe nenhuma conta com este email.');
      return { success: true, message: `Enviámos um novo código para ${email}.` };
    },
  ),
  route('validateMobile', 'post', '/authentication/mobile-validation', ({ store, token, body }) => {
    const seed = store.requireUser(token);
    const form = requireBody(body);
    const mobile = required(form.mobile, 'mobile');
    if (form.code !== MOBILE_VALIDATION_CODE)
      fail(422, 'generic', 'O código de validação está errado.');
    seed.user.mobile = mobile;
    seed.user.mobilePrefix = form.prefix ?? '+351';
    seed.user.mobileValidation = true;
    return store.profile(seed);
  }),
  route(
    'resendMobileValidationCode',
    'post',
    '/authentication/resend-mobile-validation-code',
    ({ store, token, body }) => {
      store.requireUser(token);
      const form = requireBody(body);
      const mobile = required(form.mobile, 'mobile');
      return {
        success: true,
        message: `Enviámos um novo código por SMS para ${form.prefix ?? ''} ${mobile}.`,
      };
    },
  ),

  // ---------------------------------------------------------------- addresses
  route('getAddresses', 'get', '/user/addresses', ({ store, token }) =>
    structuredClone(store.addresses.get(store.requireUser(token).user.id) ?? []),
  ),
  route('createAddress', 'post', '/user/addresses/create', ({ store, token, body }) => {
    const owner = store.requireUser(token);
    const input = requireBody(body);
    for (const field of ['addressName', 'city', 'postalCode', 'street'] as const)
      required(input[field], field);
    const list = store.addresses.get(owner.user.id) ?? [];
    store.addresses.set(owner.user.id, list);
    if (input.id !== undefined) {
      const index = list.findIndex((address) => address.id === input.id);
      if (index === -1) return fail(404, 'generic', `A morada ${input.id} não existe.`);
      const updated = { ...input, id: input.id, countryId: input.countryId ?? 139 };
      list[index] = updated;
      return structuredClone(updated);
    }
    const created = { ...input, id: store.nextAddressId(), countryId: input.countryId ?? 139 };
    list.push(created);
    return structuredClone(created);
  }),
  route('deleteAddress', 'post', '/user/addresses/delete/{id}', ({ store, token, params }) => {
    const owner = store.requireUser(token);
    const id = integer(params.id, 'id');
    const list = store.addresses.get(owner.user.id) ?? [];
    const index = list.findIndex((address) => address.id === id);
    if (index === -1) return fail(404, 'generic', `A morada ${id} não existe.`);
    list.splice(index, 1);
    return { success: true };
  }),

  // ---------------------------------------------------------------- delivery
  route('getDeliveryCountries', 'get', '/v1/web/delivery/countries', () =>
    structuredClone(DELIVERY_COUNTRIES),
  ),
  route('getDeliveryRates', 'get', '/v1/web/delivery/rates', ({ store, visitor, query }) => {
    const countryId = Number(query.get('countryId') ?? 139);
    const postalCode = query.get('postalCode') ?? '';
    const pickupPoint = query.get('pickupPoint');
    const inCart = store.cartShopIds(visitor);
    const shopIds = inCart.length > 0 ? inCart : Object.keys(SHOP_DELIVERY).map(Number);
    return shopIds.flatMap((shopId) =>
      Object.values(SHOP_DELIVERY[shopId]?.methods ?? {}).map((method) => ({
        shopId,
        shopDeliveryMethodId: method.id,
        deliveryType: method.deliveryType,
        costWithVat: method.costWithVat,
        isAvailable:
          method.deliveryType === 'DELIVERY'
            ? store.deliversTo(shopId, countryId, postalCode)
            : method.deliveryType === 'PICKUP_POINT'
              ? !pickupPoint || PICKUP_POINTS.some((point) => point.id === pickupPoint)
              : true,
        estimatedDays: method.deliveryType === 'STORE_PICKUP' ? 0 : 1,
      })),
    );
  }),
  route('getPickupPoints', 'get', '/v1/web/delivery/pickup-points', ({ query }) => {
    const latitude = Number(query.get('latitude'));
    const longitude = Number(query.get('longitude'));
    if (
      !query.get('latitude') ||
      !query.get('longitude') ||
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    ) {
      fail(
        400,
        'pickupPointsSearchError',
        'Não foi possível procurar pontos de recolha neste local.',
      );
    }
    const methodIds = required(query.get('shopDeliveryMethodIds'), 'shopDeliveryMethodIds')
      .split(',')
      .map(Number);
    return PICKUP_POINTS.filter((point) => methodIds.includes(point.shopDeliveryMethodId ?? -1))
      .map((point) => ({
        ...point,
        distanceMeters: distanceMeters(latitude, longitude, point.latitude, point.longitude),
      }))
      .filter((point) => point.distanceMeters <= PICKUP_SEARCH_RADIUS_METERS)
      .sort((a, b) => a.distanceMeters - b.distanceMeters);
  }),

  // ---------------------------------------------------------------- tracking
  route('trackMapConversion', 'post', '/map-service/conversion', ({ store, token, body }) => {
    // A guest's booking from the map counts too: the user's token, when sent, must be known.
    if (token) store.requireUser(token);
    const conversion = requireBody(body);
    integer(String(conversion.campaignId), 'campaignId');
    integer(String(conversion.reservationId), 'reservationId');
    required(conversion.conversionToken, 'conversionToken');
    store.conversions.push(conversion);
    return { success: true };
  }),
];

function slotWindow(store: SandboxStore, query: URLSearchParams): [number, number] {
  const startText = query.get('startPeriod');
  const start = startText ? DateTime.fromISO(startText, { zone: SANDBOX_ZONE }) : store.clock.now();
  if (!start.isValid) fail(400, 'generic', `startPeriod não é uma data ISO: ${startText}.`);
  const minutes = Number(query.get('untilMinutes') ?? 43_200);
  if (!Number.isFinite(minutes) || minutes <= 0)
    fail(400, 'generic', 'untilMinutes deve ser positivo.');
  return [start.toMillis(), start.toMillis() + minutes * 60_000];
}

/** The sandbox's pictures (seed.ts `placeholderImage`): not the middleware, its image host. */
const sandboxImages = http.get(`${SANDBOX_IMAGE_HOST}/:file`, ({ params }) => {
  const svg = placeholderSvg(String(params.file));
  if (svg === null) return new HttpResponse(null, { status: 404 });
  return new HttpResponse(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=86400' },
  });
});

export const handlers: HttpHandler[] = [...ROUTES.map((entry) => entry.handler), sandboxImages];
