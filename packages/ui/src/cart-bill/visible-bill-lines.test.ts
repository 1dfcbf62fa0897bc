import { visibleBillLines } from './visible-bill-lines';

const line = (displayKey: string, displayValue = '$1.00', netAmount = '1.00') => ({
  displayKey,
  displayValue,
  netAmount,
});

describe('visibleBillLines', () => {
  it('hides Donate and Blessings Discount and lines failing the display check', () => {
    const shown = visibleBillLines([
      line('Sub Total', '$12.95', '12.95'),
      line('Donate', '$0.10', '0.10'),
      line('Blessings Discount', '-$1.00', '-1.00'),
      line('', '$2.00'),
      line('Gas Surcharge', ''),
      line('Tip', '$1.00', 'n/a'),
      line('Net Amount', '$12.95', '12.95'),
    ]);
    expect(shown.map((l) => l.displayKey)).toEqual(['Sub Total', 'Net Amount']);
  });
});
