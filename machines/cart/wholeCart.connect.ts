import type { SnapshotFrom } from 'xstate';
import type { WholeCartEvent, wholeCartMachine } from './wholeCart.machine';
import {
  selectAdvisesOrderPerShop,
  selectCartShops,
  selectUndeliveredShops,
  selectWholeCartError,
  selectWholeCartStep,
} from './wholeCart.selectors';

/**
 * The whole cart's screen's view (ui/screens/order/WholeCartScreen.tsx): its step, why it could
 * not be read, the shops listed, those delivery is unavailable for and whether ordering per shop
 * is advised; reading it again and ordering one shop's cart.
 */
export function connectWholeCart(
  snapshot: SnapshotFrom<typeof wholeCartMachine>,
  send: (event: WholeCartEvent) => void,
) {
  return {
    step: selectWholeCartStep(snapshot),
    error: selectWholeCartError(snapshot),
    shops: selectCartShops(snapshot),
    undelivered: selectUndeliveredShops(snapshot),
    advisesOrderPerShop: selectAdvisesOrderPerShop(snapshot),
    retry: () => send({ type: 'wholeCart.retry' }),
    orderShop: (shopId: number) => send({ type: 'wholeCart.order', shopId }),
  };
}
