import type { Dish, MenuCategory } from '@island-eats/api-client';

/** A dish with the text a search looks in, prepared once per menu. */
export interface SearchableDish {
  dish: Dish;
  text: string;
}

/** Case and accents do not matter: 'creme' finds 'Crème brûlée'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Every dish of the menu once, in menu order, with its name and description folded: a
 * keystroke then costs one substring test per dish, even on a 1,000-dish menu.
 */
export function searchableDishes(menu: readonly MenuCategory[]): SearchableDish[] {
  const seen = new Set<number>();
  const all: SearchableDish[] = [];
  for (const category of menu) {
    for (const dish of category.categoryValues) {
      if (seen.has(dish.dishId)) continue;
      seen.add(dish.dishId);
      all.push({ dish, text: foldText(`${dish.dishName} ${dish.description}`) });
    }
  }
  return all;
}

/** The dishes whose name or description holds every word of the query, in menu order. */
export function searchDishes(dishes: readonly SearchableDish[], query: string): Dish[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return dishes.filter(({ text }) => words.every((word) => text.includes(word))).map((d) => d.dish);
}
