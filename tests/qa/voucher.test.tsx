// QA models of buying a voucher and paying for it (SPEC 2 "Voucher purchase", 3 "Voucher step"
// and "Payment", 4 payment methods and mobile-wallet payment status, 5, 8, 9), written from the
// spec and driven on the rendered widget against the sandbox: Ana, signed in by the host's
// external token, buys 2 vouchers of campaign 101 (a tasting dinner for two, 39,90 € each) and
// pays by MB WAY with each of the sandbox's test phones, by card, by ATM reference or in store;
// Miguel, a premium member, tries his prizes on campaign 109 (SPEC 5: at least 2 € left to pay).
// At every state the check says what the spec promises there: on the screen, by role, label and
// text, and in the sandbox's store: the orders, the payments, and whether they are paid.
//
// Time. The widget's clock follows the sandbox's (api/clock.ts), frozen at FIXED_NOW
// (tests/setup.ts); the charts' delays (the MB WAY status polling and deadline, the card's
// polling) and the countdown's redraw run on setTimeout, faked here. Time passes only when a
// step says so (`pass`): the sandbox's clock and the fake timers move on together, a second at
// a time, each second waiting until every call it caused is answered. Waiting for an answer of
// the middleware or for a screen's code to load is a real wait (`until`) during which the
// widget's time stands still: Testing Library's findBy* and waitFor would move fake timers on
// by themselves, so they are not used here. The sandbox counts the calls of each operation:
// once a payment has ended, ten more minutes pass and not one status call is made.
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMachine } from 'xstate';
import { sandbox, type OperationId } from '../../api/sandbox/control';
import { until, watchSandboxCalls } from '../harness/simulatedClockWaits';
import { describeQaModel } from './support/model';
import { button, pass, passUntil, showsHeading, simulateTime } from './support/time';
import { euro, openWidget, plain, seededCampaign, type OpenWidget } from './support/widget';

// ------------------------------------------------------------------ the models

/** Ana buys campaign 101's voucher: what she sees and does, and what the middleware answers. */
const voucherModel = createMachine({
  id: 'voucherQa',
  initial: 'campaign',
  states: {
    campaign: {
      description:
        'the campaign, an offer with a price, sells its voucher (SPEC 4); nothing bought',
      on: { BUY: 'configuring' },
    },
    configuring: {
      description:
        'how many vouchers: 2 by default (SPEC 9: min(2, max) for category 1), a voucher at the offer price, 79,80 € in all',
      on: { CONTINUE: 'detailing' },
    },
    detailing: {
      description:
        "the visitor's unused prizes to choose from, a VAT invoice on request, 79,80 € to pay (SPEC 2, 3 Voucher step); nothing bought",
      on: { TO_PAYMENT: 'choosing', ASK_INVOICE_WITH_WRONG_NIF: 'toldValidNif' },
    },
    toldValidNif: {
      description:
        'an invoice with a wrong NIF refused: "valid tax (VAT) id" (SPEC 5), what was typed kept, nothing bought',
      on: { CORRECT_NIF: 'choosing' },
    },
    choosing: {
      description:
        'the methods the campaign offers, MB WAY selected (SPEC 4: the default), the phone prefilled from the user with +351 (SPEC 4 Login); nothing bought, nothing charged',
      on: {
        PAY_BY_MBWAY_PAID_LATER: 'waitingMbway.toBePaid',
        PAY_BY_MBWAY_REFUSED_LATER: 'waitingMbway.toBeRefused',
        PAY_BY_MBWAY_PLATFORM_ERROR_LATER: 'waitingMbway.toFail',
        PAY_BY_MBWAY_NEVER_ANSWERED: 'waitingMbway.unanswered',
        PAY_BY_CARD: 'card',
        PAY_BY_REFERENCE: 'reference',
        PAY_IN_STORE: 'inStore',
      },
    },
    // The same screen whatever the phone; the sandbox's test phone decides what comes next.
    waitingMbway: {
      // Entered only by the transitions into its states (which phone was given).
      initial: 'toBePaid',
      description:
        'the MB WAY request sent to the phone: the countdown to the deadline the middleware gave (5:00 at first), one order of the vouchers, its payment unpaid (SPEC 2 waiting screen)',
      states: {
        toBePaid: {
          description:
            'waiting for 912000001, which the sandbox pays 10 s later: the MB WAY waiting screen, one unpaid payment per attempt',
          on: { ACCEPTED_IN_THE_APP: '#voucherQa.paid' },
        },
        toBeRefused: {
          description: 'waiting for 912000002, which the sandbox refuses 5 s later',
          on: { REFUSED_IN_THE_APP: '#voucherQa.refused' },
        },
        toFail: {
          description: 'waiting for 912000003, which fails in the payment platform 5 s later',
          on: { PLATFORM_FAILS: '#voucherQa.platformError' },
        },
        unanswered: {
          description: 'waiting for 912000004, which never answers: the countdown from 5:00',
          on: { TIME_RUNS_TO_THE_LAST_SECOND: 'lastSecond' },
        },
        lastSecond: {
          description:
            'one second left: the countdown at 0:01, still waiting; the status asked all along, at least every 5 s and at most every 2 s',
          on: { DEADLINE_PASSES: '#voucherQa.expired' },
        },
      },
    },
    refused: {
      description:
        '"payment refused" (SPEC 4: cancelled is refused; SPEC 8), a new attempt offered with the phone kept; one order, unpaid; no status call after it',
      on: { RETRY_WITH_ANOTHER_PHONE: 'waitingMbway.toBePaid' },
    },
    platformError: {
      description:
        '"error in the payment platform, try again" (SPEC 4, 8), another method offered; one order, unpaid; no status call after it',
      on: { CHOOSE_ANOTHER_METHOD: 'choosingAgain' },
    },
    choosingAgain: {
      description:
        'back at the methods after a failed attempt: MB WAY and the phone kept; the same single order, nothing paid',
      on: { PAY_BY_REFERENCE: 'reference' },
    },
    expired: {
      description:
        '"confirmation timer expired, try again" (SPEC 4, 8) once the deadline passed: one last status call, then none; the order unpaid',
      on: { RETRY: 'waitingMbway.unanswered' },
    },
    card: {
      description:
        'by card: the payment page to open, the payment followed; one order, its card payment unpaid',
      on: { PAY_ON_THE_CARD_PAGE: 'paid', REFUSE_ON_THE_CARD_PAGE: 'cardRefused' },
    },
    cardRefused: {
      description:
        '"payment refused" on the card page (SPEC 4: cancelled is refused; SPEC 8), a new attempt offered; one order, its card payment refused; no status call after it',
    },
    paid: {
      description:
        'paid: "Voucher comprado", 2 vouchers, 79,80 € paid, valid for one year, emailed with the invoice within 10 minutes (SPEC 9); the sandbox holds one voucher order, paid by the last payment, one payment per attempt; no status call after it',
    },
    reference: {
      description:
        'an ATM reference: entity 11249, the reference in groups of three and the amount, each to copy; the order stays unpaid and nothing is asked about it',
    },
    inStore: {
      description:
        'to pay in store: nothing charged now (SPEC 4 pay_in_store); the order unpaid and nothing is asked about it',
    },
  },
});

/** Miguel, a premium member, and his prizes on campaign 109 (SPEC 5: at least 2 € to pay). */
const prizeModel = createMachine({
  id: 'voucherPrizeQa',
  initial: 'campaign',
  states: {
    campaign: {
      description: 'the campaign sells its voucher; nothing bought',
      on: { BUY: 'configuring' },
    },
    configuring: {
      description:
        "1 voucher (SPEC 9: 1 outside category 1), the member's premium voucher at the smart price",
      on: { CONTINUE: 'detailing' },
    },
    detailing: {
      description: "the member's unused prizes to choose from, the whole price to pay",
      on: {
        USE_PRIZE_LEAVING_LESS_THAN_2_EUR: 'toldAtLeast2Eur',
        USE_PRIZE_LEAVING_MORE: 'choosing',
      },
    },
    toldAtLeast2Eur: {
      description:
        'a prize leaving less than 2 € to pay refused: "Invalid operation", the voucher amount cannot be below 2 euros (SPEC 5, 8, 9); nothing bought, the prize unused',
      on: { USE_PRIZE_LEAVING_MORE: 'choosing' },
    },
    choosing: {
      description:
        'a prize leaving 2 € or more: the payment of the price less the prize; nothing bought yet, the prize unused',
      on: { PAY_BY_REFERENCE: 'reference' },
    },
    reference: {
      description:
        'an ATM reference for the price less the prize: one order of that amount, the prize used, the other one not',
    },
  },
});

// ------------------------------------------------------------------ time and waiting

watchSandboxCalls();
// The purchase's screens and charts load lazily; their first import here compiles them, which on
// a busy machine takes longer than a step may wait for the screen: compiled once, before the
// paths, as the page would have them cached after the first visit.
beforeAll(
  () =>
    Promise.all([
      import('../../ui/screens/voucher/VoucherScreen'),
      import('../../ui/screens/payment/PaymentScreen'),
      import('../../machines/voucher/chart'),
    ]),
  120_000,
);

const STATUS_CALLS: OperationId[] = [
  'getMbwayPaymentStatus',
  'getGuestMbwayPaymentStatus',
  'getPaymentStatus',
];
/** How many times the middleware was asked how a payment stands, since the last clear. */
const statusCalls = () =>
  STATUS_CALLS.reduce((sum, operation) => sum + (sandbox.seenOperations().get(operation) ?? 0), 0);

/** After an end: ten more minutes pass, and the middleware is not asked about the payment. */
async function expectNoStatusCallLater(): Promise<void> {
  sandbox.clearSeenOperations();
  await pass(10 * 60_000, 5_000);
  expect(statusCalls(), 'status calls after the payment ended').toBe(0);
}

simulateTime();

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openAs(search: string): Promise<OpenWidget> {
  open = await openWidget(search, {
    user: { advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) },
  });
  return open;
}

// ------------------------------------------------------------------ what the screen shows

/** An accessible name read as the visitor reads it (prices' narrow spaces made plain). */
const named = (text: string) => (name: string) => plain(name) === text;

/** The amount a term of the purchase's amounts shows ("Preço por voucher", "Total", "A pagar"). */
function amountOf(term: string): string {
  const terms = [...document.querySelectorAll('dl dt')];
  const found = terms.find((dt) => plain(dt.textContent) === term);
  if (!found) throw new Error(`No amount "${term}" shown`);
  return plain(found.nextElementSibling?.textContent);
}

/** The rows of a definition list: term, then the value's own text. */
function rowsOf(list: Element): Record<string, string> {
  const rows: Record<string, string> = {};
  for (const dt of list.querySelectorAll('dt')) {
    const value = dt.nextElementSibling;
    rows[plain(dt.textContent)] = plain(
      (value?.querySelector('span') ?? value)?.textContent ?? undefined,
    );
  }
  return rows;
}

/** "4:05": the time left, as a countdown shows it. */
const timeLeft = (ms: number) => {
  const seconds = Math.ceil(Math.max(0, ms) / 1_000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

// ------------------------------------------------------------------ what the sandbox holds

const orders = () =>
  [...sandbox.store.orders.values()].map((record) =>
    sandbox.store.orderView(record.order.orderCode),
  );
const payments = () => [...sandbox.store.payments.values()];
type StoredPayment = ReturnType<typeof payments>[number];
/** What the middleware says of a payment now: paid, pending, cancelled, expired, ... */
const statusOf = (payment: StoredPayment) => sandbox.store.paymentStatus(payment);

const nothingBought = () => {
  expect(orders()).toEqual([]);
  expect(payments()).toEqual([]);
};

/** One voucher order of `total`, not paid, and `attempts` payments of it, none paid. */
function expectOneUnpaidOrder(total: number, attempts: number): StoredPayment {
  const [order, ...others] = orders();
  expect(others).toEqual([]);
  expect(order).toMatchObject({
    orderCode: expect.stringMatching(/^VOU-/),
    total,
    status: 'awaiting_payment',
  });
  const made = payments();
  expect(made).toHaveLength(attempts);
  for (const payment of made) {
    expect(payment.orderCode).toBe(order!.orderCode);
    expect(statusOf(payment)).not.toBe('paid');
  }
  return made.at(-1)!;
}

// ------------------------------------------------------------------ Ana buys 2 vouchers of 101

describeQaModel(
  'QA model, buying 2 vouchers of campaign 101 and paying, signed in',
  voucherModel,
  async (path) => {
    const { view, seed } = seededCampaign(101);
    const price = view.offerPrice!;
    // SPEC 9: min(2, max) for category 1 campaigns; otherwise 1.
    const count = view.categoryId === 1 ? Math.min(2, view.maxNumberPeople!) : 1;
    const total = Math.round(count * price * 100) / 100;
    const anaUser = sandbox.store.users.get(1001)!.user;
    const offered = (seed.info.voucherPaymentMethods ?? []).map((method) => method.code);
    /** What the visitor did: each "Pagar" or "Tentar novamente" is one attempt. */
    const bought = { attempts: 0, phone: '', method: '', opened: [] as string[] };

    const { user } = await openAs('campaignId=101&externalToken=ext-ana');

    const choose = async (method: string) => {
      await user.click(await until(() => screen.getByRole('radio', { name: method })));
    };
    const pay = async (method: string) => {
      // Paid at the shop, nothing is charged now: the button confirms the purchase.
      const submit = method === 'IN_STORE_PAYMENT' ? 'Confirmar compra' : 'Pagar';
      await user.click(await button(submit));
      bought.attempts += 1;
      bought.method = method;
    };
    const payByMbway = async (phone: string) => {
      await choose('MB WAY');
      const field = await until(() => screen.getByRole('textbox', { name: 'Número de telemóvel' }));
      await user.clear(field);
      await user.type(field, phone);
      bought.phone = phone;
      await pay('hipay_mbway');
    };
    const unpaidHeading = () =>
      screen.getByRole('heading', { name: 'O pagamento não foi concluído' });

    /** The unpaid end after MB WAY: the catalogue's message, the phone kept, one order. */
    /** "Abrir a página de pagamento": the page the widget opens, kept. */
    const openCardPage = async () => {
      vi.spyOn(window, 'open').mockImplementation((url) => {
        bought.opened.push(String(url));
        return { opener: window } as unknown as Window;
      });
      await user.click(await button('Abrir a página de pagamento'));
      expect(bought.opened).toEqual([sandbox.store.paymentView(payments().at(-1)!).paymentUrl]);
    };

    const expectUnpaidEnd = async (message: string) => {
      await showsHeading('O pagamento não foi concluído', 2);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('textbox', { name: 'Número de telemóvel' })).toHaveValue(
        bought.phone,
      );
      expect(screen.queryByRole('timer')).toBeNull();
      return expectOneUnpaidOrder(total, bought.attempts);
    };

    /** The payment step: the amount, the methods the campaign offers, MB WAY selected, +351. */
    const expectMethods = async () => {
      await showsHeading('Pagamento', 2);
      expect(plain(document.querySelector('.payment__amount')?.textContent)).toBe(
        `Total a pagar ${euro(total)}`,
      );
      const methods = screen.getByRole('group', { name: 'Como quer pagar?' });
      expect(
        within(methods)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(offered);
      expect(within(methods).getByRole('radio', { name: 'MB WAY' })).toBeChecked();
      expect(screen.getByRole('textbox', { name: 'Indicativo' })).toHaveValue('+351');
    };

    await path.test({
      events: {
        BUY: async () => user.click(await button('Comprar voucher')),
        CONTINUE: async () => user.click(await button('Continuar')),
        TO_PAYMENT: async () => user.click(await button('Continuar para o pagamento')),
        ASK_INVOICE_WITH_WRONG_NIF: async () => {
          await user.click(screen.getByRole('checkbox', { name: 'Quero fatura com NIF' }));
          await user.type(
            await until(() => screen.getByRole('textbox', { name: 'Nome para a fatura' })),
            'Ana Silva',
          );
          // The check digit of 12345678 is 9.
          await user.type(screen.getByRole('textbox', { name: 'NIF' }), '123456780');
          await user.click(await button('Continuar para o pagamento'));
        },
        CORRECT_NIF: async () => {
          const vatId = screen.getByRole('textbox', { name: 'NIF' });
          await user.clear(vatId);
          await user.type(vatId, '123456789');
          await user.click(await button('Continuar para o pagamento'));
        },
        PAY_BY_MBWAY_PAID_LATER: () => payByMbway('912000001'),
        PAY_BY_MBWAY_REFUSED_LATER: () => payByMbway('912000002'),
        PAY_BY_MBWAY_PLATFORM_ERROR_LATER: () => payByMbway('912000003'),
        PAY_BY_MBWAY_NEVER_ANSWERED: () => payByMbway('912000004'),
        PAY_BY_CARD: async () => {
          await choose('Cartão de crédito ou débito');
          await pay('hipay_cc');
        },
        PAY_BY_REFERENCE: async () => {
          await choose('Referência Multibanco');
          await pay('hipay_mb');
        },
        PAY_IN_STORE: async () => {
          await choose('Pagar no estabelecimento');
          await pay('IN_STORE_PAYMENT');
        },
        // The sandbox answers each test phone after its time; the widget learns it by asking.
        ACCEPTED_IN_THE_APP: async () => {
          await pass(10_000);
          await passUntil(() => screen.getByRole('heading', { name: 'Voucher comprado' }), 5_000);
        },
        REFUSED_IN_THE_APP: async () => {
          await pass(5_000);
          await passUntil(unpaidHeading, 5_000);
        },
        PLATFORM_FAILS: async () => {
          await pass(5_000);
          await passUntil(unpaidHeading, 5_000);
        },
        TIME_RUNS_TO_THE_LAST_SECOND: async () => {
          sandbox.clearSeenOperations();
          const deadline = payments().at(-1)!.deadlineMs!;
          await pass(deadline - sandbox.clock.nowMs() - 1_000);
        },
        DEADLINE_PASSES: async () => {
          sandbox.clearSeenOperations();
          await pass(1_000);
        },
        RETRY: async () => {
          await user.click(await button('Tentar novamente'));
          bought.attempts += 1;
        },
        RETRY_WITH_ANOTHER_PHONE: async () => {
          const field = screen.getByRole('textbox', { name: 'Número de telemóvel' });
          await user.clear(field);
          await user.type(field, '912000001');
          bought.phone = '912000001';
          await user.click(await button('Tentar novamente'));
          bought.attempts += 1;
        },
        CHOOSE_ANOTHER_METHOD: async () => user.click(await button('Escolher outro método')),
        // The card page opens in a popup jsdom does not draw: its choice is set in the store,
        // as its "Pagar" or "Recusar" does (tests/e2e/cardPage.e2e.test.ts presses them).
        PAY_ON_THE_CARD_PAGE: async () => {
          await openCardPage();
          sandbox.chooseCardOutcome(payments().at(-1)!.id, 'paid');
          await passUntil(() => screen.getByRole('heading', { name: 'Voucher comprado' }), 20_000);
        },
        REFUSE_ON_THE_CARD_PAGE: async () => {
          await openCardPage();
          sandbox.chooseCardOutcome(payments().at(-1)!.id, 'cancelled');
          await pass(5_000);
        },
      },
      states: {
        campaign: async () => {
          await showsHeading(view.campaignTitle, 1);
          expect(screen.getByRole('button', { name: 'Comprar voucher' })).toBeVisible();
          nothingBought();
        },
        configuring: async () => {
          await showsHeading('O seu voucher', 2);
          // The step's heading is drawn at once, its form when the voucher's code has arrived.
          const stepper = await until(() =>
            screen.getByRole('group', { name: 'Número de vouchers' }),
          );
          expect(plain(within(stepper).getByRole('status').textContent)).toBe(`${count} vouchers`);
          expect(screen.getByRole('radio', { name: 'Voucher' })).toBeChecked();
          expect(amountOf('Preço por voucher')).toBe(euro(price));
          expect(amountOf('Total')).toBe(euro(total));
          nothingBought();
        },
        detailing: async () => {
          await showsHeading('Prémio e fatura', 2);
          const prizes = await until(() => screen.getByRole('group', { name: 'Usar um prémio' }));
          const unused = sandbox.store.unusedPrizes(1001);
          expect(unused.length).toBeGreaterThan(0);
          expect(within(prizes).getAllByRole('radio')).toHaveLength(unused.length + 1);
          expect(within(prizes).getByRole('radio', { name: 'Sem prémio' })).toBeChecked();
          for (const prize of unused) {
            expect(
              within(prizes).getByRole('radio', {
                name: named(`${prize.name} ${euro(prize.value)}`),
              }),
            ).not.toBeChecked();
          }
          expect(amountOf('A pagar')).toBe(euro(total));
          expect(screen.getByRole('checkbox', { name: 'Quero fatura com NIF' })).not.toBeChecked();
          nothingBought();
        },
        toldValidNif: async () => {
          expect(
            await until(() =>
              screen.getByText('Estes 9 algarismos não formam um NIF válido: confirme-os.'),
            ),
          ).toBeVisible();
          const vatId = screen.getByRole('textbox', { name: 'NIF' });
          expect(vatId).toHaveAttribute('aria-invalid', 'true');
          expect(vatId).toHaveValue('123456780');
          expect(screen.getByRole('textbox', { name: 'Nome para a fatura' })).toHaveValue(
            'Ana Silva',
          );
          expect(screen.getByRole('heading', { level: 2, name: 'Prémio e fatura' })).toBeVisible();
          nothingBought();
        },
        choosing: async () => {
          await expectMethods();
          expect(screen.getByRole('textbox', { name: 'Número de telemóvel' })).toHaveValue(
            anaUser.mobile,
          );
          nothingBought();
        },
        choosingAgain: async () => {
          await expectMethods();
          expect(screen.getByRole('textbox', { name: 'Número de telemóvel' })).toHaveValue(
            bought.phone,
          );
          expectOneUnpaidOrder(total, bought.attempts);
        },
        waitingMbway: async () => {
          await showsHeading('Confirme o pagamento na app MB WAY', 2);
          expect(screen.getByText(`+351 ${bought.phone}`)).toBeVisible();
          expect(screen.getByText(euro(total))).toBeVisible();
          const payment = expectOneUnpaidOrder(total, bought.attempts);
          expect(payment).toMatchObject({ method: 'hipay_mbway', phone: bought.phone });
          // The countdown runs to the deadline the middleware gave, not to one of its own.
          expect(screen.getByRole('timer', { name: 'Tempo para confirmar:' })).toHaveTextContent(
            timeLeft(payment.deadlineMs! - sandbox.clock.nowMs()),
          );
          expect(screen.getByText('A aguardar a confirmação do pagamento…')).toBeVisible();
        },
        'waitingMbway.toBePaid': () => {
          expect(screen.getByRole('timer')).toHaveTextContent('5:00');
        },
        'waitingMbway.unanswered': () => {
          expect(screen.getByRole('timer')).toHaveTextContent('5:00');
        },
        'waitingMbway.lastSecond': () => {
          expect(screen.getByRole('timer')).toHaveTextContent('0:01');
          // Asked all along: at least every 5 s, never more often than every 2 s (4:59 = 299 s).
          expect(statusCalls()).toBeGreaterThanOrEqual(Math.floor(299 / 5));
          expect(statusCalls()).toBeLessThanOrEqual(Math.ceil(299 / 2));
        },
        refused: async () => {
          const payment = await expectUnpaidEnd('O pagamento foi recusado.');
          expect(statusOf(payment)).toBe('cancelled');
          expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
          await expectNoStatusCallLater();
        },
        platformError: async () => {
          const payment = await expectUnpaidEnd(
            'Ocorreu um erro na plataforma de pagamento, por favor tente novamente.',
          );
          expect(statusOf(payment)).toBe('error_in_payment_platform');
          expect(screen.getByRole('button', { name: 'Escolher outro método' })).toBeVisible();
          await expectNoStatusCallLater();
        },
        expired: async () => {
          const payment = await expectUnpaidEnd(
            'O tempo para confirmar o pagamento terminou, por favor tente novamente.',
          );
          expect(statusOf(payment)).toBe('expired');
          expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
          // At the deadline, one last question.
          expect(statusCalls()).toBe(1);
          await expectNoStatusCallLater();
        },
        cardRefused: async () => {
          await showsHeading('O pagamento não foi concluído', 2);
          expect(screen.getByRole('alert')).toHaveTextContent('O pagamento foi recusado.');
          const payment = expectOneUnpaidOrder(total, bought.attempts);
          expect(payment.method).toBe('hipay_cc');
          expect(statusOf(payment)).toBe('cancelled');
          expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
          await expectNoStatusCallLater();
        },
        card: async () => {
          await showsHeading('Pagar com cartão', 2);
          expect(screen.getByRole('button', { name: 'Abrir a página de pagamento' })).toBeVisible();
          expect(screen.getByText('A aguardar a confirmação do pagamento…')).toBeVisible();
          const payment = expectOneUnpaidOrder(total, bought.attempts);
          expect(payment.method).toBe('hipay_cc');
        },
        paid: async () => {
          await showsHeading('Voucher comprado', 2);
          const details = document.querySelector('dl.booking__details')!;
          expect(rowsOf(details)).toEqual({ Vouchers: `${count} vouchers`, Pago: euro(total) });
          // SPEC 9: valid for one year from the day it is bought; emailed within 10 minutes.
          const validUntil = sandbox.clock.now().plus({ years: 1 }).setLocale('pt-PT');
          expect(
            screen.getByText(
              `Válido por um ano, até ${validUntil.toFormat("d 'de' MMMM 'de' y")}.`,
            ),
          ).toBeVisible();
          expect(
            screen.getByText(
              `Vai receber o voucher e a fatura por email (${anaUser.email}) nos próximos 10 minutos.`,
            ),
          ).toBeVisible();
          // The store: one voucher order, paid by the last attempt, the earlier ones not.
          const [order, ...others] = orders();
          expect(others).toEqual([]);
          expect(order).toMatchObject({ orderCode: expect.stringMatching(/^VOU-/), total });
          expect(order!.status).not.toBe('awaiting_payment');
          const made = payments();
          expect(made).toHaveLength(bought.attempts);
          expect(made.map(statusOf).filter((status) => status === 'paid')).toEqual(['paid']);
          const last = made.at(-1)!;
          expect(statusOf(last)).toBe('paid');
          expect(last).toMatchObject({ orderCode: order!.orderCode, method: bought.method });
          if (bought.method === 'hipay_cc') {
            // The payment page opened was the middleware's page of this payment.
            expect(bought.opened).toEqual([sandbox.store.paymentView(last).paymentUrl]);
          }
          await expectNoStatusCallLater();
        },
        reference: async () => {
          await showsHeading('Pague com a referência Multibanco', 2);
          const payment = expectOneUnpaidOrder(total, bought.attempts);
          expect(payment.method).toBe('hipay_mb');
          const view = sandbox.store.paymentView(payment);
          const shown = rowsOf(document.querySelector('dl.atm-reference')!);
          expect(shown).toMatchObject({
            Entidade: view.atmEntity,
            Referência: view.atmReference,
            Montante: euro(total),
          });
          expect(view.atmEntity).toBe('11249');
          expect(shown['Referência']).toMatch(/^\d{3} \d{3} \d{3}$/);
          for (const name of ['Copiar a entidade', 'Copiar a referência', 'Copiar o montante']) {
            expect(screen.getByRole('button', { name })).toBeVisible();
          }
          await expectNoStatusCallLater();
          expect(statusOf(payment)).toBe('pending');
        },
        inStore: async () => {
          await showsHeading('Vai pagar no estabelecimento', 2);
          expect(
            screen.getByText(
              (_, element) =>
                element?.tagName === 'P' &&
                plain(element.textContent) ===
                  `Não é cobrado nada agora. Paga ${euro(total)} diretamente no estabelecimento.`,
            ),
          ).toBeVisible();
          const payment = expectOneUnpaidOrder(total, bought.attempts);
          expect(payment.method).toBe('IN_STORE_PAYMENT');
          await expectNoStatusCallLater();
          expect(statusOf(payment)).toBe('pending');
        },
      },
    });
  },
);

// ------------------------------------------------------------------ Miguel's prizes on 109

describeQaModel(
  "QA model, a member's prize on campaign 109's voucher (SPEC 5: at least 2 € to pay)",
  prizeModel,
  async (path) => {
    const { view, seed } = seededCampaign(109);
    const smartPrice = Number(
      seed.info.attributes?.find((attribute) => attribute.type === 'SMART_PRICE')?.value,
    );
    const prizes = sandbox.store.unusedPrizes(1002);
    // The prizes that leave less than 2 € to pay, and 2 € or more.
    const tooBig = prizes.find((prize) => smartPrice - prize.value < 2)!;
    const fitting = prizes.find((prize) => smartPrice - prize.value >= 2)!;
    const isUsed = (id: number) =>
      sandbox.store.prizes.get(1002)!.find((prize) => prize.id === id)!.isUsed;
    const noPrizeUsed = () => {
      expect(isUsed(tooBig.id)).toBe(false);
      expect(isUsed(fitting.id)).toBe(false);
    };

    const { user } = await openAs('campaignId=109&externalToken=ext-miguel');
    const usePrize = async (prize: { name: string; value: number }) => {
      await user.click(
        await until(() =>
          screen.getByRole('radio', { name: named(`${prize.name} ${euro(prize.value)}`) }),
        ),
      );
      await user.click(await button('Continuar para o pagamento'));
    };

    await path.test({
      events: {
        BUY: async () => user.click(await button('Comprar voucher')),
        CONTINUE: async () => user.click(await button('Continuar')),
        USE_PRIZE_LEAVING_LESS_THAN_2_EUR: () => usePrize(tooBig),
        USE_PRIZE_LEAVING_MORE: () => usePrize(fitting),
        PAY_BY_REFERENCE: async () => {
          await user.click(
            await until(() => screen.getByRole('radio', { name: 'Referência Multibanco' })),
          );
          await user.click(await button('Pagar'));
        },
      },
      states: {
        campaign: async () => {
          await showsHeading(view.campaignTitle, 1);
          nothingBought();
        },
        configuring: async () => {
          await showsHeading('O seu voucher', 2);
          // The step's heading is drawn at once, its form when the voucher's code has arrived.
          const stepper = await until(() =>
            screen.getByRole('group', { name: 'Número de vouchers' }),
          );
          expect(plain(within(stepper).getByRole('status').textContent)).toBe('1 voucher');
          expect(screen.getByRole('radio', { name: 'Voucher premium' })).toBeChecked();
          expect(amountOf('Preço por voucher')).toBe(euro(smartPrice));
          expect(amountOf('Total')).toBe(euro(smartPrice));
          nothingBought();
        },
        detailing: async () => {
          await showsHeading('Prémio e fatura', 2);
          const group = await until(() => screen.getByRole('group', { name: 'Usar um prémio' }));
          expect(
            within(group)
              .getAllByRole('radio')
              .map((radio) => plain(radio.closest('label')?.textContent)),
          ).toEqual(['Sem prémio', ...prizes.map((prize) => `${prize.name} ${euro(prize.value)}`)]);
          expect(amountOf('A pagar')).toBe(euro(smartPrice));
          nothingBought();
        },
        toldAtLeast2Eur: async () => {
          const message = await until(() =>
            screen.getByText('O valor do voucher não pode ser inferior a 2 €.'),
          );
          expect(message).toBeVisible();
          expect(screen.getByRole('heading', { level: 2, name: 'Prémio e fatura' })).toBeVisible();
          expect(amountOf('A pagar')).toBe(euro(Math.max(0, smartPrice - tooBig.value)));
          expect(screen.queryByRole('heading', { name: 'Pagamento' })).toBeNull();
          nothingBought();
          noPrizeUsed();
        },
        choosing: async () => {
          await showsHeading('Pagamento', 2);
          const toPay = Math.round((smartPrice - fitting.value) * 100) / 100;
          expect(plain(document.querySelector('.payment__amount')?.textContent)).toBe(
            `Total a pagar ${euro(toPay)}`,
          );
          nothingBought();
          noPrizeUsed();
        },
        reference: async () => {
          await showsHeading('Pague com a referência Multibanco', 2);
          const toPay = Math.round((smartPrice - fitting.value) * 100) / 100;
          const payment = expectOneUnpaidOrder(toPay, 1);
          expect(payment.method).toBe('hipay_mb');
          expect(rowsOf(document.querySelector('dl.atm-reference')!)).toMatchObject({
            Montante: euro(toPay),
          });
          expect(isUsed(fitting.id)).toBe(true);
          expect(isUsed(tooBig.id)).toBe(false);
          await expectNoStatusCallLater();
        },
      },
    });
  },
);
