import { useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { Dish, MenuCategory } from '@island-eats/api-client';
import { EmptyState, type ListView, media, ViewToggle } from '@island-eats/ui';
import { Tabs, tabIds } from '@island-eats/ui/tabs';
import { searchableDishes, searchDishes } from '../utils/search-dishes';
import { DishCard } from './dish-card';
import { MenuSearch } from './menu-search';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};

  h2 {
    margin: 0;
  }
`;

const Status = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  /* kept in the page while empty: a live region must exist before it speaks */
  &:empty {
    margin: 0;
  }
`;

const Dishes = styled.ul<{ $view: ListView }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  list-style: none;

  ${media.up('md')} {
    grid-template-columns: ${({ $view }) =>
      $view === 'grid' ? 'repeat(auto-fill, minmax(220px, 1fr))' : 'repeat(2, minmax(0, 1fr))'};
  }
`;

/** Cards drawn at once; the rest follow in a background render, so the first screen is quick. */
const FIRST_CARDS = 24;
const NO_DISHES: Dish[] = [];

export interface MenuViewProps {
  menu: MenuCategory[];
  restaurantImage: string;
  /** Dishes are greyed and cannot be added while the restaurant cannot take the order. */
  muted: boolean;
  onAdd: (dish: Dish) => void;
}

/** What the polite status line says of a search: heard by screen readers, seen by everyone. */
function searchStatus(query: string, found: number): string {
  if (!query.trim()) return '';
  if (found === 0) return `No dishes match “${query.trim()}”`;
  return found === 1 ? '1 dish found' : `${found} dishes found`;
}

/**
 * 'Menu' header, list / grid toggle, the dish search, and either the category tabs (first
 * active) with the dishes of one, or the dishes of every category that match the search.
 */
export function MenuView({ menu, restaurantImage, muted, onAdd }: MenuViewProps) {
  const [view, setView] = useState<ListView>('list');
  const [chosen, setChosen] = useState<number>();
  const categories = menu.filter((c) => c.categoryValues.length > 0);
  const active = categories.find((c) => c.categoryId === chosen) ?? categories[0];
  const dishes = active?.categoryValues ?? NO_DISHES;
  // React renders the first cards now and all of them right after (a 1,000-dish menu stays
  // responsive); a tab switch keeps the old list until the new one is ready.
  const shown = useDeferredValue(dishes, dishes.slice(0, FIRST_CARDS));
  const [query, setQuery] = useState('');
  const searchable = useMemo(() => searchableDishes(menu), [menu]);
  // Typing stays instant on a 1,000-dish menu: the results follow in a background render.
  const searched = useDeferredValue(query);
  const found = useMemo(() => searchDishes(searchable, searched), [searchable, searched]);
  const searching = searched.trim() !== '';
  const card = (dish: Dish) => (
    <DishCard
      key={dish.dishId}
      dish={dish}
      view={view}
      restaurantImage={restaurantImage}
      muted={muted}
      onAdd={onAdd}
    />
  );
  return (
    <section aria-labelledby="menu-heading">
      <Head>
        <h2 id="menu-heading">Menu</h2>
        <ViewToggle label="Menu view" value={view} onChange={setView} />
      </Head>
      {!active ? (
        <EmptyState>No data found</EmptyState>
      ) : (
        <>
          <MenuSearch value={query} onChange={setQuery} />
          <Status role="status">{searchStatus(searched, found.length)}</Status>
          {searching ? (
            found.length > 0 && (
              <Dishes $view={view} aria-label="Matching dishes">
                {found.map(card)}
              </Dishes>
            )
          ) : (
            <>
              <Tabs
                label="Menu categories"
                idPrefix="menu"
                tabs={categories.map((c) => ({ id: c.categoryId, label: c.categoryName }))}
                value={active.categoryId}
                onChange={setChosen}
              />
              <div
                role="tabpanel"
                id={tabIds('menu', active.categoryId).panel}
                aria-labelledby={tabIds('menu', active.categoryId).tab}
              >
                <Dishes $view={view}>{shown.map(card)}</Dishes>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
