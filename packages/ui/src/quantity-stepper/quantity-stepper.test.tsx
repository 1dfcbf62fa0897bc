import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { QuantityStepper } from './quantity-stepper';

function Controlled({ min, start }: { min?: number; start: number }) {
  const [value, setValue] = useState(start);
  return <QuantityStepper label="Quantity" value={value} onChange={setValue} min={min} max={3} />;
}

describe('QuantityStepper', () => {
  it('steps within min and max and names its buttons', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled start={1} />);
    const minus = screen.getByRole('button', { name: 'Decrease Quantity' });
    const plus = screen.getByRole('button', { name: 'Increase Quantity' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('3');
    expect(plus).toBeDisabled();
    await user.click(minus);
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('2');
  });

  it('goes down to 0 when the minimum is 0 (the cart removes the line there)', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<QuantityStepper label="Qty" value={1} min={0} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Decrease Qty' }));
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('ignores clicks while busy', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<QuantityStepper label="Qty" value={2} busy onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Increase Qty' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Qty' })).toHaveAttribute('aria-busy', 'true');
  });
});
