import { DateTime } from 'luxon';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { deliveryMachine } from '../delivery/delivery.machine';
import type { menuMachine } from '../menu/menu.machine';
import {
  isItemAddable,
  isItemAvailable,
  menuSections,
  setMenuOf,
  type SetMenu,
} from '../rules/menu';
import type { OrderSeller } from '../rules/cart';
import { wallClock } from '../rules/schedule';
import type { TransportChoice, TransportType } from '../rules/transport';
import type { transportMachine } from '../transport/transport.machine';
import type { cartMachine } from './cart.machine';
import type { orderMachine } from './order.machine';

export type OrderActor = ActorRefFrom<typeof orderMachine>;
export type CartActor = ActorRefFrom<typeof cartMachine>;
export type MenuActor = ActorRefFrom<typeof menuMachine>;
export type TransportActor = ActorRefFrom<typeof transportMachine>;
export type DeliveryActor = ActorRefFrom<typeof deliveryMachine>;
type OrderSnapshot = SnapshotFrom<typeof orderMachine>;
type CartSnapshot = SnapshotFrom<typeof cartMachine>;
type MenuSnapshot = SnapshotFrom<typeof menuMachine>;
type TransportSnapshot = SnapshotFrom<typeof transportMachine>;

/** The order's step on screen. */
export type OrderStep = 'transport' | 'menu' | 'cart' | 'delivery' | 'checkout' | 'left';

export function selectOrderStep(snapshot: OrderSnapshot): OrderStep {
  if (snapshot.matches({ shopping: 'choosingTransport' })) return 'transport';
  if (snapshot.matches({ shopping: 'browsing' })) return 'menu';
  if (snapshot.matches({ shopping: 'reviewing' })) return 'cart';
  if (snapshot.matches({ shopping: 'choosingDelivery' })) return 'delivery';
  if (snapshot.matches({ shopping: 'checkingOut' })) return 'checkout';
  return 'left';
}

export const selectCartActor = (snapshot: OrderSnapshot) => snapshot.children.cart;
export const selectMenuActor = (snapshot: OrderSnapshot) => snapshot.children.menu;
export const selectTransportActor = (snapshot: OrderSnapshot) => snapshot.children.transport;
export const selectDeliveryActor = (snapshot: OrderSnapshot) => snapshot.children.delivery;
export const selectCheckoutActor = (snapshot: OrderSnapshot) => snapshot.children.checkout;
export const selectDelivery = (snapshot: OrderSnapshot) => snapshot.context.delivery;
export const selectTransport = (snapshot: OrderSnapshot): TransportChoice | null =>
  snapshot.context.transport;

/** How the cart is priced: the transport chosen (delivery costs) and who sells. */
export interface CartPricing {
  transport: TransportType | null;
  seller: OrderSeller;
  /** What the delivery chosen costs, once chosen. */
  deliveryCost?: number | null;
}

/** The order's pricing of its cart: the transport, the seller and the delivery chosen so far. */
export const selectCartPricing = (snapshot: OrderSnapshot): CartPricing => ({
  transport: snapshot.context.transport?.transportType ?? null,
  seller: snapshot.context.seller,
  deliveryCost: snapshot.context.delivery?.cost ?? null,
});

/** What the order is, for its heading. */
export function selectOrderHeading(snapshot: OrderSnapshot) {
  return { title: snapshot.context.title, shopName: snapshot.context.shopName };
}

// ------------------------------------------------------------------ transport

export interface TimeOption {
  value: string;
  /** 0 today, 1 tomorrow (at the shop's clock). */
  day: number;
  /** "12:45" */
  time: string;
  /** The wall-clock moment at the shop (for a day further away, written with its date). */
  at: { year: number; month: number; day: number };
}

const timeOptions = new WeakMap<
  readonly string[],
  { zone: string; now: number; options: TimeOption[] }
>();

/** Days since the epoch of a calendar day (`2026-03-03`): plain calendar arithmetic. */
const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) /
  86_400_000;

/**
 * The scheduled times offered, as the shop's clock shows them: worked out once per list of times
 * (the chart keeps one until the schedule arrives), each read at the shop's wall clock.
 */
export function selectTimeOptions(snapshot: TransportSnapshot): TimeOption[] {
  const { times, zone, now } = snapshot.context;
  const known = timeOptions.get(times);
  if (known && known.zone === zone && known.now === now) return known.options;
  const today = wallClock(new Date(now).toISOString(), zone);
  const options: TimeOption[] = [];
  for (const value of times) {
    const at = wallClock(value, zone);
    if (!at || !today) continue;
    const hour = Math.floor(at.minute / 60);
    const minute = at.minute % 60;
    options.push({
      value,
      day: dayNumber(at.day) - dayNumber(today.day),
      time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
      at: {
        year: Number(at.day.slice(0, 4)),
        month: Number(at.day.slice(5, 7)),
        day: Number(at.day.slice(8, 10)),
      },
    });
  }
  timeOptions.set(times, { zone, now, options });
  return options;
}

/** The chosen time as the shop's clock shows it, or null (as soon as possible). */
export function scheduledLabel(
  choice: TransportChoice,
  zone: string,
  now: number,
): TimeOption | null {
  if (choice.transportInstant !== 'scheduled' || !choice.scheduledAt) return null;
  const at = DateTime.fromISO(choice.scheduledAt, { zone });
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  return {
    value: choice.scheduledAt,
    day: Math.round(at.startOf('day').diff(today, 'days').days),
    time: at.toFormat('HH:mm'),
    at: { year: at.year, month: at.month, day: at.day },
  };
}

// ------------------------------------------------------------------ menu

export interface MenuItemView {
  id: number;
  name: string;
  description: string | null;
  price: number;
  priceBefore: number | null;
  available: boolean;
  addable: boolean;
}

export interface MenuSectionView {
  key: string;
  name: string;
  type: 'PRODUCTS' | 'MENU';
  /** A MENU section ordered whole, at its own price; null: its items only. */
  setMenu: SetMenu | null;
  items: MenuItemView[];
}

export type MenuStep = 'loading' | 'showing' | 'noDigitalMenu' | 'menuNotActive' | 'failed';

export function selectMenuStep(snapshot: MenuSnapshot): MenuStep {
  for (const step of ['showing', 'noDigitalMenu', 'menuNotActive', 'failed'] as const) {
    if (snapshot.matches(step)) return step;
  }
  return 'loading';
}

export function selectMenuSections(snapshot: MenuSnapshot): MenuSectionView[] {
  return menuSections(snapshot.context.menu).map((section, index) => ({
    key: `${section.id ?? index}`,
    name: section.name,
    type: section.type,
    setMenu: setMenuOf(section),
    items: section.items.map((item) => ({
      id: item.id,
      name: item.name,
      description: item.description ?? null,
      price: item.price,
      priceBefore:
        item.priceBeforeDiscount !== undefined && item.priceBeforeDiscount > item.price
          ? item.priceBeforeDiscount
          : null,
      available: isItemAvailable(item),
      addable: isItemAddable(section, item),
    })),
  }));
}

// ------------------------------------------------------------------ cart

export type CartStep = 'loading' | 'failed' | 'filled' | 'empty' | 'busy';

export function selectCartStep(snapshot: CartSnapshot): CartStep {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('filled')) return 'filled';
  if (snapshot.matches('empty')) return 'empty';
  return 'busy';
}
