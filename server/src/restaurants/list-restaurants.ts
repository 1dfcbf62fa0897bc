import type { Db } from '../db/db';
import { haversineMiles } from '../geo/distance';
import { imageUrl } from '../images/image-url';
import type { Island } from '../islands/islands';
import type { Outlet, RestaurantListItem } from '@island-eats/api-client';
import { isOutletOpen, localClock, outletFlags, todaysWindow } from '@island-eats/api-client/rules';
import type { OrderType, OutletRow } from './outlet-rows';
import {
  averageReviewByRestaurant,
  findOutlets,
  hoursByOutlet,
  likedRestaurantIds,
  tagsByOutlet,
} from './outlet-rows';
import type { BusinessHours } from '@island-eats/api-client/rules';

export interface ListRestaurantsQuery {
  island: Island;
  orderType: OrderType;
  /** Sort by distance from here when given. */
  origin: { latitude: number; longitude: number } | null;
  cuisineIds?: readonly number[];
  onlyFavourites: boolean;
  /** searchRestaurants: only names containing this. */
  nameContains?: string;
  userId: number | null;
  /** No page: the whole list in one answer. */
  page?: number;
  size: number;
  now: Date;
  publicUrl: string;
}

export interface RestaurantPage {
  listRestaurants: RestaurantListItem[];
  current_page: number;
  last_page: number;
  total: number;
}

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** listRestaurant: one item per restaurant, its matching outlets nearest first. */
export async function listRestaurants(
  db: Db,
  query: ListRestaurantsQuery,
): Promise<RestaurantPage> {
  if (query.onlyFavourites && query.userId === null) {
    return { listRestaurants: [], current_page: 1, last_page: 1, total: 0 };
  }
  const outlets = await findOutlets(db, {
    island: query.island,
    orderType: query.orderType,
    cuisineIds: query.cuisineIds,
    favouritesOf: query.onlyFavourites ? (query.userId ?? undefined) : undefined,
    nameContains: query.nameContains,
  });
  const outletIds = outlets.map((o) => o.outlet_id);
  const restaurantIds = [...new Set(outlets.map((o) => o.restaurant_id))];
  const [hours, tags, reviews, liked] = await Promise.all([
    hoursByOutlet(db, outletIds),
    tagsByOutlet(db, outletIds),
    averageReviewByRestaurant(db, restaurantIds),
    likedRestaurantIds(db, query.userId),
  ]);

  const distance = (o: OutletRow) => (query.origin ? haversineMiles(query.origin, o) : 0);
  const groups = new Map<number, OutletRow[]>();
  for (const outlet of outlets) {
    groups.set(outlet.restaurant_id, [...(groups.get(outlet.restaurant_id) ?? []), outlet]);
  }
  const ranked = [...groups.values()]
    .map((group) => group.sort((a, b) => distance(a) - distance(b)))
    .sort((a, b) => (a[0] ? distance(a[0]) : 0) - (b[0] ? distance(b[0]) : 0));

  const items = ranked.map((group): RestaurantListItem => {
    const first = group[0] as OutletRow;
    return {
      restaurantId: first.restaurant_id,
      restaurantName: first.restaurant_name,
      restaurantImage: imageUrl(query.publicUrl, first.restaurant_image),
      averageReview: reviews.get(first.restaurant_id) ?? 0,
      is_like: bit(liked.has(first.restaurant_id)),
      emergency_close: bit(group.every((o) => o.emergency_close)),
      outlet: group.map((o) =>
        outletItem(o, hours.get(o.outlet_id) ?? [], tags.get(o.outlet_id) ?? [], query.now),
      ),
    };
  });

  const total = items.length;
  if (query.page === undefined) {
    return { listRestaurants: items, current_page: 1, last_page: 1, total };
  }
  const lastPage = Math.max(1, Math.ceil(total / query.size));
  const start = (query.page - 1) * query.size;
  return {
    listRestaurants: items.slice(start, start + query.size),
    current_page: query.page,
    last_page: lastPage,
    total,
  };
}

function outletItem(o: OutletRow, hours: BusinessHours[], tags: string[], now: Date): Outlet {
  const today = todaysWindow(hours, localClock(now));
  const flags = outletFlags({
    type: o.type,
    emergencyClose: o.emergency_close,
    openNow: isOutletOpen({ hours, isRestroOnline: o.is_restro_online }, now),
    pickupAvailable: o.pickup_available,
    deliveryAvailable: o.delivery_available,
  });
  return {
    outletId: o.outlet_id,
    outletName: o.outlet_name,
    displayTime: `${o.prep_minutes_min}-${o.prep_minutes_max} mins`,
    foodTag: tags.join(', '),
    business_hours: {
      from_time: today?.fromTime ?? null,
      to_time: today?.toTime ?? null,
      is_restro_online: flags.is_restro_online,
      delivery_availability: flags.delivery_availability,
      pickup_availability: flags.pickup_availability,
    },
    emergency_close: flags.emergency_close,
    outlet_lat: o.latitude,
    outlet_lng: o.longitude,
  };
}
