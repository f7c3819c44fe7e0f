import { fromPromise } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import {
  paymentKindOf,
  paymentOutcomeOf,
  paymentTimingOf,
  startFoundOfOrder,
  startFoundOfVoucher,
  startedVoucherIn,
  type PaymentOutcome,
  type StartFound,
  type StartLookup,
} from '../rules/payment';
import type {
  Payer,
  Payment,
  PaymentInProgress,
  PaymentMethodCode,
  Purchase,
  VoucherPurchaseRequest,
} from './payment.types';

export interface StartPaymentInput {
  purchase: Purchase;
  payer: Payer;
  orderCode: string | null;
  method: PaymentMethodCode;
  prefix: string;
  phone: string;
  idempotencyKey: string;
}

const tokenOf = (payer: Payer) => (payer.kind === 'user' ? payer.token : '');

/** Starts the payment: answers the order it belongs to and the payment (deadline, link, reference). */
export const startPayment = fromPromise<{ orderCode: string; payment: Payment }, StartPaymentInput>(
  async ({ input, signal }) => {
    const mbway = paymentKindOf(input.method) === 'mbway';
    const key = { 'Idempotency-Key': input.idempotencyKey };
    const orderCode =
      input.orderCode ?? (input.purchase.kind === 'order' ? input.purchase.orderCode : null);
    if (orderCode !== null) {
      const order = await unwrap(
        apiClient.POST('/v1/web/orders/purchase', {
          params: { query: { token: tokenOf(input.payer) }, header: key },
          body: {
            paymentReference: orderCode,
            paymentMethod: input.method,
            paymentTiming: paymentTimingOf(input.method),
            ...(mbway ? { prefix: input.prefix, mobile: input.phone } : {}),
          },
          signal,
        }),
      );
      if (!order.payment) throw new PaymentAnswerError();
      return { orderCode: order.orderCode, payment: order.payment };
    }
    if (input.purchase.kind === 'premium') {
      if (input.payer.kind !== 'user') throw new PaymentAnswerError();
      const link = await unwrap(
        apiClient.GET('/client/premium/code/hipay/{userId}', {
          params: {
            path: { userId: input.payer.userId },
            query: {
              token: input.payer.token,
              paymentMethod: input.method,
              ...(mbway ? { mbwayPrefix: input.prefix, mbwayPhoneNumber: input.phone } : {}),
            },
            header: key,
          },
          signal,
        }),
      );
      if (!link.orderCode || !link.payment) throw new PaymentAnswerError();
      // The link answers the monthly price: what this payment charges, when it does not say.
      return {
        orderCode: link.orderCode,
        payment: { ...link.payment, amount: link.payment.amount ?? link.monthlyPrice },
      };
    }
    if (input.purchase.kind !== 'voucher') throw new PaymentAnswerError();
    const body: VoucherPurchaseRequest = {
      ...input.purchase.request,
      paymentMethod: input.method,
      ...(mbway ? { mbwayPrefix: input.prefix, mbwayPhoneNumber: input.phone } : {}),
    };
    const bought =
      input.payer.kind === 'user'
        ? await unwrap(
            apiClient.POST('/client/gift/hipay/{userId}/', {
              params: {
                path: { userId: input.payer.userId },
                query: { token: input.payer.token },
                header: key,
              },
              body,
              signal,
            }),
          )
        : await unwrap(
            apiClient.POST('/client/gift/hipay/guest/', { params: { header: key }, body, signal }),
          );
    // The voucher's amount is what it charges, when the payment does not say.
    return {
      orderCode: bought.orderCode,
      payment: { ...bought.payment, amount: bought.payment.amount ?? bought.amount },
    };
  },
);

/** An answer that says nothing usable about the payment it started. */
export class PaymentAnswerError extends Error {
  constructor() {
    super('The payment answer named no payment.');
  }
}

export interface FindStartInput {
  lookup: StartLookup;
  requestedAtMs: number;
  payer: Payer;
}

/**
 * Looks up what a start whose answer was lost made, without sending it again: the order's
 * payment status, or the user's bookings (the newest page). An answer that says nothing
 * readable about it throws (the outcome stays unknown).
 */
export const findStartedPayment = fromPromise<StartFound, FindStartInput>(
  async ({ input, signal }) => {
    const { lookup, payer } = input;
    if (lookup.kind === 'orderStatus') {
      const result = await unwrap(
        apiClient.POST('/payment/status', {
          params: { query: payer.kind === 'user' ? { token: payer.token } : {} },
          body: { orderCode: lookup.orderCode },
          signal,
        }),
      );
      const found = startFoundOfOrder(result, lookup);
      if (!found) throw new PaymentAnswerError();
      return found;
    }
    if (lookup.kind === 'myBookings' && payer.kind === 'user') {
      const page = await unwrap(
        apiClient.GET('/client/bookings/{userId}', {
          params: { path: { userId: payer.userId }, query: { token: payer.token, page: 0 } },
          signal,
        }),
      );
      const found = startFoundOfVoucher(startedVoucherIn(page.items, lookup, input.requestedAtMs));
      if (!found) throw new PaymentAnswerError();
      return found;
    }
    throw new PaymentAnswerError();
  },
);

export interface PaymentStatusInput {
  inProgress: PaymentInProgress;
  payer: Payer;
}

/** The payment's state: MB WAY by its id (user or guest path), any other by its order code. */
export const fetchPaymentStatus = fromPromise<PaymentOutcome, PaymentStatusInput>(
  async ({ input, signal }) => {
    const { inProgress, payer } = input;
    if (paymentKindOf(inProgress.method) === 'mbway') {
      const state =
        payer.kind === 'user'
          ? await unwrap(
              apiClient.GET('/payment/mbway-payment-status/{paymentId}/', {
                params: {
                  path: { paymentId: inProgress.payment.id },
                  query: { token: payer.token },
                },
                signal,
              }),
            )
          : await unwrap(
              apiClient.GET('/payment/mbway-payment-status/guest/{paymentId}/', {
                params: { path: { paymentId: inProgress.payment.id } },
                signal,
              }),
            );
      // An answer about another payment says nothing about this one.
      if (state.paymentId !== inProgress.payment.id) throw new PaymentAnswerError();
      return paymentOutcomeOf(state.status);
    }
    const result = await unwrap(
      apiClient.POST('/payment/status', {
        params: { query: payer.kind === 'user' ? { token: payer.token } : {} },
        body: { orderCode: inProgress.orderCode },
        signal,
      }),
    );
    if (result.orderCode !== inProgress.orderCode) throw new PaymentAnswerError();
    return paymentOutcomeOf(result.status);
  },
);
