import type { ParentRequests } from './parent/protocol';

/**
 * What the parent window hears of the visitor's cart (SPEC 7's "discard cart" and "remove cart
 * item" messages), so that a parent app showing the cart (a badge, its own cart screen) follows
 * it: an item the middleware removed, and the cart gone once an order was made of it. Told from
 * the one place each happens (the cart chart, the checkout chart); the shell points it at the
 * parent bridge. Without a parent (or in tests) nobody is told.
 */
export type ParentCartMessage =
  | { type: 'removeCartItem'; payload: ParentRequests['removeCartItem']['payload'] }
  | { type: 'discardCart'; payload: ParentRequests['discardCart']['payload'] };

let tell: (message: ParentCartMessage) => void = () => undefined;

/** Set by the shell: the parent bridge's request, where there is a parent. */
export function configureParentCart(next: (message: ParentCartMessage) => void): void {
  tell = next;
}

export function tellParentCart(message: ParentCartMessage): void {
  tell(message);
}
