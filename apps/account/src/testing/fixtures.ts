import type { PastOrder, SessionUser, TrackedOrder, UserProfile } from '@island-eats/api-client';

export const session: SessionUser = {
  token: 'test-token',
  udId: 'UD-1',
  userName: 'Dana Demo',
  email: 'dana@example.com',
  countryCode: '+1',
  mobileNumber: '3405550100',
  located_at: 'st_croix',
  short_interest_survey: '',
};

export const profile = (patch: Partial<UserProfile> = {}): UserProfile => ({
  userName: 'Dana Demo',
  email: 'dana@example.com',
  mobileNumber: '3405550100',
  countryCode: '+1',
  located_at: 'st_croix',
  image: null,
  short_interest_survey: null,
  udId: 'UD-1',
  ...patch,
});

export const pastOrder = (patch: Partial<PastOrder> = {}): PastOrder => ({
  orderId: 7,
  displaydate: 'Nov 20, 2026 7:15 PM',
  displayNetAmount: '$31.40',
  isdelivered: 'true',
  isRated: 0,
  buttonName: 'RATE US',
  order_type: 'Take Out',
  tip_after_order: 0,
  tip: '0.00',
  deliveryStaffId: null,
  deliveryStaffName: null,
  deliveryStaffProfileImage: null,
  orderDetails: {
    outletId: 3,
    outletName: 'Cruzan Grill Sunny Isle',
    outletAddress: 'Sunny Isle Shopping Center, Christiansted',
    displayOrderId: '#IE00007',
    displayTotalItems: '3 Items',
    dishes: [
      {
        dishplayDish: '2 x Classic Cheeseburger',
        displayPrice: '$25.90',
        customisationItems: ['Fries'],
      },
      { dishplayDish: '1 x Johnny Cake', displayPrice: '$3.50', customisationItems: [] },
    ],
    charges: [
      { displayKey: 'Subtotal', displayValue: '$29.40' },
      { displayKey: 'Gas Surcharge', displayValue: '$2.00' },
      { displayKey: 'Total', displayValue: '$31.40' },
    ],
  },
  ...patch,
});

export const trackedOrder = (patch: Partial<TrackedOrder> = {}): TrackedOrder => ({
  orderId: 7,
  displayOrderId: '#IE00007',
  outletName: 'Cruzan Grill Sunny Isle',
  outletAddress: 'Sunny Isle Shopping Center, Christiansted, 00820',
  dishes: [
    { dishName: 'Classic Cheeseburger', dishQuantity: 2 },
    { dishName: 'Johnny Cake', dishQuantity: 1 },
  ],
  orderItems: 3,
  netAmount: 31.4,
  charges: [
    { displayKey: 'Subtotal', displayValue: '$29.40' },
    { displayKey: 'Gas Surcharge', displayValue: '$2.00' },
    { displayKey: 'Total', displayValue: '$31.40' },
  ],
  order_type: 'Delivery',
  status: 'placed',
  receivedTime: '7:15 PM',
  orderConfirmedTime: '00:00',
  rejectedTime: '00:00',
  readyForPickupTime: '00:00',
  orderPickedupTime: '00:00',
  orderReceived: 1,
  orderConfirmed: 0,
  orderRejected: 0,
  orderPickedUp: 0,
  restaurantConfirmedDescription: null,
  userLatitude: 17.74,
  userLongitude: -64.7,
  outletlatitude: 17.728,
  outletLongitude: -64.781,
  deliveryStaffLatitude: 17.73,
  deliveryStaffLongitude: -64.75,
  ...patch,
});
