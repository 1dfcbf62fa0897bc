import type { FromSchema } from 'json-schema-to-ts';
import type {
  customisationGroupSchema,
  customisationItemSchema,
  dishCategorySchema,
  dishSchema,
  menuCategorySchema,
} from '../wire/dish';

export type CustomisationItem = FromSchema<typeof customisationItemSchema>;
export type CustomisationGroup = FromSchema<typeof customisationGroupSchema>;
/** A menu category as a dish names it: the tab the dish is listed under. */
export type DishCategory = FromSchema<typeof dishCategorySchema>;
export type Dish = FromSchema<typeof dishSchema>;
/** One tab of the menu: a category with its dishes in `categoryValues`. */
export type MenuCategory = FromSchema<typeof menuCategorySchema>;
