import type { CartLine } from '@island-eats/api-client';
import { findSameLine } from './same-line';

const line = (cartId: number, dishId: number, customisation: number[], note: string) =>
  ({ cartId, dishId, customisation, spl_instruction: note }) as CartLine;

describe('findSameLine', () => {
  const lines = [line(1, 5, [2, 3], ''), line(2, 5, [2], 'no onions')];

  it('matches the same dish, add-ons in any order and notes', () => {
    expect(findSameLine(lines, 5, [3, 2], '')?.cartId).toBe(1);
    expect(findSameLine(lines, 5, [2], ' no onions ')?.cartId).toBe(2);
  });

  it('does not match another dish, other add-ons or other notes', () => {
    expect(findSameLine(lines, 6, [2, 3], '')).toBeUndefined();
    expect(findSameLine(lines, 5, [2], '')).toBeUndefined();
    expect(findSameLine(lines, 5, [2, 3], 'extra hot')).toBeUndefined();
  });
});
