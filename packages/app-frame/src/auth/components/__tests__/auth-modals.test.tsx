import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@island-eats/event-bus';
import { renderApp } from '@island-eats/app-frame/testing';
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
});
