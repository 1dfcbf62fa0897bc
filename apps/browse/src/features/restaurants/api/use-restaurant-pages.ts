import { useCallback, useState } from 'react';
import type { RestaurantListItem } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';
import { fetchRestaurants, type RestaurantQuery } from './fetch-restaurants';

/** SPEC.md §9: the restaurants page shows 16, View More adds 16, View Less removes 16. */
export const PAGE_STEP = 16;

interface Loaded {
  /** The query these restaurants answer; a new one starts over. */
  key: string;
  restaurants: RestaurantListItem[];
  /** The next server page to ask for; beyond `lastPage` there is none. */
  nextPage: number;
  lastPage: number;
  shown: number;
}

const fresh = (key: string): Loaded => ({
  key,
  restaurants: [],
  nextPage: 1,
  lastPage: Infinity,
  shown: PAGE_STEP,
});

/**
 * The restaurants page's list: server pages of 10 read as far as the shown count needs, so
 * View More asks the server only for what it is about to show.
 */
export function useRestaurantPages(query: RestaurantQuery, refreshKey = '') {
  const { orderType, cuisineId, favourites, search } = query;
  const key = JSON.stringify([orderType, cuisineId, favourites, search, refreshKey]);
  const [state, setState] = useState<Loaded>(() => fresh(key));
  // A new query starts over at once, in this render, so no effect sees the old list.
  const current = state.key === key ? state : fresh(key);
  if (current !== state) setState(current);

  const wanted = current.restaurants.length < current.shown && current.nextPage <= current.lastPage;
  const next = useRequest(
    () => fetchRestaurants({ orderType, cuisineId, favourites, search }, current.nextPage),
    [key, current.nextPage],
    { skip: !wanted, quiet: true },
  );
  // A failed page is shown as a failure (the list keeps what it has) and read again, by
  // useRequest while the API is away, or by Try again.
  const failed = wanted && !next.loading && next.error !== undefined;
  // The page asked for has arrived: add it (a new `nextPage` asks for the one after, if the
  // shown count still needs it).
  if (wanted && !next.loading && !failed) {
    if (next.data) {
      setState({
        ...current,
        restaurants: [...current.restaurants, ...next.data.restaurants],
        nextPage: current.nextPage + 1,
        lastPage: next.data.lastPage,
      });
    }
  }

  const count = current.restaurants.length;
  const more = current.nextPage <= current.lastPage;
  return {
    restaurants: current.restaurants.slice(0, current.shown),
    /** The first answer has not arrived yet. */
    loading: wanted && !failed && count === 0,
    /** A View More is being read (the first fill of 16 shows its first page meanwhile). */
    loadingMore: wanted && !failed && count > 0 && current.shown > PAGE_STEP,
    /** The last page asked for failed: its message, until it is answered. */
    error: failed ? next.error : undefined,
    retry: next.reload,
    canShowMore: !wanted && (count > current.shown || more),
    canShowLess: current.shown > PAGE_STEP,
    showMore: useCallback(() => setState((s) => ({ ...s, shown: s.shown + PAGE_STEP })), []),
    showLess: useCallback(
      () => setState((s) => ({ ...s, shown: Math.max(PAGE_STEP, s.shown - PAGE_STEP) })),
      [],
    ),
  };
}
