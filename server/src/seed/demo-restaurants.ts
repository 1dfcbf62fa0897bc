import type { Island } from '../islands/islands';
import type { CuisineName, FoodTagName, HoursName } from './demo-catalog';
import type { MenuName } from './demo-menus';
import { NEIGHBOURHOOD_RESTAURANTS } from './demo-neighbourhood-restaurants';

export interface DemoOutlet {
  name: string;
  street: string;
  area: string;
  city: string;
  zipcode: string;
  latitude: number;
  longitude: number;
  hours: HoursName;
  type?: 'Both' | 'Take Out' | 'Delivery';
  emergencyClose?: boolean;
  offline?: boolean;
  /** Both false: the badge shows 'Pickup/Delivery Unavailable'. */
  pickup?: boolean;
  delivery?: boolean;
  tags: FoodTagName[];
  prep: [min: number, max: number];
  /** Saved cards and the wallet provider by default; 'wallet' alone, or 'none' set up. */
  payments?: 'wallet' | 'none';
}

export interface DemoRestaurant {
  name: string;
  island: Island;
  cuisines: CuisineName[];
  menu: MenuName;
  outlets: DemoOutlet[];
}

const STX = 'st_croix';
const STT = 'st_thomas';

/** Every cuisine appears on each island; each island has a 24-hour outlet serving both types. */
export const DEMO_RESTAURANTS: DemoRestaurant[] = [
  // St. Croix ---------------------------------------------------------------------------------
  {
    name: 'Cruzan Grill',
    island: STX,
    cuisines: ['American', 'Burgers'],
    menu: 'grill',
    outlets: [
      {
        name: 'Cruzan Grill Sunny Isle',
        street: 'Sunny Isle Shopping Center',
        area: 'Sunny Isle',
        city: 'Christiansted',
        zipcode: '00820',
        latitude: 17.728,
        longitude: -64.781,
        hours: 'allDay',
        tags: ['Local Favourite', 'Late Night', 'Kid Friendly'],
        prep: [15, 25],
      },
      {
        name: 'Cruzan Grill Christiansted',
        street: '52 Company Street',
        area: 'Downtown',
        city: 'Christiansted',
        zipcode: '00820',
        latitude: 17.7466,
        longitude: -64.7032,
        hours: 'regular',
        tags: ['Local Favourite', 'Kid Friendly'],
        prep: [20, 30],
      },
    ],
  },
  {
    name: 'Frederiksted Fish House',
    island: STX,
    cuisines: ['Seafood', 'Caribbean'],
    menu: 'seafood',
    outlets: [
      {
        name: 'Frederiksted Fish House',
        street: '7 Strand Street',
        area: 'Waterfront',
        city: 'Frederiksted',
        zipcode: '00840',
        latitude: 17.7124,
        longitude: -64.8826,
        hours: 'regular',
        tags: ['Fresh Catch', 'Local Favourite'],
        prep: [25, 35],
      },
    ],
  },
  {
    name: "Buddhoe's Pizza",
    island: STX,
    cuisines: ['Pizza', 'Italian'],
    menu: 'pizza',
    outlets: [
      {
        name: "Buddhoe's Pizza Christiansted",
        street: '14 King Street',
        area: 'Downtown',
        city: 'Christiansted',
        zipcode: '00820',
        latitude: 17.7475,
        longitude: -64.7045,
        hours: 'lateNight',
        tags: ['Late Night', 'Family Style'],
        prep: [20, 30],
      },
      {
        name: "Buddhoe's Pizza Gallows Bay",
        street: '3 Gallows Bay Marketplace',
        area: 'Gallows Bay',
        city: 'Christiansted',
        zipcode: '00820',
        latitude: 17.7452,
        longitude: -64.696,
        hours: 'regular',
        type: 'Delivery',
        tags: ['Family Style'],
        prep: [30, 40],
      },
      {
        name: "Buddhoe's Pizza Frederiksted",
        street: '22 King Street',
        area: 'Downtown',
        city: 'Frederiksted',
        zipcode: '00840',
        latitude: 17.713,
        longitude: -64.881,
        hours: 'regular',
        emergencyClose: true,
        tags: ['Family Style'],
        prep: [20, 30],
      },
    ],
  },
  {
    name: "Mama's Kallaloo Kitchen",
    island: STX,
    cuisines: ['Caribbean', 'Healthy'],
    menu: 'caribbean',
    outlets: [
      {
        name: "Mama's Kallaloo Kitchen",
        street: '9 Hospital Street',
        area: 'Downtown',
        city: 'Christiansted',
        zipcode: '00820',
        latitude: 17.7458,
        longitude: -64.7019,
        hours: 'breakfast',
        type: 'Take Out',
        tags: ['Local Favourite', 'Spicy'],
        prep: [15, 20],
      },
    ],
  },
  {
    name: 'Golden Lotus',
    island: STX,
    cuisines: ['Chinese'],
    menu: 'chinese',
    outlets: [
      {
        name: 'Golden Lotus',
        street: 'Orange Grove Plaza',
        area: 'Orange Grove',
        city: 'Christiansted',
        zipcode: '00820',
        latitude: 17.7385,
        longitude: -64.7275,
        hours: 'dinnerTueSun',
        tags: ['Family Style', 'Spicy'],
        prep: [25, 35],
      },
    ],
  },
  {
    name: 'Spice Route Curry House',
    island: STX,
    cuisines: ['Indian', 'Healthy'],
    menu: 'indian',
    outlets: [
      {
        name: 'Spice Route Kingshill',
        street: 'Plaza Extra Road',
        area: 'Kingshill',
        city: 'Kingshill',
        zipcode: '00850',
        latitude: 17.722,
        longitude: -64.79,
        hours: 'regular',
        tags: ['Spicy', 'Vegetarian Friendly'],
        prep: [25, 35],
      },
      {
        name: 'Spice Route La Grande Princesse',
        street: 'Route 75',
        area: 'La Grande Princesse',
        city: 'Christiansted',
        zipcode: '00820',
        latitude: 17.756,
        longitude: -64.735,
        hours: 'regular',
        offline: true,
        tags: ['Spicy', 'Vegetarian Friendly'],
        prep: [25, 35],
      },
    ],
  },
  {
    name: 'Sunrise Bakery & Café',
    island: STX,
    cuisines: ['Breakfast', 'Desserts'],
    menu: 'breakfast',
    outlets: [
      {
        name: 'Sunrise Bakery & Café',
        street: '1 Queen Cross Street',
        area: 'Downtown',
        city: 'Christiansted',
        zipcode: '00820',
        latitude: 17.7462,
        longitude: -64.7026,
        hours: 'breakfast',
        type: 'Take Out',
        tags: ['Coffee', 'Sweet Treats'],
        prep: [10, 15],
      },
    ],
  },
  {
    name: 'Taco Tide',
    island: STX,
    cuisines: ['Mexican'],
    menu: 'mexican',
    outlets: [
      {
        name: 'Taco Tide Cane Bay',
        street: 'North Shore Road',
        area: 'Cane Bay',
        city: 'Kingshill',
        zipcode: '00850',
        latitude: 17.774,
        longitude: -64.81,
        hours: 'weekdayLunch',
        type: 'Delivery',
        tags: ['Spicy', 'Gluten-Free Options'],
        prep: [20, 30],
      },
    ],
  },
  {
    name: 'Sweet Coconut Creamery',
    island: STX,
    cuisines: ['Desserts'],
    menu: 'desserts',
    outlets: [
      {
        name: 'Sweet Coconut Creamery',
        street: 'East End Road',
        area: 'Cotton Valley',
        city: 'Christiansted',
        zipcode: '00820',
        latitude: 17.758,
        longitude: -64.62,
        hours: 'regular',
        pickup: false,
        delivery: false,
        tags: ['Sweet Treats', 'Kid Friendly'],
        prep: [10, 20],
      },
    ],
  },
  // St. Thomas --------------------------------------------------------------------------------
  {
    name: 'Charlotte Amalie Grill House',
    island: STT,
    cuisines: ['American', 'Burgers'],
    menu: 'grill',
    outlets: [
      {
        name: 'Grill House Downtown',
        street: '5 Main Street',
        area: 'Downtown',
        city: 'Charlotte Amalie',
        zipcode: '00802',
        latitude: 18.3419,
        longitude: -64.9307,
        hours: 'allDay',
        tags: ['Local Favourite', 'Late Night'],
        prep: [15, 25],
      },
      {
        name: 'Grill House Havensight',
        street: 'Havensight Mall',
        area: 'Havensight',
        city: 'Charlotte Amalie',
        zipcode: '00802',
        latitude: 18.335,
        longitude: -64.92,
        hours: 'regular',
        type: 'Take Out',
        tags: ['Kid Friendly'],
        prep: [15, 25],
      },
    ],
  },
  {
    name: 'Red Hook Reef & Raw Bar',
    island: STT,
    cuisines: ['Seafood'],
    menu: 'seafood',
    outlets: [
      {
        name: 'Red Hook Reef & Raw Bar',
        street: 'American Yacht Harbor',
        area: 'Red Hook',
        city: 'Red Hook',
        zipcode: '00802',
        latitude: 18.3245,
        longitude: -64.8492,
        hours: 'lateNight',
        tags: ['Fresh Catch', 'Late Night'],
        prep: [25, 35],
      },
    ],
  },
  {
    name: 'Frenchtown Trattoria',
    island: STT,
    cuisines: ['Italian', 'Pizza'],
    menu: 'pizza',
    outlets: [
      {
        name: 'Frenchtown Trattoria',
        street: '24 Honduras Street',
        area: 'Frenchtown',
        city: 'Charlotte Amalie',
        zipcode: '00802',
        latitude: 18.337,
        longitude: -64.942,
        hours: 'dinnerTueSun',
        tags: ['Family Style', 'Vegetarian Friendly'],
        prep: [30, 40],
      },
    ],
  },
  {
    name: 'Blue Mahoe Caribbean Kitchen',
    island: STT,
    cuisines: ['Caribbean'],
    menu: 'caribbean',
    outlets: [
      {
        name: 'Blue Mahoe Tutu Park',
        street: 'Tutu Park Mall',
        area: 'Tutu',
        city: 'Charlotte Amalie',
        zipcode: '00802',
        latitude: 18.342,
        longitude: -64.894,
        hours: 'regular',
        tags: ['Local Favourite', 'Spicy'],
        prep: [20, 30],
      },
      {
        name: 'Blue Mahoe Bovoni',
        street: 'Bovoni Road',
        area: 'Bovoni',
        city: 'Charlotte Amalie',
        zipcode: '00802',
        latitude: 18.316,
        longitude: -64.89,
        hours: 'allDay',
        type: 'Delivery',
        tags: ['Local Favourite'],
        prep: [30, 45],
      },
      {
        name: 'Blue Mahoe Smith Bay',
        street: 'Smith Bay Road',
        area: 'Smith Bay',
        city: 'East End',
        zipcode: '00802',
        latitude: 18.344,
        longitude: -64.86,
        hours: 'regular',
        emergencyClose: true,
        tags: ['Local Favourite'],
        prep: [20, 30],
      },
    ],
  },
  {
    name: 'Jade Harbour',
    island: STT,
    cuisines: ['Chinese'],
    menu: 'chinese',
    outlets: [
      {
        name: 'Jade Harbour',
        street: 'Waterfront Highway',
        area: 'Downtown',
        city: 'Charlotte Amalie',
        zipcode: '00802',
        latitude: 18.3405,
        longitude: -64.928,
        hours: 'regular',
        type: 'Take Out',
        tags: ['Family Style'],
        prep: [20, 30],
      },
    ],
  },
  {
    name: 'Tandoori Trade Winds',
    island: STT,
    cuisines: ['Indian'],
    menu: 'indian',
    outlets: [
      {
        name: 'Tandoori Trade Winds',
        street: 'Crown Bay Marina',
        area: 'Crown Bay',
        city: 'Charlotte Amalie',
        zipcode: '00802',
        latitude: 18.336,
        longitude: -64.953,
        hours: 'regular',
        offline: true,
        tags: ['Spicy', 'Vegetarian Friendly'],
        prep: [25, 35],
      },
    ],
  },
  {
    name: 'Island Greens',
    island: STT,
    cuisines: ['Healthy', 'Breakfast'],
    menu: 'breakfast',
    outlets: [
      {
        name: 'Island Greens Red Hook',
        street: 'Red Hook Plaza',
        area: 'Red Hook',
        city: 'Red Hook',
        zipcode: '00802',
        latitude: 18.325,
        longitude: -64.851,
        hours: 'breakfast',
        tags: ['Vegetarian Friendly', 'Gluten-Free Options', 'Coffee'],
        prep: [10, 20],
      },
    ],
  },
  {
    name: 'Cantina Magens',
    island: STT,
    cuisines: ['Mexican'],
    menu: 'mexican',
    outlets: [
      {
        name: 'Cantina Magens',
        street: 'Magens Bay Road',
        area: 'Northside',
        city: 'Charlotte Amalie',
        zipcode: '00802',
        latitude: 18.369,
        longitude: -64.93,
        hours: 'regular',
        type: 'Delivery',
        tags: ['Spicy'],
        prep: [25, 35],
      },
    ],
  },
  {
    name: 'Sugar Mill Sweets',
    island: STT,
    cuisines: ['Desserts', 'Breakfast'],
    menu: 'desserts',
    outlets: [
      {
        name: 'Sugar Mill Sweets',
        street: 'Yacht Haven Grande',
        area: 'Long Bay',
        city: 'Charlotte Amalie',
        zipcode: '00802',
        latitude: 18.3385,
        longitude: -64.925,
        hours: 'weekdayLunch',
        tags: ['Sweet Treats', 'Coffee'],
        prep: [10, 15],
      },
    ],
  },
  // Small single-outlet places after the hand-written ones, so existing ids stay put.
  ...NEIGHBOURHOOD_RESTAURANTS,
];
