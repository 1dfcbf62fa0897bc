import type { Island } from '../islands/islands';

/** The account the README points people at. */
export const DEMO_CUSTOMER = {
  countryCode: '+1',
  mobileNumber: '3405550100',
  password: 'islandeats',
  userName: 'Demo Customer',
  email: 'demo@islandeats.test',
  locatedAt: 'st_croix' as Island,
};

export const DEMO_ADDRESSES = [
  {
    type: 'Home',
    location: '12 Company Street, Christiansted, St. Croix 00820, USVI',
    houseFlatNo: 'Apt 2',
    landmark: 'Across from the fort',
    latitude: 17.7467,
    longitude: -64.7029,
    zipcode: '00820',
  },
  {
    type: 'Work',
    location: 'Sunny Isle Shopping Center, Christiansted, St. Croix 00820, USVI',
    houseFlatNo: 'Suite 14',
    landmark: 'Next to the bank',
    latitude: 17.7275,
    longitude: -64.7805,
    zipcode: '00820',
  },
];

export const DEMO_CARD = {
  providerToken: 'sandbox_card_demo_4242',
  lastFour: '4242',
  brand: 'visa',
  expMonth: 12,
  expYear: 2030,
};

/** Authors of the demo reviews. They share the demo password. */
export const DEMO_REVIEWERS = [
  { userName: 'Keisha M.', mobileNumber: '3405550111', locatedAt: 'st_croix' as Island },
  { userName: 'Tom R.', mobileNumber: '3405550112', locatedAt: 'st_croix' as Island },
  { userName: 'Ana L.', mobileNumber: '3405550113', locatedAt: 'st_thomas' as Island },
  { userName: 'Devon P.', mobileNumber: '3405550114', locatedAt: 'st_thomas' as Island },
];

export const DEMO_REVIEW_TEXTS: [rating: number, feedback: string][] = [
  [5, 'Best food on the island, and it was ready right on time.'],
  [4, 'Tasty and generous portions. Will order again.'],
  [5, 'Friendly staff and everything was still hot.'],
  [3, 'Good food but a bit of a wait.'],
  [4, ''],
];

export const DEMO_DRIVERS = [
  {
    name: 'Marcus Henry',
    phone: '3405550190',
    locatedAt: 'st_croix' as Island,
    latitude: 17.74,
    longitude: -64.71,
  },
  {
    name: 'Shanice Lake',
    phone: '3405550191',
    locatedAt: 'st_thomas' as Island,
    latitude: 18.34,
    longitude: -64.92,
  },
];

export interface DemoCoupon {
  code: string;
  description: string;
  discountType: 'percent' | 'flat';
  percentOff?: number;
  amountOffCents?: number;
  minSubtotalCents: number;
  maxDiscountCents?: number;
  locatedAt?: Island;
  restaurant?: string;
  orderType?: 'Take Out' | 'Delivery';
  expiresAt?: string;
  perUserLimit?: number;
}

export const DEMO_COUPONS: DemoCoupon[] = [
  {
    code: 'WELCOME10',
    description: '10% off your order, up to $5',
    discountType: 'percent',
    percentOff: 10,
    minSubtotalCents: 1500,
    maxDiscountCents: 500,
    perUserLimit: 1,
  },
  {
    code: 'ISLAND5',
    description: '$5 off orders of $25 or more',
    discountType: 'flat',
    amountOffCents: 500,
    minSubtotalCents: 2500,
  },
  {
    code: 'STX15',
    description: '15% off on St. Croix, up to $10',
    discountType: 'percent',
    percentOff: 15,
    minSubtotalCents: 3000,
    maxDiscountCents: 1000,
    locatedAt: 'st_croix',
  },
  {
    code: 'STT15',
    description: '15% off on St. Thomas, up to $10',
    discountType: 'percent',
    percentOff: 15,
    minSubtotalCents: 3000,
    maxDiscountCents: 1000,
    locatedAt: 'st_thomas',
  },
  {
    code: 'PIZZA3',
    description: "$3 off at Buddhoe's Pizza",
    discountType: 'flat',
    amountOffCents: 300,
    minSubtotalCents: 1000,
    restaurant: "Buddhoe's Pizza",
  },
  {
    code: 'DELIVERY4',
    description: '$4 off delivery orders',
    discountType: 'flat',
    amountOffCents: 400,
    minSubtotalCents: 2000,
    orderType: 'Delivery',
  },
  {
    code: 'EXPIRED20',
    description: '20% off (expired)',
    discountType: 'percent',
    percentOff: 20,
    minSubtotalCents: 0,
    expiresAt: '2024-01-01T00:00:00Z',
  },
];

export interface DemoPastOrder {
  outlet: string;
  orderType: 'Take Out' | 'Delivery';
  status: 'placed' | 'confirmed' | 'rejected' | 'ready_for_pickup' | 'picked_up';
  /** Fixed past instant; null = "twenty minutes ago" at seed time, for an order in progress. */
  placedAt: string | null;
  lines: { dish: string; quantity: number; addOns?: string[]; note?: string }[];
  rating?: number;
  feedback?: string;
  tipAfterOrder?: boolean;
  coupon?: string;
}

export const DEMO_PAST_ORDERS: DemoPastOrder[] = [
  {
    outlet: 'Cruzan Grill Christiansted',
    orderType: 'Take Out',
    status: 'picked_up',
    placedAt: '2025-05-02T16:10:00Z',
    lines: [
      { dish: 'Classic Cheeseburger', quantity: 2, addOns: ['Fries', 'Bacon'] },
      { dish: 'Passion Fruit Lemonade', quantity: 2, addOns: ['Large'] },
    ],
    rating: 5,
    feedback: 'Great burgers, ready when we arrived.',
  },
  {
    outlet: "Buddhoe's Pizza Christiansted",
    orderType: 'Delivery',
    status: 'picked_up',
    placedAt: '2025-05-20T23:05:00Z',
    lines: [
      { dish: 'Pepperoni', quantity: 1, addOns: ['Large', 'Mushrooms'], note: 'Well done please' },
      { dish: 'Tiramisu', quantity: 1 },
    ],
    tipAfterOrder: true,
    coupon: 'PIZZA3',
  },
  {
    outlet: 'Golden Lotus',
    orderType: 'Take Out',
    status: 'rejected',
    placedAt: '2025-06-01T22:40:00Z',
    lines: [{ dish: 'Kung Pao', quantity: 1, addOns: ['Shrimp', 'Island Hot'] }],
  },
  {
    outlet: 'Cruzan Grill Sunny Isle',
    orderType: 'Delivery',
    status: 'confirmed',
    placedAt: null,
    lines: [{ dish: 'Grilled Chicken Plate', quantity: 1, addOns: ['Johnny Cake', 'Medium'] }],
  },
];
