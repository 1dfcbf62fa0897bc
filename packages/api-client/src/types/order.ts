import type { FromSchema } from 'json-schema-to-ts';
import type { orderDetailsSchema, pastOrderSchema, trackedOrderSchema } from '../wire/order';

export type OrderDetails = FromSchema<typeof orderDetailsSchema>;
export type OrderDish = OrderDetails['dishes'][number];
export type Charge = OrderDetails['charges'][number];
export type PastOrder = FromSchema<typeof pastOrderSchema>;
export type TrackedOrder = FromSchema<typeof trackedOrderSchema>;
export type TrackedDish = TrackedOrder['dishes'][number];
