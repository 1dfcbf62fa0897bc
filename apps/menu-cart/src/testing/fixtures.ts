import type {
  CartLine,
  CartView,
  CustomisationGroup,
  CustomisationItem,
  Dish,
  RestaurantInfo,
} from '@island-eats/api-client';

export const addOn = (
  elementId: number,
  elementName: string,
  Price: string,
  stock_status: 0 | 1 = 0,
): CustomisationItem => ({
  elementId,
  elementName,
  Price,
  displayPrice: `$${Price}`,
  isSelected: 0,
  stock_status,
  customisationCategoryId: 1,
});

export const sides: CustomisationGroup = {
  customizableId: 1,
  customizableName: 'Choose a Side',
  customizableType: 'single',
  customizableDishItems: [
    addOn(11, 'Fries', '0.00'),
    addOn(12, 'Side Salad', '1.00'),
    addOn(13, 'Fungi', '1.50', 1),
  ],
};

export const extras: CustomisationGroup = {
  customizableId: 2,
  customizableName: 'Extras',
  customizableType: 'multiple',
  customizableDishItems: [
    addOn(21, 'Extra Cheese', '1.50'),
    addOn(22, 'Bacon', '2.00'),
    addOn(23, 'Avocado', '2.50', 1),
  ],
};

export const dish = (patch: Partial<Dish> = {}): Dish => ({
  dishId: 7,
  dishName: 'Classic Cheeseburger',
  description: 'Beef patty, cheddar, lettuce, tomato.',
  dishImage: 'http://img/dishes/7.svg',
  isVeg: 0,
  displayPrice: '$12.95',
  price: '12.95',
  isCustomizable: 1,
  isCustomisation: 1,
  dishavailable: 1,
  stock_status: 0,
  availableFrom: null,
  availableTo: null,
  categoryId: 1,
  categoryName: 'Burgers',
  categoryValues: [{ categoryId: 1, categoryName: 'Burgers' }],
  maxPerOrder: null,
  dishCustomisation: [sides, extras],
  ...patch,
});

export const line = (patch: Partial<CartLine> = {}): CartLine => ({
  cartId: 501,
  dishId: 7,
  dishName: 'Classic Cheeseburger',
  dishPrice: '14.45',
  dishQuantity: 1,
  dishTotal: '14.45',
  spl_instruction: '',
  customisation: [11, 21],
  stock_status: 0,
  dishavailable: 1,
  dishCustomisation: [
    { ...sides, customizableDishItems: [addOn(11, 'Fries', '0.00')] },
    { ...extras, customizableDishItems: [addOn(21, 'Extra Cheese', '1.50')] },
  ],
  ...patch,
});

export const cartView = (lines: CartLine[], outletId = 1, patch: Partial<CartView> = {}) =>
  ({
    dishes: {
      dishes: lines,
      outletDetails: { outletId, outletName: 'Cruzan Grill Sunny Isle' },
      billTotals: [
        { displayKey: 'Sub Total', displayValue: '$14.45', netAmount: '14.45' },
        { displayKey: 'Donate', displayValue: '$0.10', netAmount: '0.10' },
        { displayKey: 'Blessings Discount', displayValue: '-$1.00', netAmount: '-1.00' },
        { displayKey: 'Net Amount', displayValue: '$14.45', netAmount: '14.45' },
      ],
      isTwoMany: 0,
      toMany: { shortDes: '' },
      witoutCommissionPrice: '14.45',
    },
    couponName: '',
    tipAmount: '0.00',
    subTotalAmount: '14.45',
    gas_surcharge: '0.00',
    subtotal_discount: '0.00',
    delivery_discount: '0.00',
    couponSavingAmount: '0.00',
    delivery_fee: '0.00',
    blessings_discount: '0.00',
    order_distance: '0.0',
    after_discount_subtotal: '14.45',
    netAmount: '14.45',
    payment_method_enable: 1,
    restaurantAvailable: 1,
    couponMessage: '',
    scheduled_for: '',
    scheduleMessage: '',
    ...patch,
  }) as CartView;

export const session = {
  token: 't0k',
  udId: 'UD',
  userName: 'Demo',
  email: 'd@example.com',
  countryCode: '+1',
  mobileNumber: '3405550100',
  located_at: 'st_croix' as const,
  short_interest_survey: '',
};

/** Cruzan Grill Sunny Isle, open Monday and Tuesday 10:00-22:00, for both order types. */
export const restaurantInfo = (patch: Partial<RestaurantInfo> = {}): RestaurantInfo => ({
  outletId: 1,
  restaurantId: 1,
  restaurantName: 'Cruzan Grill',
  outlet_lat: 17.728,
  outlet_lng: -64.781,
  averageReview: 4.5,
  reviewCount: 12,
  outlet_name: 'Cruzan Grill Sunny Isle',
  image: '',
  email: 'grill@example.com',
  addressLineOne: 'Sunny Isle Shopping Center',
  addressLineTwo: '',
  area: 'Sunny Isle',
  city: 'Christiansted',
  street: 'Sunny Isle',
  zipcode: '00820',
  contactNumber: null,
  emergency_close: 0,
  is_restro_online: 1,
  delivery_availability: 1,
  pickup_availability: 1,
  payment_availability: 1,
  later_slots: [],
  restaurant_business_day: [
    { day: 'Monday', from_time: '10:00:00', to_time: '22:00:00' },
    { day: 'Tuesday', from_time: '10:00:00', to_time: '22:00:00' },
  ],
  foodTag: [{ itemName: 'Late Night' }],
  type: 'Both',
  located_at: 'st_croix',
  ...patch,
});
