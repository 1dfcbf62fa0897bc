import { useState } from 'react';
import styled from 'styled-components';
import type { PastOrder } from '@island-eats/api-client';
import { Container, Loader, loadedWhenShown } from '@island-eats/ui';
import { usePastOrders } from '../features/orders/api/use-past-orders';
import { OrderHistory } from '../features/orders/components/order-history';
import { offersTip } from '../features/orders/utils/order-action';
import { useProfile } from '../features/profile/api/use-profile';
import { ProfileSummary } from '../features/profile/components/profile-summary';
import { AddressCard } from '../features/addresses/components/address-card';

// the rating forms load the first time a customer rates
const RatingModal = loadedWhenShown(
  () => import('../features/rating/components/rating-modal').then((module) => module.RatingModal),
  (props) => props.order !== null,
);

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(280px, 1fr) 2fr;
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** /profile (SPEC.md §2 Profile); the shell sends visitors to / before this mounts. */
export default function ProfilePage() {
  const { profile } = useProfile();
  const { orders, loading, reload } = usePastOrders();
  const [rating, setRating] = useState<PastOrder | null>(null);
  return (
    <Container padded>
      <h1>Profile</h1>
      <Layout>
        <Side>
          {profile ? <ProfileSummary profile={profile} /> : <Loader label="Loading profile" />}
          <AddressCard />
        </Side>
        <OrderHistory orders={orders} loading={loading} onRate={setRating} />
      </Layout>
      {/* PAY NOW opens checkout-pay's tip payment modal once its contract exists; until then
          the rating takes no tip (onPayTip unset hides the block). */}
      <RatingModal
        order={rating}
        offersTip={rating ? offersTip(rating) : false}
        onClose={() => setRating(null)}
        onRated={() => {
          setRating(null);
          reload();
        }}
      />
    </Container>
  );
}
