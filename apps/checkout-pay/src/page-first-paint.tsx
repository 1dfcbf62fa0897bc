import { paths } from '@island-eats/app-frame';
import { renderStatic } from '@island-eats/app-frame/render-static';
import CheckoutPage from './pages/checkout-page';

/**
 * The pages the shell's HTML paints before any script has run (build-config's pageFirstPaint):
 * /checkout as it first renders, its heading over the bill's loader, which its first render
 * then shows in the same place.
 */
export function renderFirstPaint() {
  return { Checkout: renderStatic(<CheckoutPage />, { location: paths.checkout() }) };
}
