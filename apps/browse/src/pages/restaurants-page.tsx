import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ChevronLeftIcon,
  Container,
  EmptyState,
  Loader,
  ViewToggle,
} from '@island-eats/ui';
import type { ListView } from '@island-eats/ui';
import { paths } from '@island-eats/app-frame';
import { useCuisines } from '../features/cuisines/api/use-cuisines';
import { CuisineFilter } from '../features/cuisines/components/cuisine-filter';
import { LocationChoice } from '../features/location/components/location-choice';
import { OrderTypeToggle } from '@island-eats/customer-features/order-type-toggle';
import { useFavouriteOverrides } from '../features/restaurants/api/use-favourite-overrides';
import { useRestaurantPages } from '../features/restaurants/api/use-restaurant-pages';
import { RestaurantList } from '../features/restaurants/components/restaurant-list';
import { RestaurantSearchForm } from '../features/search/components/restaurant-search-form';
import { useBrowseContext } from '../lib/use-browse-context';
import { ReadFailure } from '../lib/lazy-read-failure';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0;
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  a {
    display: inline-flex;
    color: inherit;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[5]} 0;
`;

/** SPEC.md §2 Restaurants page: /restaurants and /restaurants/{cuisineId}. */
export default function RestaurantsPage() {
  const { orderType, island, loggedIn } = useBrowseContext();
  const { cuisineId: cuisineParam } = useParams();
  // the search in the address, as useSearchParams would give it (which the shared router leaves
  // out: every page's first load would carry it)
  const navigate = useNavigate();
  const search = new URLSearchParams(useLocation().search).get('search') ?? '';
  const cuisineId = Number(cuisineParam) > 0 ? Number(cuisineParam) : undefined;
  const cuisines = useCuisines(island);
  const cuisine = cuisines.find((c) => c.id === cuisineId);
  const [view, setView] = useState<ListView>('grid');
  const favourites = useFavouriteOverrides();
  const list = useRestaurantPages(
    { orderType, cuisineId: search ? undefined : cuisineId, search },
    `${island}:${loggedIn}`,
  );

  const failure = list.error !== undefined && (
    <ReadFailure message={list.error} onRetry={list.retry}>
      We could not load the restaurants.
    </ReadFailure>
  );
  const heading = search ? `Results for "${search}"` : (cuisine?.name ?? 'Restaurants');
  return (
    <Container padded>
      <Title>
        <Link to={paths.home()} aria-label="Back">
          <ChevronLeftIcon />
        </Link>
        <h1>{heading}</h1>
      </Title>
      <Bar>
        <OrderTypeToggle value={orderType} />
        <LocationChoice value={island} />
      </Bar>
      <Bar>
        <RestaurantSearchForm
          key={search}
          initial={search}
          onSearch={(name) =>
            navigate({ search: name ? `?${new URLSearchParams({ search: name })}` : '' })
          }
        />
        <ViewToggle value={view} onChange={setView} label="Restaurants view" />
      </Bar>
      <CuisineFilter cuisines={cuisines} />
      {list.loading ? (
        <Loader label="Loading restaurants" />
      ) : list.restaurants.length === 0 ? (
        failure || <EmptyState>No restaurants available for this location</EmptyState>
      ) : (
        <>
          <RestaurantList
            restaurants={favourites.apply(list.restaurants)}
            orderType={orderType}
            view={view}
            label={heading}
            onFavouriteChange={favourites.onFavouriteChange}
          />
          {failure}
          <More>
            {list.canShowLess && (
              <Button variant="secondary" onClick={list.showLess}>
                View Less
              </Button>
            )}
            {(list.canShowMore || list.loadingMore) && (
              <Button onClick={list.showMore} loading={list.loadingMore}>
                View More
              </Button>
            )}
          </More>
        </>
      )}
    </Container>
  );
}
