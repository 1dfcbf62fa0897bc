import {
  blockNonNumericKeys,
  formatCardExpiry,
  formatPhone,
  isBlockedNumericKey,
  splitCardExpiry,
} from '..';

describe('formatPhone', () => {
  it.each([
    ['+1', '3405551234', '+1 340-555-1234'],
    ['+91', '98765432101', '+91 987-654-32101'],
    ['+1', '3405', '+1 340-5'],
    ['', '3405551234', '340-555-1234'],
  ])('%s %s → %s', (code, number, shown) => {
    expect(formatPhone(code, number)).toBe(shown);
  });
});

describe('formatCardExpiry', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['12/', '12/'],
    ['123', '12/3'],
    ['12/2030', '12/2030'],
    ['1220301', '12/2030'],
    ['12a/20', '12/20'],
  ])('%s → %s', (typed, shown) => {
    expect(formatCardExpiry(typed)).toBe(shown);
  });

  it('splits for addCard', () => {
    expect(splitCardExpiry('07/2031')).toEqual({ month: '07', year: '2031' });
  });
});

describe('numeric key filter', () => {
  it.each([
    ['e', true],
    ['E', true],
    ['+', true],
    ['-', true],
    ['5', false],
    ['Backspace', false],
  ])('%s blocked: %s', (key, blocked) => {
    expect(isBlockedNumericKey(key)).toBe(blocked);
    const preventDefault = jest.fn();
    blockNonNumericKeys({ key, preventDefault });
    expect(preventDefault).toHaveBeenCalledTimes(blocked ? 1 : 0);
  });
});
