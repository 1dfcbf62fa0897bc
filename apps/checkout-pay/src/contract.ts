import type { ExposedModules } from '@island-eats/app-frame';
import type * as checkout from './exposed-checkout';
import type * as tipPaymentModal from './exposed-tip-payment-modal';
import type * as tipReturn from './exposed-tip-return';
import type * as checkoutPage from './pages/checkout-page';

/**
 * The files checkout-pay exposes (rspack.config.mjs), held by the compiler to its contract in
 * remote-contracts.ts: a module missing or extra, or an export of the wrong shape, fails
 * typecheck. The build checks that this file imports what rspack.config.mjs exposes.
 */
export type CheckoutPayExposes = ExposedModules<
  'checkout_pay',
  {
    'page/checkout': typeof checkoutPage;
    checkout: typeof checkout;
    'tip-payment-modal': typeof tipPaymentModal;
    'tip-return': typeof tipReturn;
  }
>;
