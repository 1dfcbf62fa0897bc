import { pastOrder } from '../../../testing/fixtures';
import { offersTip, orderAction } from './order-action';

describe('orderAction', () => {
  it('tracks an order that is neither delivered nor cancelled', () => {
    expect(orderAction(pastOrder({ isdelivered: 'false', buttonName: 'TRACK ORDER' }))).toBe(
      'track',
    );
  });
  it('shows Rejected for the CANCELLED button name, delivered or not', () => {
    expect(orderAction(pastOrder({ isdelivered: 'false', buttonName: 'CANCELLED' }))).toBe(
      'rejected',
    );
  });
  it('asks for a rating once delivered, until rated', () => {
    expect(orderAction(pastOrder({ isdelivered: 'true', isRated: 0, buttonName: 'RATE US' }))).toBe(
      'rate',
    );
    expect(
      orderAction(pastOrder({ isdelivered: 'true', isRated: 1, buttonName: 'COMPLETED' })),
    ).toBe('none');
  });
});

describe('offersTip', () => {
  it('only for Delivery with tip_after_order 1 and no tip yet', () => {
    const delivery = { order_type: 'Delivery', tip_after_order: 1, tip: '0.00' } as const;
    expect(offersTip(pastOrder(delivery))).toBe(true);
    expect(offersTip(pastOrder({ ...delivery, tip: '2.00' }))).toBe(false);
    expect(offersTip(pastOrder({ ...delivery, tip_after_order: 0 }))).toBe(false);
    expect(offersTip(pastOrder({ ...delivery, order_type: 'Take Out' }))).toBe(false);
  });
});
