import { and, not } from 'xstate';
import type { StartFound } from '../rules/payment';
import {
  errorOf,
  findInputOf,
  initialPaymentContext,
  notice,
  startInputOf,
} from './payment.inputs';
import { askStatus, leaveUnconfirmed, notifyPendingOnce, paymentSetup } from './payment.setup';
import type { PaymentOutput } from './payment.types';

/** The chart's types and starting context, for whoever uses the chart (screens, stories, tests). */
export type * from './payment.types';
export { followedPayment, initialPaymentContext } from './payment.inputs';

/**
 * Paying for something (a voucher, the premium membership, an order): one chart for every
 * purchase. The visitor picks a method (MB WAY first where offered) and, for MB WAY, the phone;
 * the payment starts with one Idempotency-Key per attempt, then:
 *
 *   MB WAY  → waiting, the status asked every 2 s for a minute then every 5 s (longer while the
 *             answers are unreadable), a countdown to the server's deadline where it states a
 *             believable one → paid | refused | platform error | expired; past the deadline the
 *             status is asked on for a minute, then the outcome is said unknown
 *   card    → the payment page (opened by the view, only on a payment provider's host), its
 *             status followed every 5 s → paid | refused
 *   ATM     → the entity and reference to pay later: the purchase stays pending
 *   in store→ nothing charged now: the purchase awaits the merchant
 *
 * Outcomes are done, not done or unknown (README "Money safety"). Only an answer that says
 * `paid` is paid; only a refusal (a 4xx, a final status) is not done. A start whose answer is
 * lost, late or unreadable is unknown: it is looked up (the order's status, the user's bookings),
 * never sent again, and a new attempt is offered only once the lookup says nothing was started.
 * Where there is no lookup (a guest's voucher, the membership) the visitor is told so. What is
 * about to be started is reported upward first (`reportStarting`, kept in the flow state), and the
 * payment under way once it is answered (`reportInProgress`), so a reload looks it up or follows
 * it (`resumeStart`, `resume`) instead of paying twice. A payment asking another amount than the
 * one shown stops until the visitor accepts it. A resumed chart only follows: it ends unpaid
 * instead of offering a new attempt, and nothing is ever started from it.
 */
export const paymentMachine = paymentSetup.createMachine({
  id: 'payment',
  context: ({ input }) => initialPaymentContext(input),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isResuming', target: 'checkingAnswer' },
        { guard: 'isResumingStart', target: 'startUnknown' },
        { guard: not('hasMethods'), target: 'noMethods' },
        { target: 'choosing' },
      ],
    },
    // SPEC 8 "No payment methods available": nothing to pay with; the way on is back.
    noMethods: {
      tags: ['step.method'],
      on: { 'payment.cancel': 'cancelled' },
    },
    choosing: {
      tags: ['step.method'],
      on: {
        'method.select': { guard: 'isOfferedMethod', actions: 'assignMethod' },
        'phone.change': { actions: 'assignField' },
        'payment.submit': [
          {
            guard: and(['hasMethod', 'needsPhone']),
            target: 'checkingPhone',
            actions: 'clearErrors',
          },
          { guard: 'hasMethod', target: 'requesting', actions: 'clearErrors' },
        ],
        'payment.cancel': 'cancelled',
      },
    },
    // The phone rules load with this step; what is typed meanwhile is kept.
    checkingPhone: {
      tags: ['step.method', 'busy'],
      on: { 'phone.change': { actions: 'assignField' } },
      invoke: {
        id: 'checkPhone',
        src: 'checkPhone',
        input: ({ context }) => ({ prefix: context.form.prefix, phone: context.form.phone }),
        onDone: [
          {
            guard: 'isPhoneValid',
            target: 'requesting',
            actions: { type: 'assignCheckedPhone', params: ({ event }) => event.output },
          },
          {
            target: 'choosing',
            actions: { type: 'assignPhoneErrors', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'choosing', actions: 'assignPhoneRulesError' },
      },
    },
    // What is about to be started is kept first (the flow state), then asked.
    requesting: {
      tags: ['step.method', 'busy'],
      entry: ['assignStart', { type: 'reportStarting', params: ({ context }) => context.start! }],
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: startInputOf,
        onDone: {
          target: 'checkingAnswer',
          actions: [
            { type: 'assignStarted', params: ({ event }) => event.output },
            { type: 'reportInProgress', params: ({ context }) => context.inProgress },
          ],
        },
        onError: [
          // A refusal: nothing was started; the way on is another method, or the same again.
          {
            guard: { type: 'isRefusal', params: errorOf },
            target: 'failed',
            actions: [
              { type: 'assignError', params: errorOf },
              'clearStart',
              { type: 'reportInProgress', params: null },
            ],
          },
          // No answer, a late or unreadable one, a 5xx: whether it started is not known.
          { target: 'startUnknown', actions: { type: 'assignError', params: errorOf } },
        ],
      },
    },
    // The middleware refused to start it: the same request again (where it may help), or another
    // method.
    failed: {
      tags: ['step.method'],
      on: {
        'payment.retry': { guard: 'canRetry', target: 'requesting', actions: 'clearErrors' },
        'payment.change': { target: 'choosing', actions: 'clearErrors' },
        'method.select': { guard: 'isOfferedMethod', target: 'choosing', actions: 'assignMethod' },
        // Another phone is another request: back to the choice with it (no retry of the old one).
        'phone.change': { target: 'choosing', actions: ['clearErrors', 'assignField'] },
      },
    },
    // The start's answer never came, or could not be read: what it made is looked up (never asked
    // again), and only "nothing was started" lets the visitor try again.
    startUnknown: {
      tags: ['step.unknown'],
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasStartLookup', target: 'lookingUp' }, { target: 'noLookup' }],
        },
        lookingUp: {
          tags: ['busy'],
          invoke: {
            id: 'findStartedPayment',
            src: 'findStartedPayment',
            input: findInputOf,
            onDone: [
              {
                guard: { type: 'isStarted', params: ({ event }) => event.output },
                target: '#payment.checkingAnswer',
                actions: [
                  {
                    type: 'assignStarted',
                    params: ({ event }) => event.output as Extract<StartFound, { kind: 'started' }>,
                  },
                  { type: 'reportInProgress', params: ({ context }) => context.inProgress },
                ],
              },
              {
                guard: { type: 'isFoundPaid', params: ({ event }) => event.output },
                target: '#payment.paid',
                actions: [
                  {
                    type: 'assignStarted',
                    params: ({ context, event }) => ({
                      orderCode: (event.output as { orderCode: string }).orderCode,
                      payment: {
                        id: (event.output as { orderCode: string }).orderCode,
                        paymentMethod: context.start?.method,
                        amount: context.amount,
                      },
                    }),
                  },
                ],
              },
              {
                guard: { type: 'isFoundNotPaid', params: ({ event }) => event.output },
                target: 'notStarted',
                actions: [
                  { type: 'assignFoundOrder', params: ({ event }) => event.output },
                  'clearStart',
                  { type: 'reportInProgress', params: null },
                ],
              },
              {
                target: 'notStarted',
                actions: ['clearStart', { type: 'reportInProgress', params: null }],
              },
            ],
            onError: 'lookupFailed',
          },
        },
        // The lookup itself got no readable answer: still unknown; ask again, or leave.
        lookupFailed: {
          on: { 'payment.check': 'lookingUp', 'payment.cancel': leaveUnconfirmed },
        },
        // SPEC 7 has no call that finds it (a guest's voucher, the membership): said so; the
        // visitor checks the MB WAY app and their email before buying again.
        noLookup: {
          on: { 'payment.cancel': leaveUnconfirmed },
        },
        // Known not done: nothing was started (or it ended unpaid). A new attempt may be made;
        // a resumed chart only says so.
        notStarted: {
          on: {
            'payment.retry': [
              {
                guard: and([not('isResumed'), 'needsPhone']),
                target: '#payment.checkingPhone',
                actions: 'nextAttempt',
              },
              { guard: not('isResumed'), target: '#payment.requesting', actions: 'nextAttempt' },
            ],
            'payment.change': {
              guard: not('isResumed'),
              target: '#payment.choosing',
              actions: 'nextAttempt',
            },
            'payment.cancel': '#payment.cancelled',
          },
        },
      },
    },
    // The payment's answer: the amount it asks and where its page is are checked before the
    // visitor is sent on.
    checkingAnswer: {
      always: [
        { guard: 'isAmountDifferent', target: 'amountDiffers', actions: 'assignAnsweredAmount' },
        { guard: 'isCardPageRefused', target: 'cardPageRefused' },
        { target: 'following' },
      ],
    },
    // The payment asks another amount than the one shown: both are shown; the visitor goes on
    // with it, or leaves (a request already on the phone is to be refused there).
    amountDiffers: {
      tags: ['step.amountDiffers'],
      on: {
        'payment.accept': { target: 'following', actions: 'acceptAnsweredAmount' },
        'payment.cancel': leaveUnconfirmed,
      },
    },
    // The card page is not https on a payment provider's host: it is never opened. Nothing can
    // be paid on it; another method may be chosen.
    cardPageRefused: {
      tags: ['step.cardRefused'],
      entry: { type: 'reportInProgress', params: null },
      on: {
        'payment.change': { guard: not('isResumed'), target: 'choosing', actions: 'nextAttempt' },
        'payment.cancel': 'cancelled',
      },
    },
    // The payment under way, by how it is paid.
    following: {
      always: [
        { guard: 'isMbway', target: 'waitingMbway' },
        { guard: 'isCard', target: 'awaitingCard' },
        { guard: 'isAtmReference', target: 'referenceIssued' },
        { guard: 'isInStore', target: 'inStore' },
      ],
    },
    waitingMbway: {
      tags: ['step.mbway'],
      entry: notifyPendingOnce,
      initial: 'waiting',
      on: {
        // Only the widget stops waiting: the request on the phone may still be accepted.
        'payment.cancel': leaveUnconfirmed,
        // Another method: this payment is no longer the one followed (the screen says to refuse
        // the request in the app).
        'payment.change': {
          guard: not('isResumed'),
          target: 'choosing',
          actions: ['nextAttempt', { type: 'reportInProgress', params: null }],
        },
      },
      // At the deadline (the stated one, else the usual window), the status is asked on.
      states: {
        waiting: {
          tags: ['countdown'],
          entry: 'assignNow',
          always: { guard: 'isPastDeadline', target: 'pastDeadline' },
          after: { mbwayPollInterval: 'checking', mbwayDeadline: 'pastDeadline' },
        },
        checking: {
          tags: ['countdown'],
          after: { mbwayDeadline: 'pastDeadline' },
          ...askStatus({ target: 'waiting' }),
        },
        // Past the deadline nothing is assumed: a final status ends it, and after a minute more
        // without one the outcome is said unknown.
        pastDeadline: {
          initial: 'asking',
          after: { mbwayAskOn: '#payment.statusUnknown' },
          states: {
            asking: askStatus({ target: 'pausing' }),
            pausing: { after: { mbwayPollInterval: 'asking' } },
          },
        },
      },
    },
    // The card page is open (the view opened it on the visitor's click); its status followed.
    awaitingCard: {
      tags: ['step.card'],
      entry: notifyPendingOnce,
      initial: 'waiting',
      on: {
        // Another method: this payment is no longer the one under way.
        'payment.change': {
          guard: not('isResumed'),
          target: 'choosing',
          actions: ['nextAttempt', { type: 'reportInProgress', params: null }],
        },
        // Followed after a reload, the card payment may be left (the page closed unpaid): the
        // visitor goes on, and nothing else is started from here.
        'payment.cancel': {
          guard: 'isResumed',
          target: 'cancelled',
          actions: { type: 'reportInProgress', params: null },
        },
      },
      states: {
        waiting: { after: { cardPollInterval: 'checking' } },
        checking: askStatus({ target: 'waiting' }),
      },
    },
    // Past the deadline and a minute more, no final status: not known. The visitor is told to
    // check the MB WAY app (and their email) before paying again; the status may be asked again.
    statusUnknown: {
      tags: ['step.unknown'],
      initial: 'idle',
      on: { 'payment.cancel': leaveUnconfirmed },
      states: {
        idle: { on: { 'payment.check': 'asking' } },
        asking: { tags: ['busy'], ...askStatus({ target: 'idle' }) },
      },
    },
    // Refused, a platform error or the timer expired (SPEC 8): a new attempt, or another method.
    unpaid: {
      id: 'unpaid',
      tags: ['step.unpaid'],
      entry: [
        {
          type: 'notifyHost',
          params: ({ context }) => ({
            name: 'paymentFailed' as const,
            detail: {
              reason: context.error ?? 'generic',
              method: context.inProgress?.method ?? '',
            },
          }),
        },
        { type: 'reportInProgress', params: null },
      ],
      // A payment followed after a reload ends here: a new attempt would be another payment.
      always: { guard: 'isResumed', target: 'notPaid' },
      on: {
        // The phone is kept and may be changed before the new attempt; a changed one is checked.
        'phone.change': { actions: 'assignField' },
        'payment.retry': [
          { guard: 'needsPhone', target: 'checkingPhone', actions: 'nextAttempt' },
          { target: 'requesting', actions: 'nextAttempt' },
        ],
        'payment.change': { target: 'choosing', actions: 'nextAttempt' },
      },
    },
    // A resumed payment refused, failed or expired: the end of following it (the host was told).
    notPaid: {
      type: 'final',
      tags: ['step.unpaid'],
      entry: { type: 'settle', params: 'unpaid' },
    },
    paid: {
      type: 'final',
      tags: ['step.paid'],
      entry: [
        { type: 'settle', params: 'paid' },
        { type: 'notifyHost', params: ({ context }) => notice(context, 'paid') },
        { type: 'reportInProgress', params: null },
      ],
    },
    referenceIssued: {
      type: 'final',
      tags: ['step.reference'],
      entry: [
        { type: 'settle', params: 'referenceIssued' },
        { type: 'notifyHost', params: ({ context }) => notice(context, 'reference') },
        { type: 'reportInProgress', params: null },
      ],
    },
    inStore: {
      type: 'final',
      tags: ['step.inStore'],
      entry: [
        { type: 'settle', params: 'inStore' },
        { type: 'reportInProgress', params: null },
      ],
    },
    // Left without knowing how it ends (the purchase says so, and offers no second payment).
    unconfirmed: {
      type: 'final',
      tags: ['step.unknown'],
      entry: { type: 'settle', params: 'unconfirmed' },
    },
    cancelled: { type: 'final', entry: { type: 'settle', params: 'cancelled' } },
  },
  output: ({ context }): PaymentOutput => {
    const { inProgress, settled } = context;
    if (settled === 'unconfirmed') {
      return {
        status: 'unconfirmed',
        orderCode: inProgress?.orderCode ?? context.orderCode,
        method: inProgress?.method ?? context.start?.method ?? context.method!,
        payment: inProgress?.payment ?? null,
      };
    }
    if (!inProgress || settled === null || settled === 'cancelled') return { status: 'cancelled' };
    if (settled === 'unpaid') {
      return {
        status: 'unpaid',
        reason: context.error ?? 'generic',
        orderCode: inProgress.orderCode,
        method: inProgress.method,
        payment: inProgress.payment,
      };
    }
    return {
      status: settled,
      orderCode: inProgress.orderCode,
      method: inProgress.method,
      payment: inProgress.payment,
    };
  },
});
