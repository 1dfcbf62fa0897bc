import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import type { Dish, MenuCategory } from '@island-eats/api-client';
import { EmptyState, type ListView, media, ViewToggle } from '@island-eats/ui';
import { Tabs, tabIds } from '@island-eats/ui/tabs';
import { DishCard } from './dish-card';

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

/** 'Menu' header, list / grid toggle, category tabs (first active) and the dishes of one. */
export function MenuView({ menu, restaurantImage, muted, onAdd }: MenuViewProps) {
  const [view, setView] = useState<ListView>('list');
  const [chosen, setChosen] = useState<number>();
  const categories = menu.filter((c) => c.categoryValues.length > 0);
  const active = categories.find((c) => c.categoryId === chosen) ?? categories[0];
  const dishes = active?.categoryValues ?? NO_DISHES;
  // React renders the first cards now and all of them right after (a 1,000-dish menu stays
  // responsive); a tab switch keeps the old list until the new one is ready.
  const shown = useDeferredValue(dishes, dishes.slice(0, FIRST_CARDS));
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
            <Dishes $view={view}>
              {shown.map((dish) => (
                <DishCard
                  key={dish.dishId}
                  dish={dish}
                  view={view}
                  restaurantImage={restaurantImage}
                  muted={muted}
                  onAdd={onAdd}
                />
              ))}
            </Dishes>
          </div>
        </>
      )}
    </section>
  );
}
