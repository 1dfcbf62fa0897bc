import { described, listOf } from './wire-object';
import { failureAnswer, flagSchema, integerSchema, messageField, okAnswer } from './common';
import { cuisineSchema, restaurantInfoSchema, restaurantListItemSchema } from './restaurant';
import { menuCategorySchema } from './dish';
import { cartViewFields } from './cart';

/** What each catalogue and cart call answers when it succeeds (error 'false'), SPEC.md §7. */
export const listRestaurantAnswer = okAnswer({
  listRestaurants: listOf(restaurantListItemSchema),
  loginActive: flagSchema,
  current_page: described(integerSchema, '1 when the whole list came in one answer'),
  last_page: integerSchema,
  total: described(integerSchema, 'restaurants in the whole list'),
});
export const searchRestaurantsAnswer = okAnswer({ list: listOf(restaurantListItemSchema) });
export const cuisinesAnswer = okAnswer({ cuisines: listOf(cuisineSchema) });
export const outletDetailAnswer = okAnswer({ restaurantInfo: restaurantInfoSchema });
export const listMenuAnswer = okAnswer({ menu: listOf(menuCategorySchema) });
export const listDishesAnswer = okAnswer({
  dishes: described(listOf(menuCategorySchema), 'the menu, as listMenu answers it'),
});
export const viewCartAnswer = okAnswer(cartViewFields);
export const addCouponAnswer = okAnswer({ ...cartViewFields, ...messageField });

/** listRestaurant while logins are closed: the page shows errorMessage instead of the site. */
export const listRestaurantRefusal = failureAnswer({
  loginActive: described(flagSchema, '0: the site is closed, show errorMessage'),
  listRestaurants: { type: 'array', maxItems: 0 },
});
