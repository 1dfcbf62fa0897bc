import { dishTotal } from './dish-total';

const item = (Price: string, stock_status: 0 | 1 = 0) => ({ Price, stock_status });

describe('dishTotal', () => {
  it('is the base price times the quantity without add-ons', () => {
    expect(dishTotal('12.95', [], 1)).toBe(12.95);
    expect(dishTotal('12.95', [], 3)).toBe(38.85);
  });

  it('adds every chosen in-stock add-on before multiplying', () => {
    expect(dishTotal('12.95', [item('1.50'), item('2.00')], 2)).toBe(32.9);
  });

  it('prices out-of-stock add-ons at nothing', () => {
    expect(dishTotal('12.95', [item('1.50'), item('2.50', 1)], 1)).toBe(14.45);
  });

  it('rounds to cents without float noise', () => {
    expect(dishTotal('0.10', [item('0.20')], 3)).toBe(0.9);
    expect(dishTotal(4.5, [item('0.75'), item('0.75')], 7)).toBe(42);
  });

  it('treats a quantity below 1 or a bad price as nothing', () => {
    expect(dishTotal('9.00', [], 0)).toBe(0);
    expect(dishTotal('9.00', [], -2)).toBe(0);
    expect(dishTotal('abc', [item('1.00')], 1)).toBe(1);
  });
});
