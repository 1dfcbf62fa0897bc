import type { Flag, LocatedAt, OrderType } from './common';

export interface BusinessHours {
  /** today's hours as 'HH:mm:ss'; null on a day the outlet does not open */
  from_time: string | null;
  to_time: string | null;
  is_restro_online: Flag;
  delivery_availability: Flag;
  pickup_availability: Flag;
}

export interface FoodTag {
  itemName: string;
}

export interface Outlet {
  outletId: number;
  outletName: string;
  displayTime: string;
  /** the outlet's food tags joined with ', ' (the list view's shape) */
  foodTag: string;
  business_hours: BusinessHours;
  emergency_close: Flag;
  outlet_lat: number;
  outlet_lng: number;
}

export interface RestaurantListItem {
  restaurantId: number;
  restaurantName: string;
  restaurantImage: string;
  averageReview: number;
  is_like: Flag;
  emergency_close: Flag;
  outlet: Outlet[];
}

export interface BusinessDay {
  /** 'Monday'; the chips show its first three letters */
  day: string;
  from_time: string;
  to_time: string;
}

/** Which order types an outlet takes; 'Both' offers both (SPEC §4). */
export type OutletOrderTypes = 'Both' | OrderType;

export interface RestaurantInfo {
  outletId: number;
  restaurantId: number;
  restaurantName: string;
  outlet_lat: number;
  outlet_lng: number;
  averageReview: number;
  outlet_name: string;
  image: string;
  email: string;
  addressLineOne: string;
  addressLineTwo: string;
  area: string;
  city: string;
  street: string;
  zipcode: string;
  contactNumber: string | null;
  emergency_close: Flag;
  is_restro_online: Flag;
  delivery_availability: Flag;
  pickup_availability: Flag;
  restaurant_business_day: BusinessDay[];
  foodTag: FoodTag[];
  type: OutletOrderTypes;
  located_at: LocatedAt;
}

export interface Cuisine {
  id: number;
  name: string;
  image: string;
}
