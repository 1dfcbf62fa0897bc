import { act, render, screen } from '@testing-library/react';
import type { EventMap } from '../event-map';
import { createEventBus } from '../create-event-bus';
import { bus } from '../bus';
import { useBusValue } from '../use-bus-value';

function CartBadge() {
  const count = useBusValue('cartCount', 0);
  return <span aria-label="cart items">{count}</span>;
}

describe('useBusValue', () => {
  it('shows the fallback, then re-renders on each publish of the default bus', () => {
    render(<CartBadge />);
    expect(screen.getByLabelText('cart items')).toHaveTextContent('0');
    act(() => bus.publish('cartCount', 5));
    expect(screen.getByLabelText('cart items')).toHaveTextContent('5');
    act(() => bus.publish('cartCount', 6));
    expect(screen.getByLabelText('cart items')).toHaveTextContent('6');
  });

  it('reads the value published before it mounted, from a given bus', () => {
    const local = createEventBus<EventMap>({ channelName: null });
    local.publish('auth', { loggedIn: true, userName: 'Ana' });
    function Greeting() {
      const auth = useBusValue('auth', { loggedIn: false }, local);
      return <p>{auth.loggedIn ? `Hi ${auth.userName}` : 'Log In'}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('Hi Ana')).toBeInTheDocument();
    act(() => local.publish('auth', { loggedIn: false }));
    expect(screen.getByText('Log In')).toBeInTheDocument();
  });
});
