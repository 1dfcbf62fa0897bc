import type { RestaurantInfo } from '@island-eats/api-client';
import type { Db } from '../db/db';
import { imageUrl } from '../images/image-url';
import { outletRecordFlags, type OutletRecord } from './find-outlet';
import { orderLaterSlots } from './order-later-slots';
import { tagsByOutlet } from './outlet-rows';
import { ratingFields, ratingSummaries } from './rating-summary';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export async function outletDetail(
  db: Db,
  outlet: OutletRecord,
  now: Date,
  publicUrl: string,
): Promise<RestaurantInfo> {
  const [tags, ratings] = await Promise.all([
    tagsByOutlet(db, [outlet.id]),
    ratingSummaries(db, 'outlet', [outlet.id]),
  ]);
  return {
    outletId: outlet.id,
    restaurantId: outlet.restaurantId,
    restaurantName: outlet.restaurantName,
    outlet_name: outlet.name,
    image: imageUrl(publicUrl, outlet.image ?? outlet.restaurantImage),
    email: outlet.email ?? '',
    addressLineOne: outlet.addressLineOne,
    addressLineTwo: outlet.addressLineTwo,
    area: outlet.area,
    city: outlet.city,
    street: outlet.street,
    zipcode: outlet.zipcode,
    // The info tab shows 'N/A' for a missing number.
    contactNumber: outlet.contactNumber || null,
    ...outletRecordFlags(outlet, now),
    restaurant_business_day: outlet.hours.map((h) => ({
      day: DAY_NAMES[h.day] ?? '',
      from_time: h.fromTime,
      to_time: h.toTime,
    })),
    later_slots: orderLaterSlots(outlet, now),
    foodTag: (tags.get(outlet.id) ?? []).map((itemName) => ({ itemName })),
    type: outlet.type,
    located_at: outlet.locatedAt,
    outlet_lat: outlet.latitude,
    outlet_lng: outlet.longitude,
    ...ratingFields(ratings.get(outlet.id)),
  };
}
