import type { Flag, OrderType } from '../types/common';
import type { OutletOrderTypes } from '../types/restaurant';

/**
 * An outlet's availability as the wire carries it (SPEC.md §3): the list's business_hours
 * and the outlet detail both hold these four flags. `is_restro_online` already folds in the
 * business hours (see open-now.ts), so the flags alone decide the badge.
 */
export interface OutletFlags {
  emergency_close: Flag;
  is_restro_online: Flag;
  delivery_availability: Flag;
  pickup_availability: Flag;
  /** 0: the outlet takes no payment, so no order can be placed there (SPEC §8). */
  payment_availability: Flag;
}

/** What the server knows of an outlet, before it is put on the wire. */
export interface OutletState {
  type: OutletOrderTypes;
  emergencyClose: boolean;
  /** The restaurant's own switch is on and the clock is inside its business hours. */
  openNow: boolean;
  pickupAvailable: boolean;
  deliveryAvailable: boolean;
  /** It takes at least one way of paying (saved cards or the provider). */
  paymentSetUp: boolean;
}

const bit = (value: boolean): Flag => (value ? 1 : 0);

/** Whether an outlet of this type is offered in an order type at all ('Both' offers both). */
export function offersOrderType(type: OutletOrderTypes, orderType: OrderType): boolean {
  return type === 'Both' || type === orderType;
}

/** The wire flags of an outlet: an order type it does not offer is never available. */
export function outletFlags(outlet: OutletState): OutletFlags {
  return {
    emergency_close: bit(outlet.emergencyClose),
    is_restro_online: bit(outlet.openNow),
    delivery_availability: bit(
      outlet.deliveryAvailable && offersOrderType(outlet.type, 'Delivery'),
    ),
    pickup_availability: bit(outlet.pickupAvailable && offersOrderType(outlet.type, 'Take Out')),
    payment_availability: bit(outlet.paymentSetUp),
  };
}
