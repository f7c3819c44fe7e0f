// The reactions table (api/errorReactions.ts), row by row, on the rendered widget against the
// sandbox: each refusal answered with SPEC 8's body only (a message and the status, no code), and
// what the visitor sees then and where the flow went, from the screen and the sandbox's store.
// A row already driven that way by another test names it (`coveredBy`); a row with neither
// fails the last test of this file.
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getSessionId } from '../../api/client';
import { ERROR_REACTIONS, type ErrorReaction } from '../../api/errorReactions';
import { sandbox, type OperationId } from '../../api/sandbox/control';
import { FIXED_NOW } from '../../api/sandbox/clock';
import {
  chooseDay,
  chooseTime,
  click,
  continueAsGuest,
  daysOnOffer,
  fill,
  heading,
  openWidget,
  plain,
  signInAsAna,
  timesOnOffer,
  type OpenWidget,
  type Visitor,
} from './support/widget';

const NOON = FIXED_NOW.replace('09:00', '12:00');
let open: OpenWidget | null = null;
beforeEach(() => sandbox.clock.setNow(NOON, { frozen: true }));
afterEach(() => {
  open?.close();
  open = null;
});

/** SPEC 8's body and nothing else: the widget must react from the operation and the status. */
const refuse = (operation: OperationId, status: number, message = 'Pedido recusado.') =>
  sandbox.setFault(operation, { kind: 'status', status, message }, { times: 1 });

const alertText = async () =>
  (await screen.findAllByRole('alert')).map((alert) => plain(alert.textContent)).join(' | ');
const noRetry = () => expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();

/** Campaign `search` booked up to its review: the first day and time offered, then who books. */
async function toBookingReview(search: string, who: 'ana' | 'guest'): Promise<Visitor> {
  open = await openWidget(search);
  const { user } = open;
  await click(user, 'Reservar');
  await heading('Escolha a data e a hora');
  const day = daysOnOffer()[0]!;
  await chooseDay(user, day);
  await screen.findAllByRole('radio');
  await chooseTime(user, day, timesOnOffer('radio')[0]!.time);
  await click(user, 'Continuar');
  if (who === 'ana') await signInAsAna(user);
  else await continueAsGuest(user);
  await heading('Os seus contactos');
  await click(user, 'Continuar');
  await heading('Confirme os dados');
  return user;
}

/** A final refusal of the booking: the step says it was not made, why, and offers no retry. */
async function bookingRefused(message: string) {
  await heading('A reserva não foi feita');
  expect(await alertText()).toContain(message);
  noRetry();
  expect(sandbox.store.reservations).toEqual([]);
}

/** Campaign 107's order, taken away as soon as possible, at its cart. */
async function toCartOf107(search = 'campaignId=107'): Promise<Visitor> {
  open = await openWidget(search);
  const { user } = open;
  await click(user, 'Encomendar');
  await user.click(
    await screen.findByRole('radio', { name: 'Para levar (recolha no estabelecimento)' }),
  );
  await click(user, 'Continuar');
  await click(user, 'Ver carrinho');
  await heading('Carrinho');
  return user;
}

/** From the cart of 107 to the order's review, signed in as Ana or as a guest. */
async function toOrderReview(who: 'ana' | 'guest'): Promise<Visitor> {
  const user = await toCartOf107(
    who === 'guest' ? 'campaignId=107&allowGuestLogin=true' : 'campaignId=107',
  );
  await click(user, 'Encomendar');
  if (who === 'ana') await signInAsAna(user);
  else await continueAsGuest(user);
  await heading('Os seus contactos');
  await click(user, 'Continuar');
  await heading('Rever a encomenda');
  return user;
}

type Scenario = (() => Promise<void>) | { coveredBy: [file: string, testName: string] };

const rowName = (row: ErrorReaction) =>
  `${row.operations.join(', ')} ${row.statuses.join('/')}${row.when ? ' (when the chart says)' : ''} → ${row.code}`;

/** One scenario per row of the table, keyed by `rowName`. */
const SCENARIOS: Record<string, Scenario> = {
  'getCampaign, getCampaignByOfferCode 404 → campaignInvalid': async () => {
    refuse('getCampaign', 404, 'Campanha 101 inexistente.');
    open = await openWidget('campaignId=101');
    await heading('Campanha não encontrada');
    expect(await alertText()).toContain('Esta campanha não é válida.');
    noRetry();
  },
  'getCampaign, getCampaignByOfferCode 410 → campaignUnavailable': async () => {
    refuse('getCampaignByOfferCode', 410, 'Campanha terminada.');
    open = await openWidget('offerCode=CHIADO2026');
    await heading('Não foi possível abrir a campanha');
    expect(await alertText()).toContain('Esta campanha já não está disponível.');
    noRetry();
  },
  'getCampaign, getCampaignByOfferCode 403 → noOnlineBooking': async () => {
    refuse('getCampaign', 403, 'Bloqueado.');
    open = await openWidget('campaignId=101');
    await heading('Não foi possível abrir a campanha');
    expect(await alertText()).toContain('Este estabelecimento não aceita reservas online.');
    noRetry();
  },
  'getCampaignSchedule, getCampaignSlots 404 → campaignInvalid': async () => {
    // Before the widget opens: an idle first screen may fetch the slots ahead.
    refuse('getCampaignSlots', 404, 'Calendário inexistente.');
    open = await openWidget('campaignId=108');
    await click(open.user, 'Reservar');
    expect(await screen.findByText('Esta campanha não é válida.')).toBeVisible();
    noRetry();
    expect(screen.queryByRole('grid')).toBeNull();
  },
  'createBooking, createGuestBooking, createFreeBooking 409/410 → dateNotAvailable': async () => {
    const user = await toBookingReview('campaignId=108', 'ana');
    refuse('createFreeBooking', 410, 'Já não há lugares.');
    await click(user, 'Confirmar');
    // Back at the calendar: the date choice again, with SPEC 8's message, nothing booked.
    await heading('Escolha a data e a hora');
    expect(await screen.findByText('Data não disponível, selecione outra data.')).toBeVisible();
    expect(screen.getByRole('grid')).toBeVisible();
    expect(sandbox.store.reservations).toEqual([]);
  },
  'createBooking, createGuestBooking, createFreeBooking 404 → campaignUnavailable': async () => {
    const user = await toBookingReview('campaignId=108', 'ana');
    refuse('createFreeBooking', 404, 'Campanha inexistente.');
    await click(user, 'Confirmar');
    await bookingRefused('Esta campanha já não está disponível.');
  },
  'createGuestBooking 403 → registeredUsersOnly': async () => {
    const user = await toBookingReview('campaignId=102&allowGuestLogin=true', 'guest');
    refuse('createGuestBooking', 403, 'Só para registados.');
    await click(user, 'Confirmar');
    await bookingRefused(
      'Exclusivo para membros registados: inicie sessão ou registe-se para continuar.',
    );
  },
  'createBooking, createFreeBooking 403 (when the chart says) → noOnlineBooking': async () => {
    const user = await toBookingReview('campaignId=108', 'ana');
    refuse('createFreeBooking', 403, 'Bloqueado.');
    await click(user, 'Confirmar');
    await bookingRefused('Este estabelecimento não aceita reservas online.');
  },
  'createBooking 422 (when the chart says) → voucherAmountTooLow': async () => {
    // A prize the review allows (16 € each, 5 € off) that the middleware refuses all the same.
    const user = await toBookingReview('campaignId=102', 'ana');
    await user.click(screen.getByRole('radio', { name: /Vale de 5 € em qualquer reserva/ }));
    refuse('createBooking', 422, 'Valor mínimo.');
    await click(user, 'Confirmar');
    // Back at the review with the prize kept to change, nothing booked, the prize unused.
    await heading('Confirme os dados');
    expect(await alertText()).toContain(
      'Operação inválida: com este prémio, o valor a pagar não pode ser inferior a 2 €.',
    );
    expect(screen.getByRole('radio', { name: /Vale de 5 € em qualquer reserva/ })).toBeChecked();
    expect(sandbox.store.reservations).toEqual([]);
    expect(sandbox.store.unusedPrizes(1001).map((prize) => prize.name)).toContain(
      'Vale de 5 € em qualquer reserva',
    );
  },
  'changeMyBooking 409/410 → dateNotAvailable': {
    coveredBy: [
      'tests/qa/myBookingsEdit.test.tsx',
      'SPEC 8: "date not available, select another date", back at the calendar with 1 person kept',
    ],
  },
  'createVoucherPaymentLink, createGuestVoucherPaymentLink 422 (when the chart says) → voucherAmountTooLow':
    { coveredBy: ['tests/ui/paymentScreen.test.tsx', 'a final refusal: its message, no retry'] },
  'applyCoupon 400/404/410/422 → couponInvalid': async () => {
    const user = await toCartOf107();
    const cartBefore = sandbox.store.getCart(getSessionId(), 14);
    refuse('applyCoupon', 404, 'Cupão desconhecido.');
    await fill(user, 'Código de cupão', 'BEMVINDO10');
    await click(user, 'Aplicar cupão');
    expect(await screen.findByText('O código do cupão não é válido.')).toBeVisible();
    expect(screen.getByLabelText('Código de cupão')).toHaveValue('BEMVINDO10');
    noRetry();
    expect(sandbox.store.getCart(getSessionId(), 14).id).toBe(cartBefore.id);
  },
  'getShoppingCart 404 → noDigitalMenu': async () => {
    // Refused before the widget opens: the idle campaign asks for the cart ahead (the answer the
    // order then takes), and the refusal must reach the order whichever asks first.
    refuse('getShoppingCart', 404, 'Sem menu.');
    open = await openWidget('campaignId=107');
    const { user } = open;
    await click(user, 'Encomendar');
    await user.click(
      await screen.findByRole('radio', { name: 'Para levar (recolha no estabelecimento)' }),
    );
    await click(user, 'Continuar');
    expect(await alertText()).toContain('Este estabelecimento não tem menu digital.');
    noRetry();
  },
  'createOrder, createGuestOrder 409 → cartEmpty': async () => {
    const user = await toOrderReview('ana');
    refuse('createOrder', 409, 'O carrinho mudou.');
    await click(user, 'Encomendar');
    await heading('A encomenda não foi feita');
    expect(await alertText()).toContain('O seu carrinho está vazio.');
    noRetry();
    expect(sandbox.store.orders.size).toBe(0);
    // The way on is the cart, read again.
    await click(user, 'Voltar ao carrinho');
    await heading('Carrinho');
  },
  'createOrder 422 (when the chart says) → voucherAmountTooLow': async () => {
    // A prize the review allows (5 € off 107's cart) that the middleware refuses all the same.
    const user = await toOrderReview('ana');
    await user.click(screen.getByRole('radio', { name: /Vale de 5 € em qualquer reserva/ }));
    refuse('createOrder', 422, 'Valor mínimo.');
    await click(user, 'Encomendar');
    // Back at the review with the prize kept to change, nothing ordered, the prize unused.
    await heading('Rever a encomenda');
    expect(await alertText()).toContain(
      'Operação inválida: com este prémio, o valor a pagar não pode ser inferior a 2 €.',
    );
    expect(screen.getByRole('radio', { name: /Vale de 5 € em qualquer reserva/ })).toBeChecked();
    expect(sandbox.store.orders.size).toBe(0);
    expect(sandbox.store.unusedPrizes(1001).map((prize) => prize.name)).toContain(
      'Vale de 5 € em qualquer reserva',
    );
  },
  'createGuestOrder 403 → registeredUsersOnly': async () => {
    const user = await toOrderReview('guest');
    refuse('createGuestOrder', 403, 'Só para registados.');
    await click(user, 'Encomendar');
    await heading('A encomenda não foi feita');
    expect(await alertText()).toContain(
      'Exclusivo para membros registados: inicie sessão ou registe-se para continuar.',
    );
    noRetry();
    expect(sandbox.store.orders.size).toBe(0);
  },
  'getDeliveryRates 400/403/404/409/410/422 → addressUnavailableForDelivery': {
    coveredBy: [
      'tests/qa/delivery.test.tsx',
      'rates refused with a 4xx (message only): the address unavailable, kept to change, no retry',
    ],
  },
  'getPickupPoints 404 → pickupPointsNone': {
    coveredBy: [
      'tests/machines/delivery.test.ts',
      'a search answered 404 (message only): "no pickup points found", no retry',
    ],
  },
  'getPickupPoints 400/422 → pickupPointsSearchError': {
    coveredBy: ['tests/machines/delivery.test.ts', 'a 4xx (a place it cannot search)'],
  },
  'getCartPaymentMethods 404 → noPaymentMethods': async () => {
    const user = await toCartOf107();
    refuse('getCartPaymentMethods', 404, 'Sem métodos.');
    await click(user, 'Encomendar');
    await signInAsAna(user);
    await heading('Os seus contactos');
    await click(user, 'Continuar');
    await heading('Não é possível encomendar online');
    expect(await alertText()).toContain('De momento não há métodos de pagamento disponíveis.');
    expect(screen.queryByRole('button', { name: 'Encomendar' })).toBeNull();
    expect(sandbox.store.orders.size).toBe(0);
  },
  'login 401 → wrongCredentials': {
    coveredBy: [
      'tests/machines/auth.test.tsx',
      'says a wrong password is wrong, keeps it typed, and offers the forgot-password way',
    ],
  },
  'signUp 409 → emailTaken': {
    coveredBy: ['tests/guards/auth.test.ts', 'an email registered meanwhile (409) may sign in'],
  },
  'validateAccount, resendValidationCode, forgotPassword 404 → unknownEmail': {
    coveredBy: ['tests/rules/user.test.ts', "authErrorOf(http(404), 'resendValidationCode')"],
  },
  'loginExternal 401 → externalSignInFailed': {
    coveredBy: [
      'tests/machines/auth.test.tsx',
      'signs in silently with a parent app’s external token; an unknown one ends failed',
    ],
  },
  'getProfile, getMyPrizes 401 → sessionExpired': {
    coveredBy: [
      'tests/machines/auth.test.tsx',
      'resumes a known session; an unknown token asks to sign in again',
    ],
  },
  'signUpLoginFacebook 403 → facebookUnavailable': {
    coveredBy: [
      'tests/machines/auth.test.tsx',
      'signs in with a provider’s credential; Facebook blocked says to try another browser',
    ],
  },
  'signUpLoginGoogle, signUpLoginApple 401/403 → socialUnavailable': {
    coveredBy: ['tests/rules/user.test.ts', "socialSignUpErrorOf(http(403), 'apple')"],
  },
  'signUpLoginFacebook 401 → socialUnavailable': {
    coveredBy: ['tests/rules/user.test.ts', "socialSignUpErrorOf(http(401), 'facebook')"],
  },
};

describe('a refusal no row fits', () => {
  it("shows the middleware's message under the generic one, as text, and the host hears both", async () => {
    const said = '<b>A cozinha</b> fechou mais cedo hoje.';
    const user = await toOrderReview('ana');
    refuse('createOrder', 422, said);
    await click(user, 'Encomendar');
    await heading('A encomenda não foi feita');
    const alert = await screen.findByRole('alert');
    expect(plain(alert.textContent)).toContain('Ocorreu um erro, por favor tente novamente.');
    // Text, never markup: the tags are read as they were sent.
    expect(alert).toHaveTextContent(said);
    expect(alert.querySelector('b')).toBeNull();
    expect(open!.hostHeardFailed).toEqual(['generic']);
    expect(open!.hostHeardMessages).toEqual([said]);
    expect(sandbox.store.orders.size).toBe(0);
  });
});

describe('each row of the reactions table, with a message-only refusal', () => {
  for (const row of ERROR_REACTIONS) {
    const scenario = SCENARIOS[rowName(row)];
    if (typeof scenario === 'function') it(rowName(row), scenario);
  }

  it('every row has its scenario here or names the test that drives it', () => {
    const missing = ERROR_REACTIONS.map(rowName).filter((name) => !(name in SCENARIOS));
    expect(missing).toEqual([]);
    const stale = Object.keys(SCENARIOS).filter(
      (name) => !ERROR_REACTIONS.some((row) => rowName(row) === name),
    );
    expect(stale).toEqual([]);
    for (const [name, scenario] of Object.entries(SCENARIOS)) {
      if (typeof scenario === 'function') continue;
      const [file, testName] = scenario.coveredBy;
      expect(existsSync(file), `${name}: ${file}`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${name}: ${testName}`).toContain(testName);
    }
  });
});
