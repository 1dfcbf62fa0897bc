import { described, listOf, wireObject } from './wire-object';
import {
  flagSchema,
  integerSchema,
  locatedAtSchema,
  nullableText,
  numberSchema,
  textSchema,
} from './common';

export const businessHoursSchema = wireObject({
  from_time: described(nullableText, "today's hours as 'HH:mm:ss'; null on a closed day"),
  to_time: nullableText,
  is_restro_online: flagSchema,
  delivery_availability: flagSchema,
  pickup_availability: flagSchema,
  payment_availability: described(
    flagSchema,
    "0 when the outlet takes no payment: it cannot be ordered from ('Payment not set up')",
  ),
});

export const outletSchema = wireObject({
  outletId: integerSchema,
  outletName: textSchema,
  displayTime: textSchema,
  foodTag: described(textSchema, "the outlet's food tags joined with ', '"),
  business_hours: businessHoursSchema,
  emergency_close: flagSchema,
  outlet_lat: numberSchema,
  outlet_lng: numberSchema,
});

export const restaurantListItemSchema = wireObject({
  restaurantId: integerSchema,
  restaurantName: textSchema,
  restaurantImage: textSchema,
  averageReview: described(numberSchema, 'mean stars, one decimal; 0 when unrated'),
  reviewCount: described(integerSchema, 'how many reviews gave stars'),
  is_like: described(flagSchema, "1 when it is among the user's favourites"),
  emergency_close: flagSchema,
  outlet: listOf(outletSchema),
});

export const businessDaySchema = wireObject({
  day: described(textSchema, "'Monday'; the chips show its first three letters"),
  from_time: textSchema,
  to_time: textSchema,
});

export const restaurantInfoSchema = wireObject({
  outletId: integerSchema,
  restaurantId: integerSchema,
  restaurantName: textSchema,
  outlet_lat: numberSchema,
  outlet_lng: numberSchema,
  averageReview: described(numberSchema, 'mean stars, one decimal; 0 when unrated'),
  reviewCount: described(integerSchema, 'how many reviews gave stars'),
  outlet_name: textSchema,
  image: textSchema,
  email: textSchema,
  addressLineOne: textSchema,
  addressLineTwo: textSchema,
  area: textSchema,
  city: textSchema,
  street: textSchema,
  zipcode: textSchema,
  contactNumber: described(nullableText, "null when unknown (the page shows 'N/A')"),
  emergency_close: flagSchema,
  is_restro_online: flagSchema,
  delivery_availability: flagSchema,
  pickup_availability: flagSchema,
  payment_availability: described(
    flagSchema,
    "0 when the outlet takes no payment: it cannot be ordered from ('Payment not set up')",
  ),
  restaurant_business_day: listOf(businessDaySchema),
  later_slots: described(
    listOf(textSchema),
    "ISO times it can be ordered for while closed ('Order for later'); empty when open",
  ),
  foodTag: listOf(wireObject({ itemName: textSchema })),
  type: described(
    { type: 'string', enum: ['Both', 'Take Out', 'Delivery'] },
    "the order types the outlet takes; 'Both' offers both",
  ),
  located_at: locatedAtSchema,
});

export const cuisineSchema = wireObject({ id: integerSchema, name: textSchema, image: textSchema });
