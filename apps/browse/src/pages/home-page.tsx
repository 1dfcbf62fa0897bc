import { useState } from 'react';
import { Container, EmptyState } from '@island-eats/ui';
import { Hero } from '../features/home/components/hero';
import { useFavouriteOverrides } from '../features/restaurants/api/use-favourite-overrides';
import { useRestaurantList } from '../features/restaurants/api/use-restaurant-list';
import { CardSkeletons } from '../features/restaurants/components/card-skeletons';
import { RestaurantCarousels } from '../features/restaurants/components/restaurant-carousels';
import { useBrowseContext } from '../lib/use-browse-context';
import { HomeControls } from './home-controls';
import { ReadFailure } from '../lib/lazy-read-failure';

export default function HomePage() {
  const { orderType, island, loggedIn } = useBrowseContext();
  // A new delivery point or a login (hearts) means the list must be read again.
  const [pointVersion, setPointVersion] = useState(0);
  const list = useRestaurantList({ orderType }, `${island}:${loggedIn}:${pointVersion}`);
  const favourites = useFavouriteOverrides();
  return (
    <>
      <Hero />
      <Container>
        <HomeControls
          orderType={orderType}
          island={island}
          loggedIn={loggedIn}
          onPointChosen={() => setPointVersion((v) => v + 1)}
        />
        {list.status === 'loading' ? (
          <CardSkeletons title="Restaurants Near By" />
        ) : list.status === 'failed' ? (
          <ReadFailure message={list.error} onRetry={list.retry}>
            We could not load the restaurants.
          </ReadFailure>
        ) : list.restaurants.length === 0 ? (
          <EmptyState>No restaurants available for this location</EmptyState>
        ) : (
          <RestaurantCarousels
            restaurants={favourites.apply(list.restaurants)}
            orderType={orderType}
            onFavouriteChange={favourites.onFavouriteChange}
          />
        )}
      </Container>
    </>
  );
}
