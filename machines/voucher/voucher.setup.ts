import { assertEvent, assign, enqueueActions, sendParent, setup } from 'xstate';
import type { components } from '../../api/schema';
import { fetchPrizes } from '../auth/auth.actors';
import { authMachine } from '../auth/auth.machine';
import type { AuthOutput, GuestTyped } from '../auth/auth.types';
import type { Identity } from '../booking/booking.types';
import { shareMachine } from '../booking/share.machine';
import type { PaymentOutput } from '../payment/payment.types';
import { paymentOutcomeGuards } from '../payment/paying';
import { reportingPaymentMachine } from '../payment/progress';
import { canContinueAsGuest } from '../rules/availability';
import { campaignPeopleBounds, clampPeople } from '../rules/people';
import { NO_VOUCHER_KEPT } from '../rules/voucherFlow';
import type { VoucherFlow } from '../rules/voucherResume';
import { isPayableWithPrize, usablePrizes, voucherInvoiceErrors } from '../rules/voucher';
import { amountsOf, chosenPrize, isMember, voucherFlowAt } from './voucher.inputs';
import type {
  VoucherContext,
  VoucherEvent,
  VoucherFlowReport,
  VoucherInput,
  VoucherOutput,
  VoucherReport,
} from './voucher.types';

type Prize = components['schemas']['Prize'];

/** Tells the purchase at a step (kept in the flow state). */
export const reportFlowAt = (step: VoucherFlow['step']) => ({
  type: 'report' as const,
  params: ({ context }: { context: VoucherContext }) => voucherFlowAt(context, step),
});

/** Tells that nothing of the purchase is kept any more. */
export const reportNoFlow = {
  type: 'report' as const,
  params: { type: 'voucher.flow', kept: NO_VOUCHER_KEPT } satisfies VoucherFlowReport,
};

/**
 * The voucher chart's names: its types, actors, guards and actions (the chart is
 * voucher.machine.ts).
 */
export const voucherSetup = setup({
  types: {
    input: {} as VoucherInput,
    context: {} as VoucherContext,
    events: {} as VoucherEvent,
    output: {} as VoucherOutput,
    children: {} as {
      auth: 'auth';
      fetchPrizes: 'fetchPrizes';
      payment: 'payment';
      share: 'share';
    },
  },
  actors: {
    // A guest's details as typed come up to the purchase, which keeps them for a reload.
    auth: authMachine.provide({
      actions: { reportGuestTyped: sendParent((_, typed: GuestTyped) => typed) },
    }),
    fetchPrizes,
    payment: reportingPaymentMachine,
    share: shareMachine,
  },
  guards: {
    hasIdentity: ({ context }) =>
      context.identity?.kind === 'user' ||
      (context.identity?.kind === 'guest' && canContinueAsGuest(context.campaign, context)),
    isIdentityOutput: (_, output: AuthOutput) => output.kind !== 'failed',
    canBuyPremium: ({ context }) => isMember(context),
    isCountAllowed: ({ context, event }) =>
      event.type === 'voucher.count' &&
      clampPeople(event.count, campaignPeopleBounds(context.campaign.campaignView)) === event.count,
    hasGiftName: ({ context }) => context.kind !== 'gift' || context.giftName.trim() !== '',
    resumesAtDetails: ({ context }) => context.resumeAt === 'details',
    isInvoiceValid: ({ context }) =>
      Object.keys(voucherInvoiceErrors(context.invoice)).length === 0,
    /** SPEC 5: with a prize, at least 2 € must be left to pay ("Invalid operation"). */
    isPayableWithPrize: ({ context }) =>
      isPayableWithPrize(amountsOf(context).gross, chosenPrize(context)),
    isPrizeOfVisitor: ({ context, event }) =>
      event.type === 'prize.select' &&
      (event.prizeId === null || usablePrizes(context.prizes).some((p) => p.id === event.prizeId)),
    ...paymentOutcomeGuards,
  },
  actions: {
    assignCount: assign(({ event }) => {
      assertEvent(event, 'voucher.count');
      return { count: event.count };
    }),
    assignKind: assign(({ event }) => {
      assertEvent(event, 'voucher.kind');
      return { kind: event.kind, errors: {} };
    }),
    /** A guest's details as typed at the sign-in, not yet confirmed. */
    assignTypedGuest: assign({
      typedContact: (_, { name, email, prefix, phone }: GuestTyped) => ({
        name,
        email,
        prefix,
        phone,
      }),
    }),
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'voucher.change');
      if (event.field === 'giftName') return { giftName: event.value };
      const key = event.field === 'invoiceName' ? 'name' : 'vatId';
      return { invoice: { ...context.invoice, [key]: event.value } };
    }),
    assignInvoiceToggle: assign(({ context, event }) => {
      assertEvent(event, 'invoice.toggle');
      return { invoice: { ...context.invoice, needVatInvoice: event.needVatInvoice } };
    }),
    assignPrize: assign(({ context, event }) => {
      assertEvent(event, 'prize.select');
      return { prizeId: event.prizeId, errors: { ...context.errors, prize: undefined } };
    }),
    assignGiftError: assign({ errors: { giftName: 'nameRequired' as const } }),
    assignInvoiceErrors: assign({
      errors: ({ context }) => voucherInvoiceErrors(context.invoice),
    }),
    assignPrizeError: assign({ errors: { prize: 'voucherAmountTooLow' as const } }),
    clearErrors: assign({ errors: {} }),
    clearResumeAt: assign({ resumeAt: null }),
    /** A prize kept from before a reload stays chosen only if it is one of the visitor's now. */
    dropUnknownPrize: assign({
      prizeId: ({ context }) => (chosenPrize(context) ? context.prizeId : null),
    }),
    assignIdentity: assign({ identity: (_, identity: Identity) => identity }),
    assignPrizes: assign({ prizes: (_, prizes: Prize[]) => prizes }),
    assignPayment: assign({
      payment: (_, output: PaymentOutput) => (output.status === 'cancelled' ? null : output),
    }),
    /** Tells whoever runs the chart; they supply it. */
    report: (_, _report: VoucherReport) => {},
    /** A voucher bought with a prize (paid, a reference, in store): the prize is used now. */
    // (Typed as the plain action it is for this chart: enqueueActions' own inference fails here.)
    reportPrizeUsed: enqueueActions(({ context, enqueue }) => {
      const prize = chosenPrize(context as VoucherContext);
      // `report` by name: whoever runs the chart supplies it.
      if (prize)
        enqueue({ type: 'report', params: { type: 'prize.used', prizeId: prize.id } } as never);
    }) as unknown as () => void,
  },
});
