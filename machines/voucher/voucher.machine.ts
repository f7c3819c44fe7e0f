import { and } from 'xstate';
import { identifyingState } from '../auth/identifying';
import { payingState } from '../payment/paying';
import {
  authInputOf,
  initialVoucherContext,
  paymentInputOf,
  paymentReportOf,
  shareInputOf,
} from './voucher.inputs';
import { reportFlowAt, reportNoFlow, voucherSetup } from './voucher.setup';

/** The chart's types, and what it reckons, for whoever uses the chart (screens, stories, tests). */
export type * from './voucher.types';
export {
  amountsOf,
  chosenPrize,
  initialVoucherContext,
  isMember,
  paymentInputOf,
  paymentReportOf,
  purchaseRequestOf,
  voucherFlowAt,
} from './voucher.inputs';

/**
 * Buying a voucher of an offer (SPEC 2 "Voucher purchase", 3 "Voucher step", 4, 5, 9): how many
 * (the people rules of SPEC 9), a normal, gift or premium voucher (members), sign in or a guest
 * where allowed, then a prize (at most one; at least 2 € left to pay) and a VAT invoice (a
 * Portuguese VAT id with its check digit), then the payment chart. It ends paid (voucher valid
 * for a year, emailed within 10 minutes), with a reference to pay, or to be paid in store.
 *
 *   configuring → identifying → (loadingPrizes) → detailing → paying → purchased
 *                                                                    ↘ awaitingPayment | reservedInStore
 *                                                                    ↘ outcomeUnknown
 *
 * While paying, the payment under way is reported upward as it starts and ends (`payment.pending`,
 * `payment.settled`), so the widget keeps it in the flow state and a reload follows it. Its step
 * (the first one, or the details) and every choice are told as they change (`voucher.flow`, the
 * SPEC 3 Voucher step), so a reload reopens the purchase there, what was kept checked first; once
 * it ends or is left, nothing of it is kept.
 */
export const voucherMachine = voucherSetup.createMachine({
  id: 'voucher',
  context: ({ input }) => initialVoucherContext(input),
  // The payment under way, and its end, told upward at once (kept in the flow state).
  on: {
    'payment.progress': {
      actions: { type: 'report', params: ({ context, event }) => paymentReportOf(context, event) },
    },
  },
  initial: 'configuring',
  states: {
    configuring: {
      tags: ['step.voucher'],
      entry: reportFlowAt('voucher'),
      // Opened again after a reload at the details: on to them (signed in again if need be).
      always: {
        guard: and(['resumesAtDetails', 'hasGiftName']),
        target: 'identifying',
        actions: 'clearResumeAt',
      },
      on: {
        'voucher.count': {
          guard: 'isCountAllowed',
          actions: ['assignCount', reportFlowAt('voucher')],
        },
        'voucher.kind': [
          {
            guard: ({ event }) => event.type === 'voucher.kind' && event.kind !== 'premium',
            actions: ['assignKind', reportFlowAt('voucher')],
          },
          { guard: 'canBuyPremium', actions: ['assignKind', reportFlowAt('voucher')] },
        ],
        'voucher.change': { actions: ['assignField', reportFlowAt('voucher')] },
        'voucher.continue': [
          { guard: 'hasGiftName', target: 'identifying', actions: 'clearErrors' },
          { actions: 'assignGiftError' },
        ],
        'voucher.exit': 'closed',
      },
    },
    identifying: {
      tags: ['step.identify'],
      ...identifyingState({ input: authInputOf, next: 'loadingPrizes' }),
      on: {
        'voucher.back': 'configuring',
        // A guest's details as typed: kept with the purchase at each change.
        'guest.typed': {
          actions: [
            { type: 'assignTypedGuest', params: ({ event }) => event },
            reportFlowAt('voucher'),
          ],
        },
      },
    },
    // A signed-in visitor's prizes (SPEC 7 myprizes); a guest has none. Without them the
    // purchase goes on: a prize is an extra, never a condition.
    loadingPrizes: {
      tags: ['step.details', 'busy'],
      always: { guard: ({ context }) => context.identity?.kind !== 'user', target: 'detailing' },
      invoke: {
        id: 'fetchPrizes',
        src: 'fetchPrizes',
        input: ({ context }) => {
          const user = context.identity?.kind === 'user' ? context.identity.user : null;
          return { userId: user?.id ?? 0, token: user?.token ?? '' };
        },
        onDone: {
          target: 'detailing',
          actions: { type: 'assignPrizes', params: ({ event }) => event.output },
        },
        onError: 'detailing',
      },
    },
    detailing: {
      tags: ['step.details'],
      entry: ['dropUnknownPrize', reportFlowAt('details')],
      on: {
        'prize.select': {
          guard: 'isPrizeOfVisitor',
          actions: ['assignPrize', reportFlowAt('details')],
        },
        'invoice.toggle': { actions: ['assignInvoiceToggle', reportFlowAt('details')] },
        'voucher.change': { actions: ['assignField', reportFlowAt('details')] },
        'voucher.continue': [
          {
            guard: and(['isInvoiceValid', 'isPayableWithPrize']),
            target: 'paying',
            actions: 'clearErrors',
          },
          { guard: 'isInvoiceValid', actions: 'assignPrizeError' },
          { actions: 'assignInvoiceErrors' },
        ],
        'voucher.back': 'configuring',
      },
    },
    // The visitor left the payment without paying: back to the details, all kept.
    paying: {
      tags: ['step.payment'],
      ...payingState({
        input: paymentInputOf,
        paid: 'purchased',
        referenceIssued: 'awaitingPayment',
        inStore: 'reservedInStore',
        unconfirmed: 'outcomeUnknown',
        left: 'detailing',
      }),
    },
    // Paid: the voucher is valid for a year and emailed (with the invoice) within 10 minutes.
    // Once the purchase has ended (or been left), nothing of it is reopened after a reload.
    purchased: {
      tags: ['step.done'],
      entry: ['reportPrizeUsed', reportNoFlow],
      invoke: { id: 'share', src: 'share', input: shareInputOf },
      on: { 'voucher.exit': 'closed' },
    },
    // An ATM reference to pay: the voucher is issued once the payment arrives.
    awaitingPayment: {
      tags: ['step.done'],
      entry: ['reportPrizeUsed', reportNoFlow],
      on: { 'voucher.exit': 'closed' },
    },
    // To be paid at the merchant: nothing charged now.
    reservedInStore: {
      tags: ['step.done'],
      entry: ['reportPrizeUsed', reportNoFlow],
      on: { 'voucher.exit': 'closed' },
    },
    // Whether it was paid is not known (the visitor stopped waiting, or the middleware could not
    // say): the visitor is told where to check, and nothing is offered to pay again.
    outcomeUnknown: {
      tags: ['step.done'],
      entry: reportNoFlow,
      on: { 'voucher.exit': 'closed' },
    },
    closed: { type: 'final', entry: reportNoFlow },
  },
  output: ({ context }) => ({ payment: context.payment }),
});
