import { CartPanel } from './features/cart/components/cart-panel';

/** menu_cart/cart-panel (remote-contracts.ts: CartPanelModule): the default export. */
export default CartPanel;
