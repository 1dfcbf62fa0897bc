/** SPEC.md §3 "Restaurant list item", exactly as the wire carries it. */
export interface OutletBusinessHoursWire {
  /** Today's hours 'HH:mm:ss', null when the outlet does not open today. */
  from_time: string | null;
  to_time: string | null;
  is_restro_online: 0 | 1;
  delivery_availability: 0 | 1;
  pickup_availability: 0 | 1;
}

export interface OutletListItem {
  outletId: number;
  outletName: string;
  displayTime: string;
  /** Comma-joined food tags. */
  foodTag: string;
  business_hours: OutletBusinessHoursWire;
  emergency_close: 0 | 1;
  outlet_lat: number;
  outlet_lng: number;
}

export interface RestaurantListItem {
  restaurantId: number;
  restaurantName: string;
  restaurantImage: string;
  /** Mean star rating over the restaurant's outlets, one decimal; 0 without reviews. */
  averageReview: number;
  is_like: 0 | 1;
  emergency_close: 0 | 1;
  outlet: OutletListItem[];
}
