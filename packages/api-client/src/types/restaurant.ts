import type { FromSchema } from 'json-schema-to-ts';
import type {
  businessDaySchema,
  businessHoursSchema,
  cuisineSchema,
  outletSchema,
  restaurantInfoSchema,
  restaurantListItemSchema,
} from '../wire/restaurant';

export type BusinessHours = FromSchema<typeof businessHoursSchema>;
export type Outlet = FromSchema<typeof outletSchema>;
export type RestaurantListItem = FromSchema<typeof restaurantListItemSchema>;
export type BusinessDay = FromSchema<typeof businessDaySchema>;
export type RestaurantInfo = FromSchema<typeof restaurantInfoSchema>;
export type FoodTag = RestaurantInfo['foodTag'][number];
/** Which order types an outlet takes; 'Both' offers both (SPEC §4). */
export type OutletOrderTypes = RestaurantInfo['type'];
export type Cuisine = FromSchema<typeof cuisineSchema>;
