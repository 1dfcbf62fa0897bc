import type { Flag } from './common';

export interface CustomisationItem {
  elementId: number;
  elementName: string;
  /** '1.50' */
  Price: string;
  /** '$1.50' */
  displayPrice: string;
  isSelected: Flag;
  stock_status: Flag;
  customisationCategoryId: number;
}

export interface CustomisationGroup {
  customizableId: number;
  customizableName: string;
  customizableType: 'single' | 'multiple';
  customizableDishItems: CustomisationItem[];
}

export interface Dish {
  dishId: number;
  dishName: string;
  description: string;
  /** absolute URL; '' when the dish has none (the UI falls back to the restaurant image) */
  dishImage: string;
  /** 1 = veg */
  isVeg: Flag;
  /** '$12.50' */
  displayPrice: string;
  /** '12.50' */
  price: string;
  isCustomizable: Flag;
  isCustomisation: Flag;
  /** 1 when now is inside the serving window */
  dishavailable: Flag;
  /** 1 = out of stock */
  stock_status: Flag;
  availableFrom: string | null;
  availableTo: string | null;
  categoryId: number;
  categoryName: string;
  /** most of this dish one order may hold; null when unlimited */
  maxPerOrder: number | null;
  dishCustomisation: CustomisationGroup[];
}

/** One tab of the menu: a category with its dishes in `categoryValues`. */
export interface MenuCategory {
  categoryId: number;
  categoryName: string;
  categoryValues: Dish[];
}
