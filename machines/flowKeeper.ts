import {
  fromCallback,
  type ActorRef,
  type AnyActorRef,
  type EventObject,
  type Snapshot,
} from 'xstate';
import type { BookingReport } from './booking/booking.types';
import type { OrderFlowReport } from './cart/order.types';
import type { PaymentReport } from './payment/report';
import type { VoucherFlowReport } from './voucher/voucher.types';

/**
 * What a chart reports of the flow (SPEC 3's flow state, kept across reloads): a booking's date
 * chosen, a request on its way and its answer, a booking made, a payment under way and its end,
 * an order's step, a voucher purchase's step. Wherever the chart runs (under the campaign, in a
 * service's booking, in the Cart view), it tells the flow keeper directly; nobody between them
 * relays it.
 */
export type FlowReport =
  | Extract<
      BookingReport,
      { type: 'booking.flow' | 'booking.pending' | 'booking.settled' | 'booking.made' }
    >
  | PaymentReport
  | OrderFlowReport
  | VoucherFlowReport;

const FLOW_REPORTS: ReadonlySet<string> = new Set<FlowReport['type']>([
  'booking.flow',
  'booking.pending',
  'booking.settled',
  'booking.made',
  'payment.pending',
  'payment.settled',
  'order.flow',
  'voucher.flow',
]);

export const isFlowReport = (report: EventObject): report is FlowReport =>
  FLOW_REPORTS.has(report.type);

/** The keeper's name in the charts' system. */
export const FLOW_KEEPER_ID = 'flowKeeper';

/**
 * The flow keeper: the address, in the charts' system, of the flow state's one writer, the
 * widget (which saves it through the shell and tells the host page of a booking made). The
 * widget runs it under `FLOW_KEEPER_ID` from its start, however the widget itself is started;
 * what the keeper hears goes to the widget as it is.
 */
export const flowKeeper = fromCallback<FlowReport>(({ receive, sendBack }) => {
  receive((report) => sendBack(report));
});

/** The flow keeper of a chart's system, where there is one (a chart run alone has none). */
export const keeperOf = (system: {
  get: (systemId: string) => AnyActorRef | undefined;
}): ActorRef<Snapshot<unknown>, FlowReport> | undefined => system.get(FLOW_KEEPER_ID);
