import type { Flag } from './common';

export interface CustomisationItem {
  elementId: number;
  elementName: string;
  Price: number;
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
  dishImage: string | null;
  /** 1 = veg */
  isVeg: Flag;
  displayPrice: string;
  price: number;
  isCustomizable: Flag;
  isCustomisation: Flag;
  dishavailable: Flag;
  /** 1 = out of stock */
  stock_status: Flag;
  availableFrom: string | null;
  availableTo: string | null;
  categoryId: number;
  categoryName: string;
  dishCustomisation: CustomisationGroup[];
}

/** One tab of the menu: a category with its dishes in `categoryValues`. */
export interface MenuCategory {
  categoryId: number;
  categoryName: string;
  categoryValues: Dish[];
}
