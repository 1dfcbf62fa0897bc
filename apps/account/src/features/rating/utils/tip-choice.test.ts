import { tipAmount } from './tip-choice';

describe('tipAmount', () => {
  it('pays a preset as it is', () => {
    expect(tipAmount({ kind: 'preset', amount: 5 }, '')).toEqual({ amount: 5 });
  });
  it("requires an 'Other' amount, a number of at least 1", () => {
    const other = { kind: 'other' } as const;
    expect(tipAmount(other, '')).toEqual({ error: 'Tip amount is required!' });
    expect(tipAmount(other, 'abc')).toEqual({ error: 'Tip amount is required!' });
    expect(tipAmount(other, '0.5')).toEqual({ error: 'The tip must be at least $1.' });
    expect(tipAmount(other, '3.456')).toEqual({ amount: 3.46 });
  });
  it('pays nothing for No Tip', () => {
    expect(tipAmount({ kind: 'none' }, '')).toEqual({ none: true });
  });
});
