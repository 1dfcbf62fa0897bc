import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderType, RestaurantListItem } from '@island-eats/api-client';
import { Carousel } from '@island-eats/ui';
import { paths } from '@island-eats/app-frame';
import { OutletsDialog } from './lazy-outlets-dialog';
import { RestaurantCard, type RestaurantCardProps } from './restaurant-card';

/** SPEC.md §2 Home: three carousels, all showing the same list. */
const TITLES = ['Restaurants Near By', 'Lunch Break', 'Dinner'];

interface Props {
  restaurants: RestaurantListItem[];
  orderType: OrderType;
  onFavouriteChange: RestaurantCardProps['onFavouriteChange'];
}

export function RestaurantCarousels({ restaurants, orderType, onFavouriteChange }: Props) {
  const [outletsOf, setOutletsOf] = useState<RestaurantListItem | null>(null);
  return (
    <>
      {TITLES.map((title) => (
        <Carousel
          key={title}
          title={title}
          action={
            <Link to={paths.restaurants()} aria-label={`View More: ${title}`}>
              View More
            </Link>
          }
        >
          {restaurants.map((restaurant, i) => (
            <RestaurantCard
              key={restaurant.restaurantId}
              restaurant={restaurant}
              orderType={orderType}
              onOpenOutlets={setOutletsOf}
              onFavouriteChange={onFavouriteChange}
              // the first Near By card is in a phone's first screen: often its largest paint
              eager={i === 0 && title === TITLES[0]}
            />
          ))}
        </Carousel>
      ))}
      <OutletsDialog
        restaurant={outletsOf}
        orderType={orderType}
        onClose={() => setOutletsOf(null)}
      />
    </>
  );
}
