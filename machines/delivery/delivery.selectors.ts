import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AddressBookActor } from '../addresses/addressBook.selectors';
import type { deliveryMachine } from './delivery.machine';
import { shopDeliveryAreaOf, type DeliveryArea } from './deliveryArea';

/**
 * The delivery step's model (ui/screens/order/DeliveryStep.tsx): pure functions of the chart's
 * snapshot. The view comes from the tags on the chart's states.
 */

export type DeliveryActor = ActorRefFrom<typeof deliveryMachine>;
export type DeliverySnapshot = SnapshotFrom<typeof deliveryMachine>;

/** The delivery step's view, from the chart's tags. */
export function selectDeliveryView(
  snapshot: DeliverySnapshot,
): 'methods' | 'noWay' | 'address' | 'pickup' | 'done' | 'cancelled' {
  if (snapshot.hasTag('view.methods')) return 'methods';
  if (snapshot.hasTag('view.noWay')) return 'noWay';
  if (snapshot.hasTag('view.address')) return 'address';
  if (snapshot.hasTag('view.pickup')) return 'pickup';
  return snapshot.matches('done') ? 'done' : 'cancelled';
}

/** Where the shop delivers at home, from its delivery methods (null when they do not say). */
export const selectDeliveryArea = (snapshot: DeliverySnapshot): DeliveryArea | null =>
  shopDeliveryAreaOf(snapshot.context.methods);

/** The shop's name as its delivery methods give it ('' when they do not). */
export const selectDeliveryShopName = (snapshot: DeliverySnapshot) =>
  snapshot.context.methods?.name ?? '';

/** The signed-in visitor's address book, while the address is asked for. */
export const selectDeliveryAddressBook = (snapshot: DeliverySnapshot) =>
  snapshot.children.addressBook as AddressBookActor | undefined;
