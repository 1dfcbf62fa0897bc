import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { STAFF_SIGNED_OUT } from '@island-eats/api-client/answer-texts';
import { staffLogout } from '@island-eats/api-client/staff';
import { SkipLink } from '@island-eats/app-frame/page-focus';
import { Container, notify } from '@island-eats/ui';
import { OrderBoard } from '../staff/order-board';
import { StaffJoin } from '../staff/staff-join';
import { StaffSignIn } from '../staff/staff-sign-in';
import { keepStaffSession, useStaffSession, type StaffSession } from '../staff/staff-session';

const Header = styled.header`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primaryDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Narrow = styled.div`
  max-width: 480px;
  form {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

/**
 * /restro-menu/staff: the restaurant's side (issue 36). A staff member signs in (or joins by
 * an owner's `?invitation=` link) and gets the live order board of their outlets. Its code is
 * its own chunk: a guest's menu never loads it.
 */
export default function RestroStaffPage() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const invitation = new URLSearchParams(search).get('invitation');
  const session = useStaffSession();

  const signedIn = (next: StaffSession | null) => {
    keepStaffSession(next);
    // a used invitation link leaves the address bar: a reload shows the board, not the form
    if (next && invitation) void navigate(pathname, { replace: true });
  };
  const signOut = async () => {
    if (session) await staffLogout(session.token).catch(() => undefined);
    signedIn(null);
    notify.success(STAFF_SIGNED_OUT);
  };

  return (
    <>
      <SkipLink />
      <Header>Island Eats · Restaurant</Header>
      <main id="main" tabIndex={-1}>
        <Container padded>
          {session ? (
            <OrderBoard
              session={session}
              onSignOut={() => void signOut()}
              onSignedOut={() => {
                signedIn(null);
                notify.error('Your staff session has ended. Please sign in again.');
              }}
            />
          ) : (
            <Narrow>
              {invitation ? (
                <StaffJoin invitation={invitation} onSignedIn={signedIn} />
              ) : (
                <StaffSignIn onSignedIn={signedIn} />
              )}
            </Narrow>
          )}
        </Container>
      </main>
    </>
  );
}
