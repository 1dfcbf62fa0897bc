import { stored, type CartView } from '@island-eats/api-client';
import { bus } from '@island-eats/event-bus';

/** The header's count is the number of dishes (quantities summed), as cartCount counts them. */
const itemCount = (cart: CartView) =>
  cart.dishes.dishes.reduce((sum, line) => sum + line.dishQuantity, 0);

/**
 * The cart as last read, kept so that a view opening shows it while its own read is on the way
 * (in this tab and the next, hence storage), and the header's count of it. null: none kept.
 */
export function keptCart(): CartView | null {
  return stored.get('viewCart');
}

/** Keeps a cart just read for every view and the header's count; null (empty) forgets it. */
export function keepCart(cart: CartView | null): void {
  if (!cart) return forgetCart();
  stored.set('viewCart', cart);
  bus.publish('cartCount', itemCount(cart));
}

/**
 * Forgets the cart in this browser (the server's is the caller's business): no kept view, and
 * a count of 0, as after an order, a logout or an emptied cart.
 */
export function forgetCart(): void {
  forgetCartView();
  bus.publish('cartCount', 0);
}

/**
 * Forgets only the kept view: the server's cart changed behind it (a reorder), and the caller
 * reads the count again rather than showing 0 meanwhile.
 */
export function forgetCartView(): void {
  stored.remove('viewCart');
}

/**
 * The cart holds something a change of order type or island would clear. The header's count
 * answers without a read: it is published with every cart kept or forgotten and every count read.
 */
export function cartHasItems(): boolean {
  return (bus.last('cartCount') ?? 0) > 0;
}
