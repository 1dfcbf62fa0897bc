import { useState } from 'react';
import { getSession } from '@island-eats/api-client';
import { paths } from '@island-eats/app-frame';
import { useLoggedIn } from '@island-eats/app-frame/client';
import { RemotePart } from '@island-eats/app-frame/remotes';
import { bus } from '@island-eats/event-bus';
import { Button, EmptyState, loadedWhenShown } from '@island-eats/ui';
import { PageHead } from '../layout/page-head';
import { RestroLayout } from '../layout/restro-layout';
import { guestOutlet } from '../lib/guest-outlet';
import { useOutletInfo } from '../lib/use-outlet-info';

// loaded the first time Log Out asks for confirmation
const LogoutConfirm = loadedWhenShown(
  () =>
    import('@island-eats/customer-features/logout-confirm').then((module) => module.LogoutConfirm),
  (props) => props.open,
);

/**
 * /restro-menu/profile (SPEC.md §2): the guest's orders at the outlet whose menu they came from
 * (account's own history, rating and tip), and Log Out back to that menu.
 */
export default function RestroProfilePage() {
  const outletId = guestOutlet();
  const { data: info } = useOutletInfo(outletId, { firstRead: true });
  const loggedIn = useLoggedIn();
  const [confirming, setConfirming] = useState(false);
  const session = getSession();

  return (
    <RestroLayout outletId={outletId} info={info}>
      <PageHead>
        <div>
          <h1>My Orders</h1>
          {session && <p>{session.userName}</p>}
        </div>
        {loggedIn && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Log Out
          </Button>
        )}
      </PageHead>
      {!loggedIn ? (
        <EmptyState action={<Button onClick={() => bus.request('openLogin')}>Log In</Button>}>
          Log in to see your orders.
        </EmptyState>
      ) : outletId === null ? (
        <EmptyState>
          Scan your table card to see this restaurant&apos;s menu and your orders.
        </EmptyState>
      ) : (
        <RemotePart id="account/outlet-orders" props={{ outletId }} />
      )}
      <LogoutConfirm
        open={confirming}
        onClose={() => setConfirming(false)}
        afterPath={outletId !== null ? paths.restroMenu(outletId) : paths.restroProfile()}
      />
    </RestroLayout>
  );
}
