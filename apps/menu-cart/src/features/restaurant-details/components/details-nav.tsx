import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@island-eats/app-frame';

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const VIEWS = [
  { path: 'menu', label: 'Menu' },
  { path: 'reviews', label: 'Reviews' },
  { path: 'info', label: 'Info' },
] as const;

/** The three child views of the details page; Menu is also the page's default view. */
export function DetailsNav({ outletId, current }: { outletId: number; current: string }) {
  return (
    <Nav aria-label="Restaurant sections">
      {VIEWS.map((view) => (
        <NavLink
          key={view.path}
          to={paths.restaurantDetails(outletId, view.path)}
          aria-current={current === view.path ? 'page' : undefined}
          replace
        >
          {view.label}
        </NavLink>
      ))}
    </Nav>
  );
}
