import { useParams } from 'react-router-dom';
import { paths } from '@island-eats/app-frame';
import { useLoggedIn } from '@island-eats/app-frame/client';
import { RemotePart } from '@island-eats/app-frame/remotes';
import { CartNote } from '@island-eats/customer-features/cart-note';
import { bus } from '@island-eats/event-bus';
import { Button, Container, EmptyState } from '@island-eats/ui';
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
  const { data: info } = useOutletInfo(outletId, { firstRead: true });
  const loggedIn = useLoggedIn();
  return (
    <RestroLayout outletId={outletId} info={info} contained={!loggedIn}>
      {loggedIn ? (
        <>
          {/* a reorder from this outlet's history lands here */}
          <Container>
            <CartNote />
          </Container>
          <RemotePart
            id="checkout_pay/checkout"
            props={{ successPath: paths.restroProfile(), exitPath: paths.restroMenu(param ?? '') }}
          />
        </>
      ) : (
        <EmptyState action={<Button onClick={() => bus.request('openLogin')}>Log In</Button>}>
          Log in to check out.
        </EmptyState>
      )}
    </RestroLayout>
  );
}
