import type { OrderType } from '../../types/common';
import {
  outletFlags,
  restaurantBadge,
  takesOrders,
  type OutletFlags,
  type OutletState,
} from '../index';

const flags = (
  emergency_close: 0 | 1,
  is_restro_online: 0 | 1,
  delivery_availability: 0 | 1,
  pickup_availability: 0 | 1,
  payment_availability: 0 | 1 = 1,
): OutletFlags => ({
  emergency_close,
  is_restro_online,
  delivery_availability,
  pickup_availability,
  payment_availability,
});

// SPEC.md §4, branch by branch: [case, flags, order type, label].
const table: [string, OutletFlags, OrderType, string][] = [
  ['emergency close beats everything', flags(1, 1, 1, 1), 'Take Out', 'Close'],
  ['emergency close under Delivery', flags(1, 1, 1, 1), 'Delivery', 'Close'],
  ['offline', flags(0, 0, 1, 1), 'Take Out', 'Close'],
  ['offline under Delivery', flags(0, 0, 1, 1), 'Delivery', 'Close'],
  ['neither type, Take Out', flags(0, 1, 0, 0), 'Take Out', 'Pickup/Delivery Unavailable'],
  ['neither type, Delivery', flags(0, 1, 0, 0), 'Delivery', 'Pickup/Delivery Unavailable'],
  ['Delivery with delivery', flags(0, 1, 1, 0), 'Delivery', 'Open'],
  ['Delivery with both', flags(0, 1, 1, 1), 'Delivery', 'Open'],
  ['Delivery with pickup only', flags(0, 1, 0, 1), 'Delivery', 'Pickup Available'],
  ['Take Out with pickup', flags(0, 1, 0, 1), 'Take Out', 'Open'],
  ['Take Out with both', flags(0, 1, 1, 1), 'Take Out', 'Open'],
  ['Take Out with delivery only', flags(0, 1, 1, 0), 'Take Out', 'Delivery Available'],
  ['no payment, Take Out', flags(0, 1, 1, 1, 0), 'Take Out', 'Payment not set up'],
  ['no payment, Delivery', flags(0, 1, 1, 1, 0), 'Delivery', 'Payment not set up'],
  ['closed beats no payment', flags(0, 0, 1, 1, 0), 'Take Out', 'Close'],
];

describe('restaurantBadge', () => {
  it.each(table)('%s', (_case, outlet, orderType, label) => {
    expect(restaurantBadge(outlet, orderType).label).toBe(label);
  });

  it('gives each label its tone', () => {
    expect(restaurantBadge(flags(0, 1, 1, 1), 'Delivery').tone).toBe('success');
    expect(restaurantBadge(flags(0, 1, 0, 1), 'Delivery').tone).toBe('warning');
    expect(restaurantBadge(flags(1, 1, 1, 1), 'Delivery').tone).toBe('danger');
    expect(restaurantBadge(flags(0, 1, 0, 0), 'Delivery').tone).toBe('neutral');
  });
});

describe('takesOrders', () => {
  it.each(table)('%s', (_case, outlet, orderType, label) => {
    expect(takesOrders(outlet, orderType)).toBe(label === 'Open');
  });
});

describe('outletFlags', () => {
  const state: OutletState = {
    type: 'Both',
    emergencyClose: false,
    openNow: true,
    pickupAvailable: true,
    deliveryAvailable: true,
    paymentSetUp: true,
  };

  it('carries the switches of an outlet that offers both types', () => {
    expect(outletFlags(state)).toEqual(flags(0, 1, 1, 1));
    expect(outletFlags({ ...state, emergencyClose: true, openNow: false })).toEqual(
      flags(1, 0, 1, 1),
    );
  });

  it('never offers a type the outlet does not serve', () => {
    expect(outletFlags({ ...state, type: 'Take Out' })).toEqual(flags(0, 1, 0, 1));
    expect(outletFlags({ ...state, type: 'Delivery' })).toEqual(flags(0, 1, 1, 0));
  });

  it('says whether the outlet takes any payment', () => {
    expect(outletFlags({ ...state, paymentSetUp: false })).toEqual(flags(0, 1, 1, 1, 0));
  });

  it('keeps a served type switched off when its switch is off', () => {
    expect(outletFlags({ ...state, deliveryAvailable: false })).toEqual(flags(0, 1, 0, 1));
  });
});
