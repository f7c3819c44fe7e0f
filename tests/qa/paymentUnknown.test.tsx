// QA model of a payment whose outcome is not known (SPEC 4 "Mobile-wallet payment status": the
// confirmation has a time limit; SPEC 8: refused, platform error, timer expired; README "Money
// safety": an answer lost, late or unreadable is unknown, never "not paid", and a new attempt is
// offered only once the earlier one is known not done). Written from those promises, not from
// the payment chart, and walked on the rendered widget against the sandbox: Ana, signed in by the
// host's external token, pays 2 vouchers of campaign 101 (79,80 €) by MB WAY to 912000001, which
// the sandbox has paid 10 s after the request. The middleware's faults are events. At every
// state the check says what the visitor is told and what the sandbox holds. Time: see
// tests/qa/support/time.ts.
import { afterEach, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createMachine } from 'xstate';
import { sandbox } from '../../api/sandbox/control';
import { until, watchSandboxCalls } from '../harness/simulatedClockWaits';
import { describeQaModel } from './support/model';
import { button, pass, passUntil, showsHeading, simulateTime } from './support/time';
import { openWidget, type OpenWidget } from './support/widget';

/** What Ana sees and does, and what the middleware answers (or does not). */
const unknownPaymentModel = createMachine({
  id: 'paymentUnknownQa',
  initial: 'paying',
  states: {
    paying: {
      description: 'the payment step, MB WAY selected (SPEC 4); nothing bought yet',
      on: {
        PAY: 'waiting',
        PAY_ANSWER_LOST: 'waiting',
        PAY_ANSWER_AND_LOOKUP_LOST: 'startNotKnown',
        PAY_NEVER_ARRIVED: 'notStarted',
      },
    },
    waiting: {
      description:
        'the MB WAY wait: the request named with its amount, the countdown; one order, one payment (never a second start)',
      on: { STATUS_UNREADABLE: 'statusUnreadable', STOP_WAITING: 'leftUnknown' },
    },
    statusUnreadable: {
      description:
        'three status answers unreadable in a row: said so, still waiting, and no new attempt offered',
      on: { DEADLINE_PASSES: 'unknown' },
    },
    unknown: {
      description:
        'past the deadline with no readable status: "não conseguimos confirmar", where to check, "Verificar outra vez"; never "expired", never "Tentar novamente"',
      on: { CHECK_AGAIN_READABLE: 'paid', LEAVE: 'leftUnknown' },
    },
    startNotKnown: {
      description:
        "the request's answer lost and its lookup unanswered: not known, asked again on demand; no new attempt offered",
      on: { CHECK_AGAIN: 'waiting' },
    },
    notStarted: {
      description:
        'the request never reached the middleware: looked up, nothing made, said so; a new attempt offered',
      on: { RETRY: 'waiting' },
    },
    paid: {
      description: 'paid: "Voucher comprado"; one order, paid by its one payment',
    },
    leftUnknown: {
      description:
        'left without knowing: the purchase ends saying so and where to check; nothing offers to pay again; one payment',
    },
  },
});

const UNKNOWN = 'Não conseguimos confirmar o pagamento';
const WAITING = 'Confirme o pagamento na app MB WAY';

watchSandboxCalls();
simulateTime();

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const orders = () =>
  [...sandbox.store.orders.values()].map((record) =>
    sandbox.store.orderView(record.order.orderCode),
  );
const payments = () => [...sandbox.store.payments.values()];

/** One voucher order of 79,80 € and its one payment; `paid` as the middleware says it now. */
function expectOneOrderOnePayment(paid: boolean): void {
  const [order, ...others] = orders();
  expect(others).toEqual([]);
  expect(order).toMatchObject({
    total: 79.8,
    status: paid ? 'awaiting_confirmation' : 'awaiting_payment',
  });
  expect(payments()).toHaveLength(1);
  expect(payments()[0]!.orderCode).toBe(order!.orderCode);
}

/** Nothing on screen offers to pay again, nor says it was not paid or expired. */
function offersNoSecondPayment(): void {
  for (const name of ['Tentar novamente', 'Pagar', 'Escolher outro método']) {
    expect(screen.queryByRole('button', { name }), name).toBeNull();
  }
  expect(screen.queryByRole('heading', { name: 'O pagamento não foi concluído' })).toBeNull();
  expect(screen.queryByText(/O tempo para confirmar o pagamento terminou/)).toBeNull();
}

describeQaModel(
  'QA model, a payment whose outcome is not known (Ana, 2 vouchers of 101, MB WAY)',
  unknownPaymentModel,
  async (path) => {
    open = await openWidget('campaignId=101&externalToken=ext-ana', {
      user: { advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) },
    });
    const { user } = open;
    await user.click(await button('Comprar voucher'));
    await user.click(await button('Continuar'));
    await user.click(await button('Continuar para o pagamento'));

    const pay = async () => {
      const field = await until(() => screen.getByRole('textbox', { name: 'Número de telemóvel' }));
      await user.clear(field);
      await user.type(field, '912000001');
      await user.click(await button('Pagar'));
    };

    await path.test({
      events: {
        PAY: pay,
        PAY_ANSWER_LOST: async () => {
          sandbox.setFault('createVoucherPaymentLink', { kind: 'lost' }, { times: 1 });
          await pay();
        },
        PAY_ANSWER_AND_LOOKUP_LOST: async () => {
          sandbox.setFault('createVoucherPaymentLink', { kind: 'lost' }, { times: 1 });
          sandbox.setFault('getMyBookings', { kind: 'network' });
          await pay();
        },
        PAY_NEVER_ARRIVED: async () => {
          sandbox.setFault('createVoucherPaymentLink', { kind: 'network' }, { times: 1 });
          await pay();
        },
        // Answers the contract does not allow: null, {}, no body.
        STATUS_UNREADABLE: async () => {
          sandbox.setFault('getMbwayPaymentStatus', { kind: 'malformed', shape: 'null' });
          await pass(2_000);
          sandbox.setFault('getMbwayPaymentStatus', { kind: 'malformed', shape: 'emptyObject' });
          await pass(2_000);
          sandbox.setFault('getMbwayPaymentStatus', { kind: 'malformed', shape: 'emptyBody' });
          await pass(4_000);
        },
        DEADLINE_PASSES: () =>
          passUntil(() => screen.getByRole('heading', { name: UNKNOWN }), 7 * 60_000),
        CHECK_AGAIN_READABLE: async () => {
          sandbox.clearFault('getMbwayPaymentStatus');
          await user.click(await button('Verificar outra vez'));
        },
        CHECK_AGAIN: async () => {
          sandbox.clearFault('getMyBookings');
          await user.click(await button('Verificar outra vez'));
        },
        RETRY: async () => user.click(await button('Tentar novamente')),
        STOP_WAITING: async () => user.click(await button('Cancelar')),
        LEAVE: async () => user.click(await button('Sair')),
      },
      states: {
        paying: async () => {
          await showsHeading('Pagamento', 2);
          expect(screen.getByRole('radio', { name: 'MB WAY' })).toBeChecked();
          expect(orders()).toEqual([]);
        },
        waiting: async () => {
          await showsHeading(WAITING, 2);
          expect(screen.getByText(/Enviámos um pedido de pagamento de/)).toHaveTextContent('79,80');
          expect(screen.getByRole('timer', { name: 'Tempo para confirmar:' })).toBeVisible();
          expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
          expectOneOrderOnePayment(false);
        },
        statusUnreadable: async () => {
          await showsHeading(WAITING, 2);
          expect(
            screen.getByText(/Não estamos a conseguir obter o estado do pagamento/),
          ).toBeVisible();
          expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
          expect(payments()).toHaveLength(1);
        },
        unknown: async () => {
          await showsHeading(UNKNOWN, 2);
          expect(screen.getByText(/veja na app MB WAY e no seu email/)).toBeVisible();
          expect(screen.getByRole('button', { name: 'Verificar outra vez' })).toBeVisible();
          offersNoSecondPayment();
          // The sandbox had it paid 10 s after the request: the widget just could not read it.
          expectOneOrderOnePayment(true);
        },
        startNotKnown: async () => {
          await showsHeading(UNKNOWN, 2);
          expect(screen.getByRole('button', { name: 'Verificar outra vez' })).toBeVisible();
          offersNoSecondPayment();
          expectOneOrderOnePayment(false);
        },
        notStarted: async () => {
          await showsHeading('O pagamento não foi iniciado', 2);
          expect(screen.getByText(/não foi cobrado nada/)).toBeVisible();
          expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
          expect(orders()).toEqual([]);
          expect(payments()).toEqual([]);
        },
        paid: async () => {
          await passUntil(() => screen.getByRole('heading', { name: 'Voucher comprado' }), 15_000);
          expectOneOrderOnePayment(true);
        },
        leftUnknown: async () => {
          await showsHeading(UNKNOWN, 2);
          expect(screen.getByText(/Não sabemos se o pagamento foi feito/)).toBeVisible();
          expect(screen.getByText(/veja na app MB WAY e no seu email/)).toBeVisible();
          offersNoSecondPayment();
          expect(screen.queryByRole('button', { name: 'Comprar voucher' })).toBeNull();
          expect(payments()).toHaveLength(1);
        },
      },
    });
  },
);
