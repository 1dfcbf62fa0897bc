// checkout-pay's `./tip-return` (remote-contracts.ts TipReturnModule), for account's profile.
export { TipReturn as default } from './features/tip/components/tip-return';
