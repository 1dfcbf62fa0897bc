/** Cuisines, food tags and opening-hour patterns the demo restaurants are built from. */

export const CUISINES = [
  'American',
  'Caribbean',
  'Italian',
  'Pizza',
  'Mexican',
  'Chinese',
  'Indian',
  'Seafood',
  'Burgers',
  'Healthy',
  'Breakfast',
  'Desserts',
] as const;

export type CuisineName = (typeof CUISINES)[number];

export const FOOD_TAGS = [
  'Local Favourite',
  'Fresh Catch',
  'Vegetarian Friendly',
  'Family Style',
  'Late Night',
  'Spicy',
  'Gluten-Free Options',
  'Kid Friendly',
  'Coffee',
  'Sweet Treats',
] as const;

export type FoodTagName = (typeof FOOD_TAGS)[number];

type Window = [from: string, to: string];
export type WeeklyHours = { day: number; from: string; to: string }[];

function everyDay([from, to]: Window, days: readonly number[] = [0, 1, 2, 3, 4, 5, 6]) {
  return days.map((day) => ({ day, from, to }));
}

/** Local St. Thomas/St. Croix times; day 0 = Sunday. */
export const HOURS = {
  /** Open around the clock so the demo can be tried at any hour. */
  allDay: everyDay(['00:00:00', '23:59:59']),
  regular: everyDay(['10:00:00', '22:00:00']),
  breakfast: everyDay(['06:00:00', '14:00:00']),
  /** Runs past midnight. */
  lateNight: everyDay(['17:00:00', '02:00:00']),
  weekdayLunch: everyDay(['11:00:00', '15:00:00'], [1, 2, 3, 4, 5]),
  dinnerTueSun: everyDay(['17:00:00', '22:00:00'], [0, 2, 3, 4, 5, 6]),
} satisfies Record<string, WeeklyHours>;

export type HoursName = keyof typeof HOURS;
