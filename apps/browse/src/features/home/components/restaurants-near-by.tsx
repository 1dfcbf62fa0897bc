import styled from 'styled-components';
import { EmptyState, Loader, media } from '@island-eats/ui';
import { useRestaurantList } from '../../restaurants/api/use-restaurant-list';
import { RestaurantCard } from '../../restaurants/components/restaurant-card';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 1fr;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[6]};

  h2 {
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;

export function RestaurantsNearBy() {
  const list = useRestaurantList();
  return (
    <Section aria-labelledby="near-by-title" aria-busy={list.status === 'loading'}>
      <h2 id="near-by-title">Restaurants Near By</h2>
      {list.status === 'loading' ? (
        <Loader label="Loading restaurants" />
      ) : list.restaurants.length === 0 ? (
        <EmptyState>No restaurants available for this location</EmptyState>
      ) : (
        <Grid>
          {list.restaurants.map((restaurant) => (
            <li key={restaurant.restaurantId}>
              <RestaurantCard restaurant={restaurant} />
            </li>
          ))}
        </Grid>
      )}
    </Section>
  );
}
