import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { Cuisine } from '@island-eats/api-client';
import { paths } from '@island-eats/app-frame';

interface Props {
  cuisines: Cuisine[];
}

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 2px 2px ${({ theme }) => theme.space[2]};
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  overflow-x: auto;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The cuisine filter: links to /restaurants/{cuisineId}, 'All' to /restaurants; a choice ends a search. */
export function CuisineFilter({ cuisines }: Props) {
  if (cuisines.length === 0) return null;
  return (
    <nav aria-label="Cuisines">
      <Chips>
        <li>
          <NavLink to={paths.restaurants()} end>
            All
          </NavLink>
        </li>
        {cuisines.map((cuisine) => (
          <li key={cuisine.id}>
            <NavLink to={paths.restaurants(cuisine.id)}>{cuisine.name}</NavLink>
          </li>
        ))}
      </Chips>
    </nav>
  );
}
