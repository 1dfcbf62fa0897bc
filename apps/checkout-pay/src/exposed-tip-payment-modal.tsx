// checkout-pay's `./tip-payment-modal` (remote-contracts.ts TipPaymentModalModule), for account.
export { TipPaymentModal as default } from './features/tip/components/tip-payment-modal';
