import { useState } from 'react';
import styled from 'styled-components';
import type { OrderType, RestaurantListItem } from '@island-eats/api-client';
import { media, type ListView } from '@island-eats/ui';
import { OutletsDialog } from './lazy-outlets-dialog';
import { RestaurantCard, type RestaurantCardProps } from './restaurant-card';

interface Props {
  restaurants: RestaurantListItem[];
  orderType: OrderType;
  view: ListView;
  label: string;
  detailed?: boolean;
  onFavouriteChange: RestaurantCardProps['onFavouriteChange'];
}

const Cards = styled.ul<{ $view: ListView }>`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 1fr;

  ${({ $view }) =>
    $view === 'grid' &&
    `
    ${media.up('sm')} { grid-template-columns: repeat(2, 1fr); }
    ${media.up('md')} { grid-template-columns: repeat(3, 1fr); }
    ${media.up('lg')} { grid-template-columns: repeat(4, 1fr); }
  `}
  ${({ $view }) => $view === 'list' && `${media.up('lg')} { grid-template-columns: repeat(2, 1fr); }`}
`;

/** Restaurant cards laid out as a grid or a list, with the outlets dialog they open. */
export function RestaurantList({
  restaurants,
  orderType,
  view,
  label,
  detailed,
  onFavouriteChange,
}: Props) {
  const [outletsOf, setOutletsOf] = useState<RestaurantListItem | null>(null);
  return (
    <>
      <Cards $view={view} aria-label={label}>
        {restaurants.map((restaurant) => (
          <li key={restaurant.restaurantId}>
            <RestaurantCard
              restaurant={restaurant}
              orderType={orderType}
              view={view}
              detailed={detailed}
              headingLevel="h2"
              onOpenOutlets={setOutletsOf}
              onFavouriteChange={onFavouriteChange}
            />
          </li>
        ))}
      </Cards>
      <OutletsDialog
        restaurant={outletsOf}
        orderType={orderType}
        onClose={() => setOutletsOf(null)}
      />
    </>
  );
}
