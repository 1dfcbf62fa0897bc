// `@island-eats/ui/cart-bill`: the cart's bill and its limit warning, one component for My Cart
// (menu-cart) and checkout (checkout-pay).
export { BillLines } from './bill-lines';
export { LimitWarning, LIMIT_MESSAGE, type LimitWarningProps } from './limit-warning';
export { visibleBillLines, type BillLine } from './visible-bill-lines';
