import { formatTime } from './format-time';
import { truncate } from './truncate';

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
