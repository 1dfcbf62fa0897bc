import type { CuisineName, FoodTagName, HoursName } from './demo-catalog';
import type { MenuName } from './demo-menus';
import type { DemoOutlet, DemoRestaurant } from './demo-restaurants';

/**
 * Small single-outlet places, so each island lists more restaurants than the restaurants
 * page shows at once (16) and more than one server page (10): View More, View Less and paging
 * then have something to do. Appended after the hand-written restaurants, whose ids stay put.
 */
interface Place {
  area: string;
  city: string;
  zipcode: string;
  latitude: number;
  longitude: number;
}

type Row = [name: string, cuisine: CuisineName, menu: MenuName, hours: HoursName, tag: FoodTagName];

const ST_CROIX_PLACES: Place[] = [
  {
    area: 'Downtown',
    city: 'Christiansted',
    zipcode: '00820',
    latitude: 17.7466,
    longitude: -64.7032,
  },
  {
    area: 'Sunny Isle',
    city: 'Christiansted',
    zipcode: '00820',
    latitude: 17.728,
    longitude: -64.781,
  },
  {
    area: 'Waterfront',
    city: 'Frederiksted',
    zipcode: '00840',
    latitude: 17.7124,
    longitude: -64.8826,
  },
  {
    area: 'Orange Grove',
    city: 'Christiansted',
    zipcode: '00820',
    latitude: 17.7385,
    longitude: -64.7275,
  },
  { area: 'Kingshill', city: 'Kingshill', zipcode: '00850', latitude: 17.722, longitude: -64.79 },
  {
    area: 'Gallows Bay',
    city: 'Christiansted',
    zipcode: '00820',
    latitude: 17.7452,
    longitude: -64.696,
  },
];

const ST_THOMAS_PLACES: Place[] = [
  {
    area: 'Downtown',
    city: 'Charlotte Amalie',
    zipcode: '00802',
    latitude: 18.3419,
    longitude: -64.9307,
  },
  {
    area: 'Havensight',
    city: 'Charlotte Amalie',
    zipcode: '00802',
    latitude: 18.335,
    longitude: -64.92,
  },
  { area: 'Red Hook', city: 'Red Hook', zipcode: '00802', latitude: 18.3245, longitude: -64.8492 },
  {
    area: 'Frenchtown',
    city: 'Charlotte Amalie',
    zipcode: '00802',
    latitude: 18.337,
    longitude: -64.942,
  },
  {
    area: 'Tutu',
    city: 'Charlotte Amalie',
    zipcode: '00802',
    latitude: 18.342,
    longitude: -64.894,
  },
  { area: 'Smith Bay', city: 'East End', zipcode: '00802', latitude: 18.344, longitude: -64.86 },
];

const ST_CROIX_ROWS: Row[] = [
  ['Salt River Shack', 'Seafood', 'seafood', 'regular', 'Fresh Catch'],
  ['Buck Island Bites', 'Caribbean', 'caribbean', 'allDay', 'Local Favourite'],
  ['Point Udall Pizza', 'Pizza', 'pizza', 'lateNight', 'Late Night'],
  ['Estate Whim Kitchen', 'Caribbean', 'caribbean', 'regular', 'Family Style'],
  ['Fort Christian Curry', 'Indian', 'indian', 'dinnerTueSun', 'Spicy'],
  ['Mango Tree Breakfast', 'Breakfast', 'breakfast', 'breakfast', 'Coffee'],
  ['Bayside Burgers', 'Burgers', 'grill', 'allDay', 'Kid Friendly'],
  ['Jade Lotus', 'Chinese', 'chinese', 'regular', 'Family Style'],
  ['Sandy Point Tacos', 'Mexican', 'mexican', 'allDay', 'Spicy'],
  ['Coconut Cream Shop', 'Desserts', 'desserts', 'regular', 'Sweet Treats'],
  ['Green Cay Greens', 'Healthy', 'caribbean', 'regular', 'Vegetarian Friendly'],
  ['Pepper Pot Corner', 'Caribbean', 'caribbean', 'weekdayLunch', 'Spicy'],
];

const ST_THOMAS_ROWS: Row[] = [
  ['Magens Bay Grill', 'American', 'grill', 'allDay', 'Local Favourite'],
  ['Blackbeard Pizza Co.', 'Pizza', 'pizza', 'lateNight', 'Late Night'],
  ['Coki Point Conch', 'Seafood', 'seafood', 'regular', 'Fresh Catch'],
  ['Mountain Top Curry', 'Indian', 'indian', 'allDay', 'Spicy'],
  ['Hassel Island Noodles', 'Chinese', 'chinese', 'regular', 'Family Style'],
  ['Sapphire Sunrise Cafe', 'Breakfast', 'breakfast', 'breakfast', 'Coffee'],
  ['Lindbergh Tacos', 'Mexican', 'mexican', 'allDay', 'Spicy'],
  ['Paradise Point Sweets', 'Desserts', 'desserts', 'regular', 'Sweet Treats'],
  ['Bolongo Bowls', 'Healthy', 'caribbean', 'regular', 'Vegetarian Friendly'],
  ['Callaloo Kitchen', 'Caribbean', 'caribbean', 'allDay', 'Local Favourite'],
  ['Secret Harbour Burgers', 'Burgers', 'grill', 'regular', 'Late Night'],
  ['Johnny Cake Stand', 'Caribbean', 'caribbean', 'weekdayLunch', 'Family Style'],
];

/**
 * Outlets open around the clock that do not take saved cards, so checkout's other payment paths
 * can be tried at any hour: the wallet provider alone, and no payment at all.
 */
const PAYMENTS: Record<string, DemoOutlet['payments']> = {
  'Buck Island Bites': 'wallet',
  'Bayside Burgers': 'none',
};

function neighbourhood(
  island: DemoRestaurant['island'],
  rows: Row[],
  places: Place[],
): DemoRestaurant[] {
  return rows.map(([name, cuisine, menu, hours, tag], i) => {
    const place = places[i % places.length] as Place;
    // A few metres apart per restaurant, so no two pins sit on one point.
    const nudge = (Math.floor(i / places.length) + 1) * 0.0006;
    return {
      name,
      island,
      cuisines: [cuisine],
      menu,
      outlets: [
        {
          name,
          street: `${10 + i} ${place.area} Road`,
          area: place.area,
          city: place.city,
          zipcode: place.zipcode,
          latitude: place.latitude + nudge,
          longitude: place.longitude - nudge,
          hours,
          tags: [tag],
          prep: [15 + (i % 3) * 5, 25 + (i % 3) * 5],
          payments: PAYMENTS[name],
        },
      ],
    };
  });
}

export const NEIGHBOURHOOD_RESTAURANTS: DemoRestaurant[] = [
  ...neighbourhood('st_croix', ST_CROIX_ROWS, ST_CROIX_PLACES),
  ...neighbourhood('st_thomas', ST_THOMAS_ROWS, ST_THOMAS_PLACES),
];
