import type { SnapshotFrom } from 'xstate';
import type { ServicesEvent, servicesMachine } from './services.machine';
import { selectChosenService, selectServicesError, selectShop } from './services.selectors';

/**
 * The service list's view (ui/screens/ServiceListScreen.tsx): where the list is, the shop and
 * its services, the service chosen, why the list did not come, and the ways on.
 */
export function connectServices(
  snapshot: SnapshotFrom<typeof servicesMachine>,
  send: (event: ServicesEvent) => void,
) {
  return {
    state: snapshot.value,
    shop: selectShop(snapshot),
    error: selectServicesError(snapshot),
    chosen: selectChosenService(snapshot),
    canRetry: snapshot.can({ type: 'services.retry' }),
    retry: () => send({ type: 'services.retry' }),
    choose: (serviceId: number) => send({ type: 'service.choose', serviceId }),
  };
}
