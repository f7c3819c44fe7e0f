import type { SnapshotFrom } from 'xstate';
import type { TransportInstant, TransportType } from '../rules/transport';
import { selectTimeOptions } from '../cart/order.selectors';
import type { TransportEvent, transportMachine } from './transport.machine';

/**
 * The transport step's view (TransportStep in ui/screens/order/OrderScreen.tsx): the schedule
 * being read or not read, what is offered, what is chosen, the times on offer and what is wrong;
 * choosing each, going on, going back and reading the schedule again.
 */
export function connectTransport(
  snapshot: SnapshotFrom<typeof transportMachine>,
  send: (event: TransportEvent) => void,
) {
  const { context } = snapshot;
  return {
    loading: snapshot.matches('loadingSchedule'),
    failed: snapshot.matches('scheduleFailed'),
    error: context.error,
    options: context.options,
    openNow: context.openNow,
    transportType: context.transportType,
    transportInstant: context.transportInstant,
    scheduledAt: context.scheduledAt,
    times: selectTimeOptions(snapshot),
    errors: context.errors,
    chooseType: (value: TransportType) => send({ type: 'transport.type', value }),
    chooseInstant: (value: TransportInstant) => send({ type: 'transport.instant', value }),
    chooseTime: (at: string) => send({ type: 'transport.time', at }),
    confirm: () => send({ type: 'transport.confirm' }),
    cancel: () => send({ type: 'transport.cancel' }),
    retry: () => send({ type: 'transport.retry' }),
  };
}
