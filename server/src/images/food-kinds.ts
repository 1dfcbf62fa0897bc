/** The foods the demo's pictures draw, one illustration each (food-drawings.ts). */
export const FOOD_KINDS = [
  'burger',
  'pizza',
  'taco',
  'pastry',
  'breakfast',
  'curry',
  'fish',
  'noodles',
  'pasta',
  'chicken',
  'drink',
  'coffee',
  'icecream',
  'cake',
  'salad',
  'plate',
] as const;

export type FoodKind = (typeof FOOD_KINDS)[number];

/**
 * Words that name a food, tried in this order, so a 'Fish Taco' is a taco, a 'Saltfish Paté'
 * a pastry and a 'Coconut Shrimp Curry' a curry. 'plate' is the picture of anything else.
 */
const WORDS: [FoodKind, RegExp][] = [
  ['burger', /burger|sandwich|american/],
  ['pizza', /pizz|margherita|pepperoni|hawaiian|truffle/],
  ['taco', /taco|burrito|quesadilla|birria|guacamole|mexican|cantina/],
  ['pastry', /pat[eé]|samosa|spring roll|dumpling|fritter|johnny cake|roti|naan|bread|pastry/],
  ['breakfast', /breakfast|morning|omelette|pancake|eggs|toast|sunrise/],
  [
    'curry',
    /curry|masala|tikka|rogan|paneer|thali|butter chicken|goat|oxtail|stew|kallaloo|indian|tandoor/,
  ],
  ['fish', /fish|snapper|mahi|lobster|shrimp|oyster|conch|seafood|reef|starter/],
  ['noodles', /noodle|lo mein|wok|kung pao|broccoli|rice|duck|chinese|lotus|jade/],
  ['pasta', /pasta|penne|linguine|lasagna|spaghetti|italian|trattoria/],
  ['chicken', /chicken|wings|ribs|bbq|jerk|caribbean|island plate|plates/],
  ['drink', /drink|lemonade|sorrel|juice|smoothie|punch/],
  ['coffee', /coffee|latte|espresso|cappuccino|caf[eé]/],
  ['icecream', /ice cream|sorbet|sundae|gelato|creamery|cream shop/],
  ['cake', /cake|pie|tart|tiramisu|donut|dessert|sweet|bakery/],
  ['salad', /salad|green|vegetable|veggie|healthy|bowl|a[cç]a[ií]|platter/],
];

/** The food that the first of `texts` naming one names: a dish's name before its category. */
export function foodKindOf(texts: readonly (string | null | undefined)[]): FoodKind {
  for (const text of texts) {
    const lower = text?.toLowerCase() ?? '';
    const match = WORDS.find(([, words]) => words.test(lower));
    if (match) return match[0];
  }
  return 'plate';
}
