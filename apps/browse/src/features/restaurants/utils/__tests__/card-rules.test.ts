import type { Outlet, RestaurantListItem } from '@island-eats/api-client';
import { restaurantBadge } from '@island-eats/api-client/rules';
import { hoursToday } from '../hours-today';
import { listItemFlags } from '../list-item-flags';

const outlet: Outlet = {
  outletId: 7,
  outletName: 'Taco Tide',
  displayTime: '20-30 mins',
  foodTag: 'Spicy',
  business_hours: {
    from_time: '10:00:00',
    to_time: '22:00:00',
    is_restro_online: 1,
    delivery_availability: 1,
    pickup_availability: 0,
    payment_availability: 1,
  },
  emergency_close: 0,
  outlet_lat: 17.7,
  outlet_lng: -64.7,
};
const restaurant: RestaurantListItem = {
  restaurantId: 3,
  restaurantName: 'Taco Tide',
  restaurantImage: '',
  averageReview: 4.5,
  reviewCount: 12,
  is_like: 0,
  emergency_close: 0,
  outlet: [outlet],
};

describe('listItemFlags', () => {
  it('reads the outlet flags for the shared badge rule', () => {
    expect(restaurantBadge(listItemFlags(restaurant, outlet), 'Delivery').label).toBe('Open');
    expect(restaurantBadge(listItemFlags(restaurant, outlet), 'Take Out').label).toBe(
      'Delivery Available',
    );
  });

  it("says 'Payment not set up' for an outlet that takes no payment", () => {
    const unpaid = {
      ...outlet,
      business_hours: { ...outlet.business_hours, payment_availability: 0 as const },
    };
    expect(restaurantBadge(listItemFlags(restaurant, unpaid), 'Delivery').label).toBe(
      'Payment not set up',
    );
  });

  it('closes the outlet of an emergency-closed restaurant or outlet', () => {
    const closed = { ...restaurant, emergency_close: 1 as const };
    expect(listItemFlags(closed, outlet).emergency_close).toBe(1);
    expect(listItemFlags(restaurant, { ...outlet, emergency_close: 1 }).emergency_close).toBe(1);
    expect(restaurantBadge(listItemFlags(closed, outlet), 'Delivery').label).toBe('Close');
  });
});

describe('hoursToday', () => {
  it('shows the hours as h:mm A', () => {
    expect(hoursToday(outlet)).toBe('10:00 AM - 10:00 PM');
  });

  it('names a whole day', () => {
    const allDay = (from_time: string, to_time: string) => ({
      ...outlet,
      business_hours: { ...outlet.business_hours, from_time, to_time },
    });
    expect(hoursToday(allDay('00:00:00', '23:59:59'))).toBe('Open 24 hours');
    expect(hoursToday(allDay('06:00:00', '06:00:00'))).toBe('Open 24 hours');
  });

  it('says so on a day without hours', () => {
    const closedToday = {
      ...outlet,
      business_hours: { ...outlet.business_hours, from_time: null, to_time: null },
    };
    expect(hoursToday(closedToday)).toBe('Closed today');
  });
});
