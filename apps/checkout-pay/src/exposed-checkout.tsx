// checkout-pay's `./checkout` (remote-contracts.ts CheckoutViewModule): restro-menu's checkout.
export { CheckoutView as default } from './features/checkout/components/checkout-view';
