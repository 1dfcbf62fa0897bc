import type { FromSchema } from 'json-schema-to-ts';
import type {
  billTotalSchema,
  cartDishesSchema,
  cartDishInputSchema,
  cartLineSchema,
  cartViewSchema,
  paymentMethodSchema,
} from '../wire/cart';

export type CartLine = FromSchema<typeof cartLineSchema>;
/** One dish of the add-to-cart payload (sent as JSON text). */
export type CartDishInput = FromSchema<typeof cartDishInputSchema>;
export type BillTotal = FromSchema<typeof billTotalSchema>;
export type CartDishes = FromSchema<typeof cartDishesSchema>;
/** payment_method_enable: which payment the outlet takes. */
export type PaymentMethodEnable = FromSchema<typeof paymentMethodSchema>;
/** Amounts are computed by the server in cents and sent as '12.50'. */
export type CartView = FromSchema<typeof cartViewSchema>;
