import { DEFAULT_COUNTRY_ID } from '../../domain/constants';
import type { FlowState } from '../../domain/flowState';
import type { AddressForm } from './address';
import type { DeliveryType } from './delivery';
import {
  keptNote,
  keptPointId,
  keptPosition,
  keptPrizeId,
  keptSearchPostalCode,
  keptTypedContact,
  keptVatId,
  type TypedContact,
} from './keptValues';
import { keptOrderOf, type OrderOrigin } from './orderKept';
import type { TransportChoice } from './transport';

/**
 * An order kept across a reload (SPEC 3 Flow state: transportType, transportInstant,
 * shoppingCartNotes, the delivery address and choice, the Contact's vatId): where the visitor was
 * (the menu, the cart, the delivery), with the transport chosen, the delivery type, the address
 * typed so far, the pickup point chosen, the note to the shop and the NIF confirmed, the contact
 * step's name, prefix and phone as typed. The order
 * chart reports it as it changes; the widget keeps it in the flow state and gives it back to the
 * order it opens for the same shop (and campaign) after a reload, read back checked.
 */
export interface OrderFlow {
  step: 'menu' | 'cart' | 'delivery';
  shopId: number;
  campaignId: number | null;
  /** The shop's service (type 7) the order was started from in the service list, or null. */
  serviceId: number | null;
  transport: TransportChoice | null;
  deliveryType: DeliveryType | null;
  /** The address typed for this order (not a saved one: that is asked again). */
  address: AddressForm | null;
  /** The pickup point chosen, by its shop's method (its position finds it again). */
  pickupPoint: KeptPickupPoint | null;
  /** The postal code the pickup points were searched by, as typed; or ''. */
  pickupPostalCode?: string;
  /** The note to the shop (SPEC 3 shoppingCartNotes), as the contact step confirmed it. */
  note: string;
  /** The NIF the order's invoice goes to (SPEC 3 Contact: vatId), as confirmed; or ''. */
  vatId: string;
  /**
   * The order's prize: the signed-in visitor's prize chosen at the review (OrderRequest.prizeId),
   * until the order made uses it; null or absent: none. Read back, the checkout offers it as
   * chosen only while it is one of the visitor's usable prizes (read at sign-in).
   */
  prizeId?: number | null;
  /** The contact step's name, prefix and phone as typed, not yet confirmed; absent: none. */
  contactTyped?: Partial<TypedContact>;
}

/** A pickup point chosen: which one, the shop's method it is of, and where it is. */
export interface KeptPickupPoint {
  id: string;
  shopDeliveryMethodId: number | null;
  latitude: number;
  longitude: number;
}

/** What an order opened again starts from. */
export type OrderResume = Omit<OrderFlow, 'shopId' | 'campaignId' | 'serviceId'>;

export type { OrderOrigin } from './orderKept';

const hasTyped = (address: AddressForm) =>
  [address.street, address.floorDoor, address.postalCode, address.city].some(
    (value) => value.trim() !== '',
  );

/**
 * The flow state with the order as it stands, or without any order (left, or ended): its note
 * and NIF go with it (the contact's notes too when they are that note).
 */
export function flowWithOrder(flow: FlowState, order: OrderFlow | null): FlowState {
  if (!order) {
    const note = flow.shoppingCartNotes;
    return {
      ...flow,
      isTransported: false,
      showMenu: false,
      orderInProgress: null,
      deliveryChoice: {},
      shoppingCartNotes: '',
      contact: {
        ...flow.contact,
        notes: note !== '' && flow.contact.notes === note ? '' : flow.contact.notes,
        vatId: flow.orderInProgress ? '' : flow.contact.vatId,
      },
      deliveryAddress: { ...flow.deliveryAddress, latitude: null, longitude: null },
    };
  }
  const { transport, address, pickupPoint } = order;
  return {
    ...flow,
    isTransported: true,
    showMenu: order.step === 'menu',
    orderInProgress: {
      step: order.step,
      shopId: order.shopId,
      campaignId: order.campaignId,
      // Only a service's order names one (the others keep the shape they always had).
      ...(order.serviceId !== null ? { serviceId: order.serviceId } : {}),
      // The order's prize: kept with this order only (another campaign's is not this one's).
      ...(order.prizeId != null ? { prizeId: order.prizeId } : {}),
      ...(order.pickupPostalCode ? { pickupPostalCode: order.pickupPostalCode } : {}),
      ...(order.contactTyped ? { contactTyped: order.contactTyped } : {}),
    },
    transportType: transport?.transportType ?? 'none',
    book: {
      ...flow.book,
      transportInstant: transport?.transportInstant ?? 'asap',
      date: transport?.transportInstant === 'scheduled' ? transport.scheduledAt : null,
    },
    deliveryChoice: order.deliveryType
      ? {
          deliveryType: order.deliveryType,
          ...(pickupPoint
            ? {
                pickupPoint: pickupPoint.id,
                shopDeliveryMethodId: pickupPoint.shopDeliveryMethodId,
              }
            : {}),
        }
      : {},
    shoppingCartNotes: order.note,
    contact: { ...flow.contact, vatId: order.vatId },
    deliveryAddress: {
      ...flow.deliveryAddress,
      ...(address
        ? {
            street: address.street,
            floorDoor: address.floorDoor,
            city: address.city,
            postalCode: address.postalCode,
            countryId: address.countryId ?? DEFAULT_COUNTRY_ID,
          }
        : {}),
      // Where the order goes: the pickup point's position, by which it is found again.
      latitude: pickupPoint?.latitude ?? null,
      longitude: pickupPoint?.longitude ?? null,
    },
  };
}

/** The pickup point kept, read back: an id, and a position on the globe; else none. */
function keptPickupPointOf(flow: FlowState): KeptPickupPoint | null {
  const { deliveryChoice, deliveryAddress } = flow;
  if (deliveryChoice.deliveryType !== 'PICKUP_POINT') return null;
  const id = keptPointId(deliveryChoice.pickupPoint);
  const position = keptPosition(deliveryAddress.latitude, deliveryAddress.longitude);
  const methodId = deliveryChoice.shopDeliveryMethodId;
  if (id === null || position === null) return null;
  return {
    id,
    shopDeliveryMethodId:
      typeof methodId === 'number' && Number.isSafeInteger(methodId) ? methodId : null,
    ...position,
  };
}

/**
 * The order kept for this campaign (or this shop's service, or this shop's cart outside any
 * campaign), to open it where the visitor was; or null.
 */
export function orderResumeOf(flow: FlowState, origin: OrderOrigin): OrderResume | null {
  const kept = keptOrderOf(flow, origin)?.orderInProgress;
  if (!kept) return null;
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
  const pickupPostalCode = keptSearchPostalCode(kept.pickupPostalCode);
  const contactTyped = keptTypedContact(kept.contactTyped);
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
    pickupPoint: keptPickupPointOf(flow),
    note: keptNote(flow.shoppingCartNotes),
    vatId: keptVatId(flow.contact.vatId),
    prizeId: keptPrizeId(kept.prizeId),
    ...(pickupPostalCode ? { pickupPostalCode } : {}),
    ...(contactTyped ? { contactTyped } : {}),
  };
}

/** Read by the widget from ./orderKept, which the first screen loads without this module. */
export { serviceOrderInProgress, shopOrderInProgress } from './orderKept';
