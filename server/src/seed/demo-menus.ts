import type { AddOnName } from './demo-add-ons';

export interface DemoDish {
  name: string;
  cents: number;
  veg: boolean;
  description: string;
  addOns?: AddOnName[];
  outOfStock?: boolean;
  /** Serving window, local time; may run past midnight. */
  window?: [from: string, to: string];
  maxPerOrder?: number;
  /** Without an image the client falls back to the restaurant's. */
  noImage?: boolean;
}

export type DemoMenu = { category: string; dishes: DemoDish[] }[];

const d = (
  name: string,
  cents: number,
  veg: boolean,
  description: string,
  extra: Omit<DemoDish, 'name' | 'cents' | 'veg' | 'description'> = {},
): DemoDish => ({ name, cents, veg, description, ...extra });

const LONG_GRILL =
  'Two smashed beef patties with cheddar, caramelised onions, pickles and our house Cruzan rum barbecue sauce on a toasted brioche bun, served with a side of your choice.';

export const DEMO_MENUS = {
  grill: [
    {
      category: 'Burgers',
      dishes: [
        d('Classic Cheeseburger', 1295, false, 'Beef patty, cheddar, lettuce, tomato.', {
          addOns: ['sides', 'extras'],
        }),
        d('Double Smash Burger', 1595, false, LONG_GRILL, {
          addOns: ['sides', 'extras'],
          maxPerOrder: 5,
        }),
        d('Black Bean Burger', 1195, true, 'House black bean patty with mango salsa.', {
          addOns: ['sides'],
        }),
        d('Mahi Sandwich', 1495, false, 'Grilled mahi-mahi with lime slaw.', {
          addOns: ['sides'],
          outOfStock: true,
        }),
      ],
    },
    {
      category: 'Plates',
      dishes: [
        d('BBQ Ribs', 2195, false, 'Half rack with rum glaze.', { addOns: ['sides'] }),
        d('Grilled Chicken Plate', 1695, false, 'Jerk-marinated chicken breast.', {
          addOns: ['sides', 'spice'],
        }),
        d('Late Night Wings', 1095, false, 'Ten wings, served after dark only.', {
          addOns: ['sauces'],
          window: ['21:00:00', '03:00:00'],
        }),
      ],
    },
    {
      category: 'Drinks',
      dishes: [
        d('Passion Fruit Lemonade', 450, true, 'Fresh-squeezed.', {
          addOns: ['size'],
          noImage: true,
        }),
        d('Sorrel', 400, true, 'Hibiscus and ginger.', { noImage: true }),
      ],
    },
  ],
  seafood: [
    {
      category: 'Starters',
      dishes: [
        d('Conch Fritters', 1095, false, 'With a spicy remoulade.', { addOns: ['sauces'] }),
        d('Saltfish Cakes', 995, false, 'Crisp cakes of salted cod and herbs.'),
        d('Raw Oysters (6)', 1895, false, 'Half dozen on ice.', {
          outOfStock: true,
          window: ['16:00:00', '23:00:00'],
        }),
      ],
    },
    {
      category: 'Mains',
      dishes: [
        d('Whole Fried Snapper', 2695, false, 'With onion escovitch and fungi.', {
          addOns: ['sides', 'spice'],
        }),
        d('Lobster Tail', 3895, false, 'Grilled Caribbean spiny lobster with garlic butter.', {
          addOns: ['sides', 'sauces'],
          maxPerOrder: 3,
        }),
        d('Coconut Shrimp Curry', 2295, false, 'Shrimp in coconut curry over rice.', {
          addOns: ['spice'],
        }),
        d('Grilled Vegetable Platter', 1595, true, 'Seasonal island vegetables.'),
      ],
    },
  ],
  pizza: [
    {
      category: 'Pizzas',
      dishes: [
        d('Margherita', 1395, true, 'Tomato, mozzarella, basil.', { addOns: ['size', 'toppings'] }),
        d('Pepperoni', 1595, false, 'Classic pepperoni pie.', { addOns: ['size', 'toppings'] }),
        d('Island Hawaiian', 1695, false, 'Ham, pineapple and jalapeño.', {
          addOns: ['size', 'toppings'],
        }),
        d('Truffle Mushroom', 1895, true, 'White pie with wild mushrooms.', {
          addOns: ['size'],
          outOfStock: true,
        }),
      ],
    },
    {
      category: 'Pasta',
      dishes: [
        d('Penne Arrabbiata', 1495, true, 'Spicy tomato sauce.', { addOns: ['protein'] }),
        d('Seafood Linguine', 2295, false, 'Shrimp, mussels and calamari.'),
        d('Lasagna', 1795, false, 'Beef ragù and béchamel.', { noImage: true }),
      ],
    },
    {
      category: 'Desserts',
      dishes: [d('Tiramisu', 895, true, 'Espresso-soaked ladyfingers.', { noImage: true })],
    },
  ],
  caribbean: [
    {
      category: 'Breakfast',
      dishes: [
        d('Saltfish & Johnny Cake', 1195, false, 'The island breakfast.', {
          window: ['06:00:00', '11:00:00'],
        }),
        d('Callaloo Omelette', 1095, true, 'Eggs with callaloo greens.', {
          window: ['06:00:00', '11:00:00'],
          addOns: ['extras'],
        }),
      ],
    },
    {
      category: 'Island Plates',
      dishes: [
        d('Kallaloo', 1495, false, 'Greens stewed with pork, crab and fish, served with fungi.', {
          addOns: ['sides'],
        }),
        d('Curry Goat', 1895, false, 'Slow-cooked goat curry with rice and peas.', {
          addOns: ['sides', 'spice'],
        }),
        d('Stew Chicken', 1595, false, 'Brown stew chicken.', { addOns: ['sides'] }),
        d('Vegetable Roti', 1295, true, 'Curried potato, chickpea and pumpkin.', {
          addOns: ['spice'],
        }),
        d('Oxtail', 2295, false, 'Braised oxtail, butter beans.', { outOfStock: true }),
      ],
    },
    {
      category: 'Patés',
      dishes: [
        d('Beef Paté', 450, false, 'Fried pastry with spiced beef.', { maxPerOrder: 12 }),
        d('Saltfish Paté', 450, false, 'Fried pastry with saltfish.'),
        d('Vegetable Paté', 400, true, 'Fried pastry with vegetables.', { noImage: true }),
      ],
    },
  ],
  chinese: [
    {
      category: 'Appetisers',
      dishes: [
        d('Spring Rolls', 695, true, 'Four crispy vegetable rolls.', { addOns: ['sauces'] }),
        d('Pork Dumplings', 895, false, 'Steamed, eight pieces.'),
      ],
    },
    {
      category: 'Wok',
      dishes: [
        d('Kung Pao', 1595, false, 'Peanuts, chillies, peppers.', { addOns: ['protein', 'spice'] }),
        d('Beef & Broccoli', 1695, false, 'In oyster sauce.'),
        d('Vegetable Lo Mein', 1295, true, 'Soft noodles with vegetables.', {
          addOns: ['protein'],
        }),
        d('Peking Duck', 3295, false, 'Half duck with pancakes.', { outOfStock: true }),
      ],
    },
    {
      category: 'Rice',
      dishes: [
        d('Shrimp Fried Rice', 1395, false, 'Wok-fried with egg.', {
          addOns: ['size'],
          noImage: true,
        }),
      ],
    },
  ],
  indian: [
    {
      category: 'Starters',
      dishes: [
        d('Vegetable Samosas', 695, true, 'Two pastries with tamarind chutney.'),
        d('Chicken Tikka', 1195, false, 'Tandoor-roasted chicken.', { addOns: ['spice'] }),
      ],
    },
    {
      category: 'Curries',
      dishes: [
        d('Butter Chicken', 1795, false, 'Tomato and cream sauce.', {
          addOns: ['spice', 'sauces'],
        }),
        d('Chana Masala', 1395, true, 'Chickpeas in a spiced gravy.', { addOns: ['spice'] }),
        d('Lamb Rogan Josh', 2095, false, 'Kashmiri chilli lamb curry.', { outOfStock: true }),
        d('Palak Paneer', 1495, true, 'Spinach and cottage cheese.'),
      ],
    },
    {
      category: 'Breads',
      dishes: [
        d('Garlic Naan', 395, true, 'From the tandoor.', { noImage: true }),
        d('Lunch Thali', 1595, true, 'Three curries, rice, naan. Lunch only.', {
          window: ['11:00:00', '15:00:00'],
        }),
      ],
    },
  ],
  breakfast: [
    {
      category: 'Morning',
      dishes: [
        d('Banana Pancakes', 1095, true, 'With local honey.', {
          addOns: ['extras'],
          window: ['06:00:00', '12:00:00'],
        }),
        d('Eggs Benedict', 1395, false, 'With hollandaise.', { window: ['06:00:00', '12:00:00'] }),
        d('Avocado Toast', 1195, true, 'On sourdough.', { addOns: ['extras'] }),
        d('Açaí Bowl', 1295, true, 'Topped with mango and granola.', { outOfStock: true }),
      ],
    },
    {
      category: 'Coffee',
      dishes: [
        d('Latte', 495, true, 'Double shot.', { addOns: ['size', 'milk'] }),
        d('Iced Coffee', 450, true, 'Cold brewed overnight.', { addOns: ['milk'], noImage: true }),
      ],
    },
    {
      category: 'Bakery',
      dishes: [
        d('Coconut Tart', 395, true, 'Sweet coconut in shortcrust.', { maxPerOrder: 10 }),
        d('Guava Pastry', 350, true, 'Flaky pastry with guava paste.'),
      ],
    },
  ],
  mexican: [
    {
      category: 'Tacos',
      dishes: [
        d('Fish Tacos', 1395, false, 'Three tacos, mahi and cabbage slaw.', {
          addOns: ['spice', 'extras'],
        }),
        d('Carnitas Tacos', 1295, false, 'Three tacos, slow-cooked pork.', { addOns: ['spice'] }),
        d('Veggie Tacos', 1195, true, 'Three tacos, roasted vegetables.'),
      ],
    },
    {
      category: 'Bowls',
      dishes: [
        d('Burrito Bowl', 1495, false, 'Rice, beans, salsa, crema.', {
          addOns: ['protein', 'extras'],
        }),
        d('Quesadilla', 1195, true, 'Three cheeses.', { addOns: ['protein'] }),
        d('Birria', 1695, false, 'Braised beef with consommé.', { outOfStock: true }),
      ],
    },
    {
      category: 'Sides',
      dishes: [d('Chips & Guacamole', 795, true, 'Made to order.', { noImage: true })],
    },
  ],
  desserts: [
    {
      category: 'Ice Cream',
      dishes: [
        d('Coconut Ice Cream', 595, true, 'Two scoops.', { addOns: ['size'] }),
        d('Soursop Sorbet', 595, true, 'Dairy-free.'),
        d('Rum Raisin Sundae', 895, true, 'With whipped cream.', { addOns: ['extras'] }),
      ],
    },
    {
      category: 'Cakes',
      dishes: [
        d('Key Lime Pie', 695, true, 'Graham crust.'),
        d('Guava Cheesecake', 795, true, 'Swirled with guava.', { outOfStock: true }),
        d('Johnny Cake Donuts', 595, true, 'Warm, cinnamon sugar. Mornings only.', {
          window: ['07:00:00', '11:00:00'],
          noImage: true,
        }),
      ],
    },
  ],
} satisfies Record<string, DemoMenu>;

export type MenuName = keyof typeof DEMO_MENUS;
