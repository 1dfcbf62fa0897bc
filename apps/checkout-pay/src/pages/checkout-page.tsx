import { paths } from '@island-eats/app-frame';
import { CheckoutView } from '../features/checkout/components/checkout-view';

/** /checkout (SPEC.md §2); the shell sends visitors to / before this mounts. */
export default function CheckoutPage() {
  return <CheckoutView successPath={paths.profile()} exitPath={paths.home()} />;
}
