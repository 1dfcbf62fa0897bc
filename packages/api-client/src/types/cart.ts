import type { PAYMENT_METHOD } from '../constants';
import type { Flag } from './common';
import type { CustomisationGroup } from './dish';

export interface CartLine {
  cartId: number;
  dishId: number;
  dishName: string;
  dishPrice: number;
  dishQuantity: number;
  dishTotal: number;
  spl_instruction: string;
  /** dishCustomisationId list */
  customisation: number[];
  stock_status: Flag;
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

/** A bill line; the last entry holds the final net amount. */
export interface BillTotal {
  displayKey: string;
  displayValue: string;
  netAmount?: number;
}

export interface CartDishes {
  dishes: CartLine[];
  outletDetails: { outletId: number };
  billTotals: BillTotal[];
  isTwoMany: boolean;
  toMany: { shortDes: string };
  witoutCommissionPrice: number;
}

/** payment_method_enable: which payment the outlet takes. */
export type PaymentMethodEnable = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

export interface CartView {
  dishes: CartDishes;
  couponName: string | null;
  tipAmount: number;
  subTotalAmount: number;
  gas_surcharge: number;
  subtotal_discount: number;
  delivery_discount: number;
  couponSavingAmount: number;
  delivery_fee: number;
  blessings_discount: number;
  order_distance: string;
  after_discount_subtotal: number;
  netAmount: number;
  payment_method_enable: PaymentMethodEnable;
}
