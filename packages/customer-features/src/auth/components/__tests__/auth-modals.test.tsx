import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@island-eats/event-bus';
import { renderApp } from '@island-eats/app-frame/testing';
import { runAfterLogin } from '../../after-login';
import { AuthModalsHost } from '../auth-modals-host';

describe('AuthModalsHost', () => {
  it("opens Log In when another app sends bus.request('openLogin'); Escape closes it", async () => {
    const user = userEvent.setup();
    renderApp(<AuthModalsHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.request('openLogin'));
    const login = await screen.findByRole('dialog', { name: 'Log In' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country Code' })).toHaveFocus(),
    );
    expect(login).toContainElement(screen.getByRole('textbox', { name: 'Mobile Number' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("runs an 'openLoginThen' action once after a login, and drops it when closed first", async () => {
    const user = userEvent.setup();
    renderApp(<AuthModalsHost />);
    const dropped = jest.fn();
    act(() => bus.request('openLoginThen', dropped));
    await screen.findByRole('dialog', { name: 'Log In' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    runAfterLogin(); // a later login, from the header
    expect(dropped).not.toHaveBeenCalled();

    const kept = jest.fn();
    act(() => bus.request('openLoginThen', kept));
    await screen.findByRole('dialog', { name: 'Log In' });
    runAfterLogin(); // what completeLogin does on a login or sign-up in this flow
    runAfterLogin(); // a second login
    expect(kept).toHaveBeenCalledTimes(1);
  });
});
