import { useParams } from 'react-router-dom';
import { paths } from '@island-eats/app-frame';
import { RemotePart } from '@island-eats/app-frame/remotes';

/**
 * /restro-menu/:outletId/checkout (SPEC.md §2): checkout-pay's own checkout, which leads back to
 * this outlet's menu and, once the order is placed, to the restaurant-only profile. Never a copy.
 */
export default function RestroCheckoutPage() {
  const { outletId = '' } = useParams();
  return (
    <RemotePart
      id="checkout_pay/checkout"
      props={{ successPath: paths.restroProfile(), exitPath: paths.restroMenu(outletId) }}
    />
  );
}
