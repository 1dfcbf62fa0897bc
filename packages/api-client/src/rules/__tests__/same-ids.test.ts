import { sameIds } from '../same-ids';

describe('sameIds', () => {
  it('is true for the same ids in any order', () => {
    expect(sameIds([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(sameIds([], [])).toBe(true);
  });

  it('is false for other ids, other counts or repeated ids', () => {
    expect(sameIds([1, 2], [1, 3])).toBe(false);
    expect(sameIds([1, 2], [1, 2, 3])).toBe(false);
    expect(sameIds([1, 1], [1, 2])).toBe(false);
  });
});
