import { centsToAmount, formatCents } from '@island-eats/api-client/money';
import type { Dish } from '@island-eats/api-client';
import { groupAddOns } from '../cart/cart-view';
import { isServedAt } from '../cart/price-cart';
import { imageUrl } from '../images/image-url';
import type { AddOnItemRow, DishRow } from './menu-rows';

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function dishWire(
  dish: DishRow,
  addOns: readonly AddOnItemRow[],
  clockSeconds: number,
  publicUrl: string,
): Dish {
  const customisable = bit(addOns.length > 0);
  return {
    dishId: dish.id,
    dishName: dish.name,
    description: dish.description,
    dishImage: imageUrl(publicUrl, dish.image),
    isVeg: bit(dish.isVeg),
    displayPrice: formatCents(dish.priceCents),
    price: centsToAmount(dish.priceCents),
    isCustomizable: customisable,
    isCustomisation: customisable,
    dishavailable: bit(isServedAt(dish.availableFrom, dish.availableTo, clockSeconds)),
    stock_status: bit(dish.outOfStock),
    availableFrom: dish.availableFrom,
    availableTo: dish.availableTo,
    categoryId: dish.categoryId,
    categoryName: dish.categoryName,
    // A dish is listed under its own category only; the list leaves room for more tabs.
    categoryValues: [{ categoryId: dish.categoryId, categoryName: dish.categoryName }],
    maxPerOrder: dish.maxPerOrder,
    dishCustomisation: groupAddOns(addOns, false),
  };
}
