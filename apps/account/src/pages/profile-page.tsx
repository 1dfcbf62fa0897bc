import styled from 'styled-components';
import { paths } from '@island-eats/app-frame';
import { Container, Loader } from '@island-eats/ui';
import { usePastOrders } from '../features/orders/api/use-past-orders';
import { RatedOrderHistory } from '../parts/rated-order-history';
import { sessionProfile } from '../features/profile/api/session-profile';
import { useProfile } from '../features/profile/api/use-profile';
import { ProfileSummary } from '../features/profile/components/profile-summary';
import { AddressCard } from '../features/addresses/components/address-card';

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
  const { profile: loaded } = useProfile();
  const profile = loaded ?? sessionProfile();
  const pastOrders = usePastOrders();
  return (
    <Container padded>
      <h1>Profile</h1>
      <Layout>
        <Side>
          {profile ? <ProfileSummary profile={profile} /> : <Loader label="Loading profile" />}
          <AddressCard />
        </Side>
        <RatedOrderHistory {...pastOrders} trackPath={paths.orderStatus} />
      </Layout>
    </Container>
  );
}
