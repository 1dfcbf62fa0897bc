/** Add-on groups the demo dishes reuse; an item marked out of stock shows 'Out of Stock'. */
export interface DemoAddOnGroup {
  name: string;
  type: 'single' | 'multiple';
  items: { name: string; cents: number; outOfStock?: boolean }[];
}

export const ADD_ONS = {
  size: {
    name: 'Size',
    type: 'single',
    items: [
      { name: 'Regular', cents: 0 },
      { name: 'Large', cents: 300 },
    ],
  },
  sides: {
    name: 'Choose a Side',
    type: 'single',
    items: [
      { name: 'Fries', cents: 0 },
      { name: 'Johnny Cake', cents: 0 },
      { name: 'Side Salad', cents: 100 },
      { name: 'Fungi', cents: 150, outOfStock: true },
    ],
  },
  extras: {
    name: 'Extras',
    type: 'multiple',
    items: [
      { name: 'Extra Cheese', cents: 150 },
      { name: 'Bacon', cents: 200 },
      { name: 'Avocado', cents: 250, outOfStock: true },
      { name: 'Fried Egg', cents: 125 },
    ],
  },
  toppings: {
    name: 'Toppings',
    type: 'multiple',
    items: [
      { name: 'Pepperoni', cents: 200 },
      { name: 'Mushrooms', cents: 150 },
      { name: 'Olives', cents: 100 },
      { name: 'Pineapple', cents: 150 },
      { name: 'Anchovies', cents: 200, outOfStock: true },
    ],
  },
  spice: {
    name: 'Spice Level',
    type: 'single',
    items: [
      { name: 'Mild', cents: 0 },
      { name: 'Medium', cents: 0 },
      { name: 'Island Hot', cents: 0 },
    ],
  },
  protein: {
    name: 'Protein',
    type: 'single',
    items: [
      { name: 'Chicken', cents: 0 },
      { name: 'Shrimp', cents: 400 },
      { name: 'Tofu', cents: 0 },
      { name: 'Conch', cents: 500, outOfStock: true },
    ],
  },
  milk: {
    name: 'Milk',
    type: 'single',
    items: [
      { name: 'Whole Milk', cents: 0 },
      { name: 'Oat Milk', cents: 75 },
      { name: 'Coconut Milk', cents: 75 },
    ],
  },
  sauces: {
    name: 'Sauces',
    type: 'multiple',
    items: [
      { name: 'Garlic Butter', cents: 75 },
      { name: 'Scotch Bonnet Hot Sauce', cents: 50 },
      { name: 'Mango Chutney', cents: 75 },
    ],
  },
} satisfies Record<string, DemoAddOnGroup>;

export type AddOnName = keyof typeof ADD_ONS;
