import { paths } from '@island-eats/app-frame';
import { usePastOrders } from '../features/orders/api/use-past-orders';
import { RatedOrderHistory } from '../parts/rated-order-history';
import { sessionProfile } from '../features/profile/api/session-profile';
import { useProfile } from '../features/profile/api/use-profile';
import { ProfileView } from './profile-view';

/** /profile (SPEC.md §2 Profile); the shell sends visitors to / before this mounts. */
export default function ProfilePage() {
  const { profile: loaded } = useProfile();
  const pastOrders = usePastOrders();
  return (
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
}
