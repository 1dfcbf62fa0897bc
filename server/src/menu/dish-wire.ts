import { centsToAmount, formatCents } from '@island-eats/api-client/money';
import { customisationItemWire } from '../cart/cart-view';
import type { CustomisationGroupWire } from '../cart/cart-view';
import { isServedAt } from '../cart/price-cart';
import { imageUrl } from '../images/image-url';
import type { AddOnItemRow, DishRow } from './menu-rows';

/** SPEC.md §3 "Dish", as the menu calls answer it. */
export interface DishWire {
  dishId: number;
  dishName: string;
  description: string;
  dishImage: string;
  isVeg: 0 | 1;
  displayPrice: string;
  price: string;
  isCustomizable: 0 | 1;
  isCustomisation: 0 | 1;
  dishavailable: 0 | 1;
  stock_status: 0 | 1;
  availableFrom: string | null;
  availableTo: string | null;
  categoryId: number;
  categoryName: string;
  /** Most of this dish one order may hold; null when unlimited. */
  maxPerOrder: number | null;
  dishCustomisation: CustomisationGroupWire[];
}

export interface MenuCategoryWire {
  categoryId: number;
  categoryName: string;
  categoryValues: DishWire[];
}

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function groupAddOns(items: readonly AddOnItemRow[]): CustomisationGroupWire[] {
  const groups = new Map<number, CustomisationGroupWire>();
  for (const item of items) {
    const group = groups.get(item.groupId) ?? {
      customizableId: item.groupId,
      customizableName: item.groupName,
      customizableType: item.groupType,
      customizableDishItems: [],
    };
    group.customizableDishItems.push(customisationItemWire(item, false));
    groups.set(item.groupId, group);
  }
  return [...groups.values()];
}

export function dishWire(
  dish: DishRow,
  addOns: readonly AddOnItemRow[],
  clockSeconds: number,
  publicUrl: string,
): DishWire {
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
    maxPerOrder: dish.maxPerOrder,
    dishCustomisation: groupAddOns(addOns),
  };
}
