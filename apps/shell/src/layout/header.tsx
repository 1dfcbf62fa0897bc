import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useSetAtom } from 'jotai';
import { useLoggedIn } from '@island-eats/app-frame/client';
import { Button, Container } from '@island-eats/ui';
import { paths } from '@island-eats/app-frame';
import { authFlowAtom } from '@island-eats/customer-features/auth';
import { AccountActions } from './account-actions';
import { Logo } from './logo';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.header};
`;

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  margin-right: auto;

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  white-space: nowrap;

  @media (max-width: 399.98px) {
    gap: 0;
  }
`;

/** SPEC.md §2 Layout. The About Us and Contact Us links are kept invisible. */
export function Header() {
  const loggedIn = useLoggedIn();
  const setAuthFlow = useSetAtom(authFlowAtom);
  const open = (entry: 'login' | 'signUp') =>
    setAuthFlow((flow) => ({ ...flow, step: 'login', entry }));

  return (
    <Bar>
      <Row>
        <Link to={paths.home()} aria-label="Island Eats home">
          <Logo />
        </Link>
        <Nav aria-label="Main">
          <NavLink to={paths.home()} end>
            Home
          </NavLink>
          <NavLink to={paths.aboutUs()} hidden>
            About Us
          </NavLink>
          <NavLink to={paths.contactUs()} hidden>
            Contact Us
          </NavLink>
        </Nav>
        <Actions>
          {loggedIn ? (
            <AccountActions />
          ) : (
            <>
              <Button variant="ghost" size="sm" onClick={() => open('login')}>
                Log In
              </Button>
              <Button size="sm" onClick={() => open('signUp')}>
                Sign Up
              </Button>
            </>
          )}
        </Actions>
      </Row>
    </Bar>
  );
}
