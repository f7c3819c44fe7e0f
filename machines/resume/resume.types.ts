import type { ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import type { FlowState } from '../../domain/flowState';
import type { PurchaseKind } from '../../domain/paymentInProgress';
import type { MadeOrder } from '../../domain/pendingRequest';
import type { AuthOutput, AuthenticatedUser, LoginSource } from '../auth/auth.types';
import type { LazyRefs } from '../lazy/lazyChild';
import type { PaymentChart } from '../payment/load';
import type { PaymentInput, PaymentOutput } from '../payment/payment.machine';
import type { PaymentProgress } from '../payment/report';
import type { ReservationResult } from '../rules/bookingRequest';

export type Schemas = components['schemas'];
export type Profile = Schemas['User'];
export type SignedInUser = AuthenticatedUser & { loginSource: LoginSource };

/**
 * What was left under way when the page went (a reload, "back"), settled before the widget opens
 * its view (README "Money safety"): a booking or an order on its way, looked up and never sent
 * again; a payment under way, followed and never started again. Its code loads only when the flow
 * state holds one of them.
 */
export interface ResumeInput {
  flow: FlowState;
  /** The session the widget has now (the login cookies, the parent app's token). */
  session: { userId: number | null; token: string | null };
  /** The user the widget has signed in, if it has read one. */
  user: SignedInUser | null;
}

/** An order made by a request pending at start: what it is, and what paying it needs. */
export interface FoundOrder {
  order: MadeOrder;
  title: string;
  campaignId: number | null;
  shopId: number;
  /** Its delivery (the payment methods offered depend on it). */
  deliveryType: Schemas['DeliveryType'];
}

/** A payment under way at start, followed to its end: the outcome and what was bought. */
export interface PaymentEnded {
  output: PaymentOutput;
  title: string;
  amount: number;
  /** A voucher, the premium membership (read again from the profile once paid), or an order. */
  purchase: PurchaseKind;
}

export type ResumeCharts = { payment: { chart: PaymentChart; input: PaymentInput } };

export interface ResumeContext extends ResumeInput {
  error: ErrorCode | null;
  /** The booking a request pending at start made (found by its lookup), and what it was for. */
  resent: { result: ReservationResult; title: string } | null;
  /** The order a request pending at start made (known, or found by its lookup): shown, or paid. */
  foundOrder: FoundOrder | null;
  /** How a payment followed at start ended, and what it was for. */
  paymentEnded: PaymentEnded | null;
  /** The user as their profile read again says, once a premium membership was paid. */
  member: AuthOutput | null;
  refs: LazyRefs<ResumeCharts>;
}

/** What the widget takes on when everything is settled: the user made premium, if so. */
export interface ResumeOutput {
  member: AuthOutput | null;
}

export type ResumeEvent =
  /** After what was under way was settled and said: on to the next, or to the view. */
  | { type: 'pending.continue' }
  /** Its lookup went unanswered: ask it again (never the request itself). */
  | { type: 'pending.check' }
  | { type: 'payment.continue' }
  /** A chart's code (the payment's) did not arrive: load it again. */
  | { type: 'chart.retry' }
  | { type: 'xstate.done.actor.payment'; output: PaymentOutput }
  | { type: 'xstate.error.actor.payment'; error: unknown }
  /** The payment chart paying an order found at start: its payment under way (kept). */
  | PaymentProgress;

/** What the widget hears while it settles: the flow state to keep (saved at once), a booking made. */
export type ResumeReport =
  | { type: 'resume.flow'; flow: FlowState }
  | {
      type: 'booking.made';
      detail: { campaignId?: number; serviceId?: number; reservationId: string };
    };
