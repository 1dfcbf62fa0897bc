import type { MenuCategory } from '@island-eats/api-client';
import { dish } from '../../../testing/fixtures';
import { searchableDishes, searchDishes } from './search-dishes';

const menu: MenuCategory[] = [
  {
    categoryId: 1,
    categoryName: 'Mains',
    categoryValues: [
      dish({ dishId: 1, dishName: 'Jerk Chicken', description: 'Smoky, with rice and peas' }),
      dish({ dishId: 2, dishName: 'Conch Fritters', description: 'Crispy, lime aioli' }),
    ],
  },
  {
    categoryId: 2,
    categoryName: 'Desserts',
    categoryValues: [
      dish({ dishId: 3, dishName: 'Crème Brûlée', description: '' }),
      // the same dish listed in a second category is found once
      dish({ dishId: 1, dishName: 'Jerk Chicken', description: 'Smoky, with rice and peas' }),
    ],
  },
];

const names = (query: string) => searchDishes(searchableDishes(menu), query).map((d) => d.dishName);

describe('searchDishes', () => {
  it('finds by name or description across categories, once each', () => {
    expect(names('chicken')).toEqual(['Jerk Chicken']);
    expect(names('LIME')).toEqual(['Conch Fritters']);
    expect(names('r')).toEqual(['Jerk Chicken', 'Conch Fritters', 'Crème Brûlée']);
  });

  it('ignores accents and needs every word', () => {
    expect(names('creme brulee')).toEqual(['Crème Brûlée']);
    expect(names('smoky  rice')).toEqual(['Jerk Chicken']);
    expect(names('smoky lime')).toEqual([]);
  });

  it('finds nothing for an empty query', () => {
    expect(names('   ')).toEqual([]);
  });
});
