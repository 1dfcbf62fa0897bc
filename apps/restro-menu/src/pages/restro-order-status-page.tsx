import { useParams } from 'react-router-dom';
import { paths } from '@island-eats/app-frame';
import { useLoggedIn } from '@island-eats/app-frame/client';
import { RemotePart } from '@island-eats/app-frame/remotes';
import { bus } from '@island-eats/event-bus';
import { Button, EmptyState } from '@island-eats/ui';
import { RestroLayout } from '../layout/restro-layout';
import { guestOutlet } from '../lib/guest-outlet';
import { useOutletInfo } from '../lib/use-outlet-info';

/** /restro-order-status/:id (SPEC.md §2): account's Track Order in the outlet's layout. */
export default function RestroOrderStatusPage() {
  const orderId = Number(useParams().id);
  const outletId = guestOutlet();
  const { data: info } = useOutletInfo(outletId, { firstRead: true });
  const loggedIn = useLoggedIn();
  return (
    <RestroLayout outletId={outletId} info={info} contained={!loggedIn}>
      {loggedIn ? (
        <RemotePart
          id="account/order-tracking"
          props={{ orderId, backPath: paths.restroProfile() }}
        />
      ) : (
        <EmptyState action={<Button onClick={() => bus.request('openLogin')}>Log In</Button>}>
          Log in to track your order.
        </EmptyState>
      )}
    </RestroLayout>
  );
}
