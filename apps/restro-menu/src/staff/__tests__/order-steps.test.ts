import type { BoardOrder } from '@island-eats/api-client';
import { withOrder } from '../order-steps';

const order = (orderId: number, status: string) => ({ orderId, status }) as BoardOrder;

describe('withOrder', () => {
  it('adds an order the board has not shown', () => {
    expect(withOrder([order(1, 'placed')], order(2, 'placed'))).toEqual([
      order(2, 'placed'),
      order(1, 'placed'),
    ]);
  });

  it('takes a later step of a shown order, and the same step as newer news', () => {
    expect(withOrder([order(1, 'placed')], order(1, 'confirmed'))).toEqual([order(1, 'confirmed')]);
    const refreshed = { ...order(1, 'confirmed'), preparationMinutes: 20 };
    expect(withOrder([order(1, 'confirmed')], refreshed)).toEqual([refreshed]);
  });

  it('keeps the order further along when older news arrives after it', () => {
    const shown = [order(1, 'ready_for_pickup'), order(2, 'rejected')];
    // a read that left before the pushes did
    expect(withOrder(shown, order(1, 'confirmed'))).toBe(shown);
    expect(withOrder(shown, order(2, 'placed'))).toBe(shown);
  });

  it('ranks an end (refused, cancelled) past every step', () => {
    expect(withOrder([order(1, 'confirmed')], order(1, 'cancelled'))).toEqual([
      order(1, 'cancelled'),
    ]);
  });
});
