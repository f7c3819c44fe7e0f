import type { ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import type { AddressErrors, AddressField, AddressForm } from '../rules/address';
import type { OrderSeller } from '../rules/cart';
import type { DeliveryOption, DeliveryType } from '../rules/delivery';
import type { KeptPickupPoint } from '../rules/orderFlow';
import type { Position } from '../rules/pickup';
import type { TransportType } from '../rules/transport';

export type DeliveryMethods = components['schemas']['DeliveryMethods'];
export type DeliveryRate = components['schemas']['DeliveryRate'];
export type DeliveryCountry = components['schemas']['DeliveryCountry'];
export type PickupPoint = components['schemas']['PickupPoint'];
export type SavedAddress = components['schemas']['SavedAddress'];

export interface DeliveryInput {
  shopId: number;
  transport: TransportType;
  /** The shop's delivery methods as the cart states them; null when it states none. */
  methods: DeliveryMethods | null;
  seller: OrderSeller;
  /** The signed-in user's token: their saved addresses are offered. */
  token: string | null;
  /** Where the visitor was before a reload: the way chosen and the address typed (kept). */
  resume?: DeliveryResume | null;
}

/** What the delivery step reports as the visitor goes (kept in the flow state for a reload). */
export interface DeliveryResume {
  deliveryType: DeliveryType | null;
  form: AddressForm | null;
  /**
   * The pickup point chosen. Given back after a reload, it is searched for again where it is:
   * still offered by the shop's method, it is chosen again; otherwise the visitor chooses.
   */
  pickupPoint?: KeptPickupPoint | null;
  /**
   * Opened again after a reload (the default): the point kept, found again, is chosen and the
   * step passed. Back to the step (false): the point is shown chosen where it was searched for,
   * and the visitor goes on or chooses another.
   */
  afterReload?: boolean;
  /** The postal code the pickup points were searched by, as typed (kept with the order). */
  pickupPostalCode?: string;
  /** Where the pickup points were searched (the postal code's place or the visitor's position). */
  pickupPosition?: Position | null;
}

/** What the visitor chose (SPEC 3 Flow state "Delivery address", "Delivery choice"). */
export interface DeliveryChoice {
  deliveryType: DeliveryType;
  shopDeliveryMethodId: number | null;
  cost: number;
  /** Home delivery: the address, saved (its id) or typed for this order. */
  address: AddressForm | null;
  deliveryAddressId: number | null;
  pickupPoint: PickupPoint | null;
}

/** What failed, so that a retry asks again. */
export type DeliveryCall = 'countries' | 'rates' | 'pickupPoints';

export interface DeliveryContext extends DeliveryInput {
  options: DeliveryOption[];
  deliveryType: DeliveryType | null;
  countries: DeliveryCountry[];
  /** The address typed for this order (no name needed), kept through every refusal. */
  form: AddressForm;
  fieldErrors: AddressErrors;
  /** The saved address chosen, while its rates are asked for. */
  savedAddressId: number | null;
  /** Something was typed (or a saved address chosen): no answer fills the form any more. */
  touched: boolean;
  /** The signed-in visitor's saved addresses, as the address book answered them. */
  savedAddresses: SavedAddress[];
  /** Whether the shop delivers to each saved address (by id), once its rates have answered. */
  savedUsable: Record<number, boolean>;
  /** The pickup search: a postal code, or the visitor's position. */
  pickupPostalCode: string;
  pickupPostalCodeInvalid: boolean;
  position: Position | null;
  pickupPoints: PickupPoint[];
  /** The last refusal or fault (SPEC 8), and the call a retry makes again. */
  error: ErrorCode | null;
  /** The middleware's words for a refusal the catalogue has no message for (SPEC 8). */
  errorDetail: string | null;
  failedCall: DeliveryCall | null;
  choice: DeliveryChoice | null;
  /** Opened again after a reload at the way chosen before: it goes straight to it, once. */
  resumedType: DeliveryType | null;
  /** Opened again with a pickup point chosen: found again, it is chosen, once. */
  keptPoint: KeptPickupPoint | null;
  /** After a reload the point kept, once chosen again, passes the step; back to it, it does not. */
  passesKeptPoint: boolean;
}

export type DeliveryEvent =
  | { type: 'delivery.choose'; deliveryType: DeliveryType }
  | { type: 'delivery.continue' }
  | { type: 'delivery.change'; field: AddressField; value: string }
  | { type: 'delivery.submit' }
  /** A saved address of the address book (the invoked chart's), to deliver to. */
  | { type: 'delivery.useSaved'; address: SavedAddress }
  /** From the address book: the saved addresses, as answered. */
  | { type: 'delivery.savedAddresses'; addresses: SavedAddress[] }
  | { type: 'delivery.pickupPostalCode'; value: string }
  | { type: 'delivery.search' }
  | { type: 'delivery.locate' }
  | { type: 'delivery.choosePoint'; id: string }
  | { type: 'delivery.retry' }
  | { type: 'delivery.back' };
