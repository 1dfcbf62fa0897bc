import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@island-eats/app-frame/testing';
import { TipBlock } from '../tip-block';

describe('TipBlock', () => {
  it('starts on the first preset and pays it', async () => {
    const user = userEvent.setup();
    const pay = jest.fn();
    renderApp(<TipBlock presets={[2, 5, 10]} onPay={pay} />);
    expect(screen.getByText('SAY THANKS WITH A TIP FOR YOUR DRIVER')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '$2.00' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '$5.00' }));
    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    expect(pay).toHaveBeenCalledWith(5);
  });

  it("disables PAY NOW for 'No Tip'", async () => {
    const user = userEvent.setup();
    renderApp(<TipBlock presets={[2]} onPay={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'No Tip' }));
    expect(screen.getByRole('button', { name: 'PAY NOW' })).toBeDisabled();
  });

  it("requires an 'Other' amount of at least 1 before anything is paid", async () => {
    const user = userEvent.setup();
    const pay = jest.fn();
    renderApp(<TipBlock presets={[2]} onPay={pay} />);
    await user.click(screen.getByRole('button', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tip amount is required!');
    await user.type(screen.getByLabelText('Tip amount ($)'), '0.5');
    expect(screen.getByRole('alert')).toHaveTextContent('The tip must be at least $1.');
    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    expect(pay).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Tip amount ($)'));
    await user.type(screen.getByLabelText('Tip amount ($)'), '3.25');
    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    expect(pay).toHaveBeenCalledWith(3.25);
  });
});
