// The customer's cart, for every app that reads, keeps, forgets or clears it. A subpath of its
// own: the first load of / takes only what its order-type toggle and session endings use.
export { readCart } from './read-cart';
export { cartHasItems, forgetCart, forgetCartView, keepCart, keptCart } from './kept-cart';
export { clearCartEverywhere } from './clear-cart-everywhere';
