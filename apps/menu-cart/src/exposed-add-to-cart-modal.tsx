import { AddToCartModal } from './features/cart/components/add-to-cart-modal';

/** menu_cart/add-to-cart-modal (remote-contracts.ts: AddToCartModalModule): the default export. */
export default AddToCartModal;
