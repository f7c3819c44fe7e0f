import type { SnapshotFrom } from 'xstate';
import { selectMenuSections, selectMenuStep } from '../cart/order.selectors';
import type { MenuEvent, menuMachine } from './menu.machine';

/**
 * The menu's view (MenuView in ui/screens/order/OrderScreen.tsx): its step, its sections and
 * items, why it could not be read; reading it again.
 */
export function connectMenu(
  snapshot: SnapshotFrom<typeof menuMachine>,
  send: (event: MenuEvent) => void,
) {
  return {
    step: selectMenuStep(snapshot),
    sections: selectMenuSections(snapshot),
    error: snapshot.context.error,
    retry: () => send({ type: 'menu.retry' }),
  };
}
