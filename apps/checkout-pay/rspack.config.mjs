import { createAppConfig } from '@island-eats/build-config';

export default createAppConfig({
  dir: import.meta.dirname,
  exposes: {
    './page/checkout': './src/pages/checkout-page.tsx',
    './checkout': './src/exposed-checkout.tsx',
    './tip-payment-modal': './src/exposed-tip-payment-modal.tsx',
    './tip-return': './src/exposed-tip-return.tsx',
  },
});
