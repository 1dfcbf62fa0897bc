import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@island-eats/api-client';
import { bus } from '@island-eats/event-bus';
import { markPickupNoticeSeen, useOrderType } from '../../choices';
import { renderApp } from '@island-eats/app-frame/testing';
import { OrderTypeToggle } from '../order-type-toggle';

jest.mock('@island-eats/api-client', () => ({
  ...jest.requireActual('@island-eats/api-client'),
  clearCart: jest.fn(async () => ({ error: 'false', errorMessage: '', message: '' })),
}));
const calls = jest.mocked(api);

function Page() {
  return <OrderTypeToggle value={useOrderType()} />;
}

const option = (label: 'Pick UP' | 'Delivery') =>
  within(screen.getByRole('radiogroup', { name: 'Order type' })).getByRole('radio', {
    name: label,
  });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.clearAllMocks();
  api.setSession({ token: 't', udId: 'X', userName: 'Ada' } as never);
  bus.publish('orderType', 'Take Out');
  markPickupNoticeSeen();
});

describe('OrderTypeToggle', () => {
  it('asks before a switch would empty the cart; No keeps the type and the cart', async () => {
    const user = userEvent.setup();
    bus.publish('cartCount', 2);
    renderApp(<Page />);
    await user.click(option('Delivery'));
    const dialog = await screen.findByRole('dialog', { name: 'Switch Order Type' });
    expect(dialog).toHaveTextContent('Switch to Delivery? Your cart will be cleared.');

    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(option('Pick UP')).toBeChecked();
    expect(api.getDeliveryType()).toBe('Take Out');
    expect(bus.last('cartCount')).toBe(2);
    expect(calls.clearCart).not.toHaveBeenCalled();

    await user.click(option('Delivery'));
    const again = await screen.findByRole('dialog', { name: 'Switch Order Type' });
    await user.click(within(again).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(option('Delivery')).toBeChecked());
    expect(api.getDeliveryType()).toBe('Delivery');
    await waitFor(() => expect(calls.clearCart).toHaveBeenCalledTimes(1));
    expect(bus.last('cartCount')).toBe(0);
  });

  it('switches at once when the cart is empty', async () => {
    const user = userEvent.setup();
    bus.publish('cartCount', 0);
    renderApp(<Page />);
    await user.click(option('Delivery'));
    await waitFor(() => expect(option('Delivery')).toBeChecked());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks about the cart after the first Pick UP's NOTICE", async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    bus.publish('orderType', 'Delivery');
    api.stored.set('deliveryType', 'Delivery');
    bus.publish('cartCount', 1);
    renderApp(<Page />);
    await user.click(option('Pick UP'));
    const notice = await screen.findByRole('dialog', { name: 'NOTICE' });
    await user.click(within(notice).getByRole('button', { name: 'Ok' }));
    const ask = await screen.findByRole('dialog', { name: 'Switch Order Type' });
    expect(ask).toHaveTextContent('Switch to Pick UP? Your cart will be cleared.');
    await user.click(within(ask).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(option('Pick UP')).toBeChecked());
  });
});
