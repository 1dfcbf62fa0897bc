import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { UserProfile } from '@island-eats/api-client';
import { Container, Loader } from '@island-eats/ui';
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

/**
 * /profile's layout (SPEC.md §2 Profile): the customer's details and addresses beside their
 * order history (`history`).
 */
export function ProfileView({ profile, history }: { profile?: UserProfile; history: ReactNode }) {
  return (
    <Container padded>
      <h1>Profile</h1>
      <Layout>
        <Side>
          {profile ? <ProfileSummary profile={profile} /> : <Loader label="Loading profile" />}
          <AddressCard />
        </Side>
        {history}
      </Layout>
    </Container>
  );
}
