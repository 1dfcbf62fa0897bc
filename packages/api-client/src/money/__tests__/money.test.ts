import { centsToAmount, formatCents, formatMoney } from '../money';

describe('formatMoney', () => {
  it.each<[number | string, string]>([
    [12.5, '$12.50'],
    ['12.5', '$12.50'],
    [0, '$0.00'],
    ['0.10', '$0.10'],
    [7, '$7.00'],
    [3.456, '$3.46'],
    [1234.5, '$1,234.50'],
    [999.999, '$1,000.00'],
    [1234567.891, '$1,234,567.89'],
    [-98765.4, '-$98,765.40'],
    [-5, '-$5.00'],
    [-0.001, '$0.00'],
    [' 8 ', '$8.00'],
    ['', '—'],
    ['abc', '—'],
    [NaN, '—'],
    [Infinity, '—'],
  ])('formatMoney(%p) → %p', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });
});

describe('formatCents', () => {
  it.each([
    [1250, '$12.50'],
    [5, '$0.05'],
    [0, '$0.00'],
    [123456, '$1,234.56'],
    [-199, '-$1.99'],
  ])('formatCents(%p) → %p', (input, expected) => {
    expect(formatCents(input)).toBe(expected);
  });
});

describe('centsToAmount', () => {
  it.each([
    [1250, '12.50'],
    [5, '0.05'],
    [0, '0.00'],
    [10, '0.10'],
    [123456, '1234.56'],
  ])('centsToAmount(%p) → %p', (input, expected) => {
    expect(centsToAmount(input)).toBe(expected);
  });

  it('reads back as the same cents, the way the pages read wire amounts', () => {
    for (const cents of [1, 99, 1999, 100000]) {
      expect(formatMoney(centsToAmount(cents))).toBe(formatCents(cents));
    }
  });
});
