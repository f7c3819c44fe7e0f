import { DEFAULT_COUNTRY_ID } from '../../domain/constants';
import type { FlowState } from '../../domain/flowState';
import type { AddressForm } from './address';
import type { DeliveryType } from './delivery';
import type { TransportChoice } from './transport';

/**
 * An order kept across a reload (SPEC 3 Flow state: transportType, transportInstant, the delivery
 * address and choice): where the visitor was (the menu, the cart, the delivery), with the
 * transport chosen, the delivery type and the address typed so far. The order chart reports it
 * as it changes; the widget keeps it in the flow state and gives it back to the order it opens
 * for the same shop (and campaign) after a reload.
 */
export interface OrderFlow {
  step: 'menu' | 'cart' | 'delivery';
  shopId: number;
  campaignId: number | null;
  transport: TransportChoice | null;
  deliveryType: DeliveryType | null;
  /** The address typed for this order (not a saved one: that is asked again). */
  address: AddressForm | null;
}

/** What an order opened again starts from. */
export type OrderResume = Omit<OrderFlow, 'shopId' | 'campaignId'>;

const hasTyped = (address: AddressForm) =>
  [address.street, address.floorDoor, address.postalCode, address.city].some(
    (value) => value.trim() !== '',
  );

/** The flow state with the order as it stands, or without any order (left, or ended). */
export function flowWithOrder(flow: FlowState, order: OrderFlow | null): FlowState {
  if (!order) {
    return {
      ...flow,
      isTransported: false,
      showMenu: false,
      orderInProgress: null,
      deliveryChoice: {},
    };
  }
  const { transport, address } = order;
  return {
    ...flow,
    isTransported: true,
    showMenu: order.step === 'menu',
    orderInProgress: { step: order.step, shopId: order.shopId, campaignId: order.campaignId },
    transportType: transport?.transportType ?? 'none',
    book: {
      ...flow.book,
      transportInstant: transport?.transportInstant ?? 'asap',
      date: transport?.transportInstant === 'scheduled' ? transport.scheduledAt : null,
    },
    deliveryChoice: order.deliveryType ? { deliveryType: order.deliveryType } : {},
    deliveryAddress: address
      ? {
          ...flow.deliveryAddress,
          street: address.street,
          floorDoor: address.floorDoor,
          city: address.city,
          postalCode: address.postalCode,
          countryId: address.countryId ?? DEFAULT_COUNTRY_ID,
        }
      : flow.deliveryAddress,
  };
}

/**
 * The order kept for this campaign (or this shop's cart, outside any campaign), to open it where
 * the visitor was; or null.
 */
export function orderResumeOf(
  flow: FlowState,
  source: { campaignId: number } | { shopId: number },
): OrderResume | null {
  const kept = flow.orderInProgress;
  const same =
    'campaignId' in source
      ? kept?.campaignId === source.campaignId
      : kept?.campaignId === null && kept.shopId === source.shopId;
  if (!kept || !same) return null;
  const transportType = flow.transportType === 'none' ? null : flow.transportType;
  const scheduled = flow.book.transportInstant === 'scheduled' && flow.book.date;
  // Built here, not from ./address, which the first screen need not load.
  const address: AddressForm = {
    addressName: '',
    company: '',
    vatId: '',
    street: flow.deliveryAddress.street,
    floorDoor: flow.deliveryAddress.floorDoor,
    city: flow.deliveryAddress.city,
    postalCode: flow.deliveryAddress.postalCode,
    countryId: flow.deliveryAddress.countryId,
  };
  return {
    step: kept.step,
    transport: transportType
      ? {
          transportType,
          transportInstant: scheduled ? 'scheduled' : 'asap',
          scheduledAt: scheduled ? flow.book.date! : null,
        }
      : null,
    deliveryType: flow.deliveryChoice.deliveryType ?? null,
    address: hasTyped(address) ? address : null,
  };
}

/**
 * The shop whose cart the visitor was ordering outside any campaign (one shop of the whole cart),
 * to open that order again after a reload; or null.
 */
export function shopOrderInProgress(flow: FlowState): number | null {
  const kept = flow.orderInProgress;
  return kept && kept.campaignId === null ? kept.shopId : null;
}
