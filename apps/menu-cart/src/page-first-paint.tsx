import { paths } from '@island-eats/app-frame';
import { renderStatic } from '@island-eats/app-frame/render-static';
import MyCartPage from './pages/my-cart-page';

/**
 * The pages the shell's HTML paints before any script has run (build-config's pageFirstPaint):
 * /my-cart as it first renders, its heading over the cart's loader, which its first render then
 * shows in the same place.
 */
export function renderFirstPaint() {
  return { MyCart: renderStatic(<MyCartPage />, { location: paths.myCart() }) };
}
