import { described, listOf, wireObject } from './wire-object';
import {
  amountSchema,
  displayAmountSchema,
  flagSchema,
  integerSchema,
  nullableInteger,
  nullableText,
  textSchema,
} from './common';

export const customisationItemSchema = wireObject({
  elementId: integerSchema,
  elementName: textSchema,
  Price: amountSchema,
  displayPrice: displayAmountSchema,
  isSelected: flagSchema,
  stock_status: described(flagSchema, '1 = out of stock'),
  customisationCategoryId: described(integerSchema, 'the customizableId of its group'),
});

export const customisationGroupSchema = wireObject({
  customizableId: integerSchema,
  customizableName: textSchema,
  customizableType: { type: 'string', enum: ['single', 'multiple'] },
  customizableDishItems: listOf(customisationItemSchema),
});

/** A menu category as a dish names it (the tab it is listed under). */
export const dishCategorySchema = wireObject({
  categoryId: integerSchema,
  categoryName: textSchema,
});

const servingTime = described(nullableText, "'HH:mm:ss' in island time; null: served all day");

export const dishSchema = wireObject({
  dishId: integerSchema,
  dishName: textSchema,
  description: textSchema,
  dishImage: described(
    textSchema,
    "absolute URL; '' when the dish has none (the UI falls back to the restaurant image)",
  ),
  isVeg: described(flagSchema, '1 = veg'),
  displayPrice: displayAmountSchema,
  price: amountSchema,
  isCustomizable: described(flagSchema, '1 when the dish has add-on groups'),
  isCustomisation: described(flagSchema, 'the same as isCustomizable'),
  dishavailable: described(flagSchema, '1 when now is inside the serving window'),
  stock_status: described(flagSchema, '1 = out of stock'),
  availableFrom: servingTime,
  availableTo: servingTime,
  categoryId: described(integerSchema, "the dish's own menu category"),
  categoryName: textSchema,
  categoryValues: described(
    listOf(dishCategorySchema),
    'the menu categories (tabs) the dish is listed under; today one, its own category ' +
      '(categoryId, categoryName). Not to be confused with a category’s categoryValues, its dishes.',
  ),
  maxPerOrder: described(nullableInteger, 'most of this dish one order may hold; null: no limit'),
  dishCustomisation: listOf(customisationGroupSchema),
});

/** One tab of the menu: a category with its dishes in `categoryValues`. */
export const menuCategorySchema = wireObject({
  categoryId: integerSchema,
  categoryName: textSchema,
  categoryValues: described(listOf(dishSchema), "the category's dishes in menu order"),
});
