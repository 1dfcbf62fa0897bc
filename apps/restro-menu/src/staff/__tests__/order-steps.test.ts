import { ISLAND_TIME_ZONE, type BoardOrder } from '@island-eats/api-client';
import { islandTime, withOrder } from '../order-steps';

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

describe('islandTime', () => {
  it('reads a time of day on the islands, around noon and midnight', () => {
    expect(islandTime('2026-11-29T16:43:11.835Z')).toBe('12:43 PM');
    expect(islandTime('2026-11-29T04:05:00Z')).toBe('12:05 AM');
    expect(islandTime('2026-11-29T03:59:00Z')).toBe('11:59 PM');
    expect(islandTime('2026-07-04T13:30:00Z')).toBe('9:30 AM');
  });

  it("says what the islands' time zone says, all year round", () => {
    const zone = new Intl.DateTimeFormat('en-US', {
      timeZone: ISLAND_TIME_ZONE,
      hour: 'numeric',
      minute: '2-digit',
    });
    // every 7 h 13 min through a year: each hour of the day, in every season
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 433 * 60_000) {
      const iso = new Date(at).toISOString();
      expect({ iso, shown: islandTime(iso) }).toEqual({
        iso,
        shown: zone.format(at).replace(/\u202f/g, ' '),
      });
    }
  });
});
