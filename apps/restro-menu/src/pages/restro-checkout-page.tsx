import { useParams } from 'react-router-dom';
import { paths } from '@island-eats/app-frame';
import { RemotePart } from '@island-eats/app-frame/remotes';
import { RestroLayout } from '../layout/restro-layout';
import { outletIdOf } from '../lib/outlet-id';
import { useOutletInfo } from '../lib/use-outlet-info';

/**
 * /restro-menu/:outletId/checkout (SPEC.md §2): checkout-pay's own checkout, which leads back to
 * this outlet's menu and, once the order is placed, to the restaurant-only profile. Never a copy.
 */
export default function RestroCheckoutPage() {
  const param = useParams().outletId;
  const outletId = outletIdOf(param);
  const { data: info } = useOutletInfo(outletId);
  return (
    <RestroLayout outletId={outletId} info={info} contained={false}>
      <RemotePart
        id="checkout_pay/checkout"
        props={{ successPath: paths.restroProfile(), exitPath: paths.restroMenu(param ?? '') }}
      />
    </RestroLayout>
  );
}
