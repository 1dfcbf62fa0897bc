import type { PAYMENT_METHOD } from '../constants';
import type { Flag } from './common';
import type { CustomisationGroup } from './dish';

export interface CartLine {
  cartId: number;
  dishId: number;
  dishName: string;
  /** unit price with the in-stock add-ons, '19.00' */
  dishPrice: string;
  dishQuantity: number;
  dishTotal: string;
  spl_instruction: string;
  /** dishCustomisationId list */
  customisation: number[];
  /** 1 when the dish or a chosen add-on is out of stock */
  stock_status: Flag;
  /** 1 when the dish is inside its serving window now */
  dishavailable: Flag;
  /** only the chosen add-ons, grouped */
  dishCustomisation: CustomisationGroup[];
}

/** One dish of the add-to-cart payload (sent as JSON text). */
export interface CartDishInput {
  quantity: number;
  customisation: number[];
  dishId: number;
  uuId: string;
  spl_instruction: string;
  os: string;
}

/**
 * A bill line: Sub Total, Coupon Discount, Delivery Fee, Gas Surcharge, Tip (each when it
 * applies), and last 'Net Amount' holding the final net amount.
 */
export interface BillTotal {
  displayKey: string;
  /** '$4.00'; a discount reads '-$3.30' */
  displayValue: string;
  /** the same amount as '4.00' / '-3.30' */
  netAmount: string;
}

export interface CartDishes {
  dishes: CartLine[];
  outletDetails: { outletId: number; outletName: string };
  billTotals: BillTotal[];
  /** 1 when a dish is above its per-order limit; toMany.shortDes then says so */
  isTwoMany: Flag;
  toMany: { shortDes: string };
  witoutCommissionPrice: string;
}

/** payment_method_enable: which payment the outlet takes. */
export type PaymentMethodEnable = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** Amounts are computed by the server in cents and sent as '12.50'. */
export interface CartView {
  dishes: CartDishes;
  /** the applied coupon's code; '' when none */
  couponName: string;
  tipAmount: string;
  subTotalAmount: string;
  gas_surcharge: string;
  subtotal_discount: string;
  delivery_discount: string;
  couponSavingAmount: string;
  delivery_fee: string;
  blessings_discount: string;
  /** miles, one decimal */
  order_distance: string;
  after_discount_subtotal: string;
  netAmount: string;
  /** 0: the outlet takes no payment ('Restaurant Payment not setup ...') */
  payment_method_enable: PaymentMethodEnable | 0;
  /** 0 when the outlet is closed or does not take this order type now */
  restaurantAvailable: Flag;
  /** why the coupon stored on the cart gives nothing now; '' when none */
  couponMessage: string;
}
