import type {
  CartLine,
  CartView,
  SavedCard,
  SessionUser,
  UserProfile,
} from '@island-eats/api-client';

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

export const profile: UserProfile = {
  userName: 'Dana Demo',
  email: 'dana@example.com',
  mobileNumber: '3405550100',
  countryCode: '+1',
  located_at: 'st_croix',
  image: null,
  short_interest_survey: null,
  udId: 'UD-1',
};

export const line = (patch: Partial<CartLine> = {}): CartLine => ({
  cartId: 501,
  dishId: 7,
  dishName: 'Sorrel',
  dishPrice: '4.00',
  dishQuantity: 1,
  dishTotal: '4.00',
  spl_instruction: '',
  customisation: [],
  stock_status: 0,
  dishavailable: 1,
  dishCustomisation: [],
  ...patch,
});

/** A Take Out cart of one Sorrel at Cruzan Grill Sunny Isle (outlet 3), paid by saved card. */
export const cart = (patch: Partial<CartView> = {}, lines = [line()]): CartView => ({
  dishes: {
    dishes: lines,
    outletDetails: { outletId: 3, outletName: 'Cruzan Grill Sunny Isle' },
    billTotals: [
      { displayKey: 'Sub Total', displayValue: '$4.00', netAmount: '4.00' },
      { displayKey: 'Net Amount', displayValue: '$4.00', netAmount: '4.00' },
    ],
    isTwoMany: 0,
    toMany: { shortDes: '' },
    witoutCommissionPrice: '4.00',
  },
  couponName: '',
  tipAmount: '0.00',
  subTotalAmount: '4.00',
  gas_surcharge: '0.00',
  subtotal_discount: '0.00',
  delivery_discount: '0.00',
  couponSavingAmount: '0.00',
  delivery_fee: '0.00',
  blessings_discount: '0.00',
  order_distance: '0.0',
  after_discount_subtotal: '4.00',
  netAmount: '4.00',
  payment_method_enable: 1,
  restaurantAvailable: 1,
  couponMessage: '',
  scheduled_for: '',
  scheduleMessage: '',
  ...patch,
});

/** A saved card as getCard lists it: masked number, the provider's token ending in its four. */
export const savedCard = (id: number, lastFour: string): SavedCard => ({
  id,
  Account: `************${lastFour}`,
  AccountToken: `sandbox_card_${id}_${lastFour}`,
});

/** The cart after a Johnny Cake was added elsewhere (another tab, or while away paying): $9.00. */
export function grownCart(patch: Partial<CartView> = {}): CartView {
  const lines = [line(), line({ cartId: 502, dishName: 'Johnny Cake', dishTotal: '5.00' })];
  const grown = cart(
    { subTotalAmount: '9.00', after_discount_subtotal: '9.00', netAmount: '9.00', ...patch },
    lines,
  );
  grown.dishes.billTotals = [
    { displayKey: 'Sub Total', displayValue: '$9.00', netAmount: '9.00' },
    { displayKey: 'Net Amount', displayValue: '$9.00', netAmount: '9.00' },
  ];
  grown.dishes.witoutCommissionPrice = '9.00';
  return grown;
}
