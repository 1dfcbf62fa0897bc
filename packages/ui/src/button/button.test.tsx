import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Button } from './button';

describe('Button', () => {
  it('calls onClick and defaults to type="button"', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Order Now</Button>);
    const button = screen.getByRole('button', { name: 'Order Now' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, keeps its name and focus, and ignores clicks', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Place Order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place Order' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Submit
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is not clickable when disabled', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Proceed to Checkout
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Proceed to Checkout' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
