import { paths } from '@island-eats/app-frame';
import { PageFirstPaint } from '@island-eats/app-frame/page-first-paint';
import { usePastOrders } from '../features/orders/api/use-past-orders';
import { RatedOrderHistory } from '../parts/rated-order-history';
import { sessionProfile } from '../features/profile/api/session-profile';
import { useProfile } from '../features/profile/api/use-profile';
import { ProfileView } from './profile-view';

/** /profile (SPEC.md §2 Profile); the shell sends visitors to / before this mounts. */
export default function ProfilePage() {
  const { profile: loaded, loading } = useProfile();
  const pastOrders = usePastOrders();
  const view = (
    <ProfileView
      profile={loaded ?? sessionProfile()}
      history={
        <RatedOrderHistory
          {...pastOrders}
          trackPath={paths.orderStatus}
          receiptPath={paths.orderReceipt}
          cartPath={paths.myCart()}
        />
      }
    />
  );
  // the page as its server painted it with this customer's data, until that data is first in
  // here (a reload keeps the page, and the rating modal open on it, as it is)
  const firstReads =
    (loading && loaded === undefined) || (pastOrders.loading && pastOrders.orders === undefined);
  return firstReads ? <PageFirstPaint fallback={view} /> : view;
}
