import type { Flag, OrderType } from './common';

export interface OrderDish {
  dishplayDish: string;
  displayPrice: string;
  customisationItems: string[];
}

export interface Charge {
  displayKey: string;
  displayValue: string;
}

export interface OrderDetails {
  outletId: number;
  outletName: string;
  outletAddress: string;
  displayOrderId: string;
  displayTotalItems: string;
  dishes: OrderDish[];
  charges: Charge[];
}

export interface PastOrder {
  orderId: number;
  displaydate: string;
  displayNetAmount: string;
  isdelivered: 'true' | 'false';
  isRated: Flag;
  /** 'CANCELLED' shows as Rejected */
  buttonName: string;
  order_type: OrderType;
  tip_after_order: Flag;
  /** '0.00' when no tip was given yet */
  tip: string;
  deliveryStaffId: number | null;
  deliveryStaffName: string | null;
  deliveryStaffProfileImage: string | null;
  orderDetails: OrderDetails;
}

export interface TrackedDish {
  dishName: string;
  dishQuantity: number;
}

export interface TrackedOrder {
  orderId: number;
  displayOrderId: string;
  outletName: string;
  dishes: TrackedDish[];
  orderItems: number;
  netAmount: number;
  order_type: OrderType;
  /** placed, confirmed, rejected, ready_for_pickup, picked_up, delivered */
  status: string;
  /** 'h:mm A' in island time, or '00:00' for a step not reached */
  receivedTime: string;
  orderConfirmedTime: string;
  rejectedTime: string;
  readyForPickupTime: string;
  orderPickedupTime: string;
  orderReceived: Flag;
  orderConfirmed: Flag;
  orderRejected: Flag;
  orderPickedUp: Flag;
  restaurantConfirmedDescription: string | null;
  userLatitude: number | null;
  userLongitude: number | null;
  outletlatitude: number;
  outletLongitude: number;
  deliveryStaffLatitude: number | null;
  deliveryStaffLongitude: number | null;
}
