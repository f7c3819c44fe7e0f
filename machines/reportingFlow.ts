import { enqueueActions, type EventObject, type MachineContext } from 'xstate';
import { isFlowReport, keeperOf, type FlowReport } from './flowKeeper';

// Apart from the keeper (./flowKeeper.ts), which the widget runs from its start: only the charts
// that report load this.

/**
 * A chart's `report` as whoever starts it supplies it: what it reports of the flow goes to the
 * flow keeper (nobody, when the chart runs alone), the rest (a sign-in, the contact, a prize
 * used: what the parent acts on) to its parent. A flow report of `parentActsOn` goes to the
 * parent too, once the keeper has it.
 */
export function reportingFlowToKeeper<
  TContext extends MachineContext,
  TEvent extends EventObject,
  TReport extends EventObject,
>(parentActsOn: readonly FlowReport['type'][] = []) {
  return enqueueActions<TContext, TEvent, TReport, TEvent, never, never, never, never, never>(
    ({ enqueue, system }, report) => {
      if (!isFlowReport(report)) {
        enqueue.sendParent(report);
        return;
      }
      const keeper = keeperOf(system);
      if (keeper) enqueue.sendTo(keeper, report);
      if (parentActsOn.includes(report.type)) enqueue.sendParent(report);
    },
  );
}
