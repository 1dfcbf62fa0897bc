import { useState } from 'react';
import styled from 'styled-components';
import { bus } from '@island-eats/event-bus';
import {
  Button,
  Container,
  EmptyState,
  HeartIcon,
  Loader,
  ViewToggle,
  type ListView,
} from '@island-eats/ui';
import { Pagination } from '@island-eats/ui/pagination';
import { useFavouritePage } from '../features/restaurants/api/use-favourite-page';
import { RestaurantList } from '../features/restaurants/components/restaurant-list';
import { useBrowseContext } from '../lib/use-browse-context';
import { ReadFailure } from '../lib/lazy-read-failure';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[4]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Pages = styled(Pagination)`
  margin: ${({ theme }) => theme.space[5]} 0;
`;

/** SPEC.md §2 Favorites: the user's favourite restaurants of this island, 10 a page. */
export default function FavoritesPage() {
  const { orderType, island, loggedIn } = useBrowseContext();
  const [view, setView] = useState<ListView>('grid');
  const [page, setPage] = useState(1);
  const list = useFavouritePage(orderType, page, `${island}:${loggedIn}`);
  // Removing the last favourite of the last page steps back to the page before it.
  if (list.status === 'ready' && page > list.lastPage) setPage(list.lastPage);

  return (
    <Container padded>
      <Head>
        <h1>Favorites</h1>
        <ViewToggle value={view} onChange={setView} label="Favorites view" />
      </Head>
      {list.status === 'loading' && list.restaurants.length === 0 ? (
        <Loader label="Loading favorites" />
      ) : list.error !== undefined ? (
        <ReadFailure message={list.error} onRetry={list.reload}>
          We could not load your favorites.
        </ReadFailure>
      ) : list.restaurants.length === 0 ? (
        <EmptyState
          icon={<HeartIcon />}
          action={
            loggedIn ? undefined : <Button onClick={() => bus.request('openLogin')}>Log In</Button>
          }
        >
          No Favorites List
        </EmptyState>
      ) : (
        <div aria-busy={list.status === 'loading'}>
          <RestaurantList
            restaurants={list.restaurants}
            orderType={orderType}
            view={view}
            label="Favorites"
            detailed
            onFavouriteChange={(_restaurant, liked) => {
              if (!liked) list.reload();
            }}
          />
          <Pages
            page={page}
            pageCount={list.lastPage}
            onChange={setPage}
            label="Favorites pages"
            busy={list.status === 'loading'}
          />
        </div>
      )}
    </Container>
  );
}
