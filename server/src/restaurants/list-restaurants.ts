import type { Db } from '../db/db';
import { haversineMiles } from '../geo/distance';
import { imageUrl } from '../images/image-url';
import type { Island } from '../islands/islands';
import type { Outlet, RestaurantListItem } from '@island-eats/api-client';
import {
  isOutletOpen,
  localClock,
  openThenNearest,
  outletFlags,
  todaysWindow,
} from '@island-eats/api-client/rules';
import type { OrderType, OutletRow } from './outlet-rows';
import { findOutlets, hoursByOutlet, likedRestaurantIds, tagsByOutlet } from './outlet-rows';
import { ratingFields, ratingSummaries } from './rating-summary';
import type { BusinessHours, OutletFlags, RankedOutlet } from '@island-eats/api-client/rules';

export interface ListRestaurantsQuery {
  island: Island;
  orderType: OrderType;
  /** Nearest first from here when given (after open before closed). */
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

/** listRestaurant: one item per restaurant, open outlets first, then the nearest (list-order). */
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
    ratingSummaries(db, 'restaurant', restaurantIds),
    likedRestaurantIds(db, query.userId),
  ]);

  const byRank = openThenNearest(query.orderType);
  const groups = new Map<number, ListedOutlet[]>();
  for (const row of outlets) {
    const hoursOf = hours.get(row.outlet_id) ?? [];
    const listed: ListedOutlet = {
      row,
      hours: hoursOf,
      flags: flagsAt(row, hoursOf, query.now),
      miles: query.origin ? haversineMiles(query.origin, row) : 0,
    };
    groups.set(row.restaurant_id, [...(groups.get(row.restaurant_id) ?? []), listed]);
  }
  // A restaurant ranks by its first outlet, the one its card's badge and link are about.
  const ranked = [...groups.values()]
    .map((group) => group.sort(byRank))
    .sort((a, b) => byRank(a[0] as ListedOutlet, b[0] as ListedOutlet));

  const items = ranked.map((group): RestaurantListItem => {
    const first = (group[0] as ListedOutlet).row;
    return {
      restaurantId: first.restaurant_id,
      restaurantName: first.restaurant_name,
      restaurantImage: imageUrl(query.publicUrl, first.restaurant_image),
      ...ratingFields(reviews.get(first.restaurant_id)),
      is_like: bit(liked.has(first.restaurant_id)),
      emergency_close: bit(group.every((o) => o.row.emergency_close)),
      outlet: group.map((o) => outletItem(o, tags.get(o.row.outlet_id) ?? [], query.now)),
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

interface ListedOutlet extends RankedOutlet {
  row: OutletRow;
  hours: BusinessHours[];
}

function flagsAt(o: OutletRow, hours: BusinessHours[], now: Date): OutletFlags {
  return outletFlags({
    type: o.type,
    emergencyClose: o.emergency_close,
    openNow: isOutletOpen({ hours, isRestroOnline: o.is_restro_online }, now),
    pickupAvailable: o.pickup_available,
    deliveryAvailable: o.delivery_available,
    paymentSetUp: o.payment_set_up,
  });
}

function outletItem({ row: o, hours, flags }: ListedOutlet, tags: string[], now: Date): Outlet {
  const today = todaysWindow(hours, localClock(now));
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
      payment_availability: flags.payment_availability,
    },
    emergency_close: flags.emergency_close,
    outlet_lat: o.latitude,
    outlet_lng: o.longitude,
  };
}
