import { formatCents, formatMoney } from './format-money';
import { formatTime } from './format-time';
import { truncate } from './truncate';

describe('formatMoney', () => {
  it.each<[number | string, string]>([
    [12.5, '$12.50'],
    ['12.5', '$12.50'],
    [0, '$0.00'],
    ['0.10', '$0.10'],
    [7, '$7.00'],
    [3.456, '$3.46'],
    [1234.5, '$1,234.50'],
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

describe('formatTime', () => {
  it.each([
    ['13:05:00', '1:05 PM'],
    ['00:00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:30', '9:30 AM'],
    ['11:59:59', '11:59 AM'],
    ['12:00:00', '12:00 PM'],
    ['23:45:00.000', '11:45 PM'],
    ['7:05', '7:05 AM'],
    ['24:00', '24:00'],
    ['12:60', '12:60'],
    ['later', 'later'],
  ])('formatTime(%p) → %p', (input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });

  it('formats a Date in local time', () => {
    expect(formatTime(new Date(2024, 0, 1, 18, 7))).toBe('6:07 PM');
  });
});

describe('truncate', () => {
  const long = 'a'.repeat(120);
  it.each<[string | null | undefined, number | undefined, string]>([
    ['Conch fritters', undefined, 'Conch fritters'],
    ['a'.repeat(100), undefined, 'a'.repeat(100)],
    [long, undefined, `${'a'.repeat(100)}…`],
    ['Fresh fish of the day', 10, 'Fresh fish…'],
    ['🌴🌴🌴', 2, '🌴🌴…'],
    ['', undefined, ''],
    [null, undefined, ''],
    [undefined, 5, ''],
  ])('truncate(%p, %p) → %p', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });
});
