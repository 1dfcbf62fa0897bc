import { openThenNearest, type OutletFlags, type RankedOutlet } from '../index';

const OPEN: OutletFlags = {
  emergency_close: 0,
  is_restro_online: 1,
  delivery_availability: 1,
  pickup_availability: 1,
  payment_availability: 1,
};
const at = (miles: number, flags: Partial<OutletFlags> = {}): RankedOutlet => ({
  flags: { ...OPEN, ...flags },
  miles,
});

describe('openThenNearest', () => {
  it('puts open outlets before closed ones, however near the closed ones are', () => {
    const closed = at(0.1, { is_restro_online: 0 });
    const emergency = at(0.2, { emergency_close: 1 });
    const open = at(9);
    expect([closed, emergency, open].sort(openThenNearest('Take Out'))).toEqual([
      open,
      closed,
      emergency,
    ]);
  });

  it('puts an outlet that takes no payment after those a customer can order from', () => {
    const unpaid = at(0.1, { payment_availability: 0 });
    const open = at(4);
    expect([unpaid, open].sort(openThenNearest('Take Out'))).toEqual([open, unpaid]);
  });

  it('orders each group by distance', () => {
    const list = [at(5), at(1, { is_restro_online: 0 }), at(2), at(0.5, { emergency_close: 1 })];
    expect(list.sort(openThenNearest('Delivery')).map((o) => o.miles)).toEqual([2, 5, 0.5, 1]);
  });

  it("ranks by the chosen type's badge: 'Delivery Available' is not open for Take Out", () => {
    const deliveryOnly = at(1, { pickup_availability: 0 });
    const both = at(3);
    expect([deliveryOnly, both].sort(openThenNearest('Take Out'))).toEqual([both, deliveryOnly]);
    expect([deliveryOnly, both].sort(openThenNearest('Delivery'))).toEqual([deliveryOnly, both]);
  });
});
