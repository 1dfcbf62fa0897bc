import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@island-eats/event-bus';
import { renderShell } from '../../../../testing/render-shell';
import { AuthModals } from '../auth-modals';

describe('AuthModals', () => {
  it("opens Log In when another app sends bus.request('openLogin'); Escape closes it", async () => {
    const user = userEvent.setup();
    renderShell(<AuthModals />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.request('openLogin'));
    const login = screen.getByRole('dialog', { name: 'Log In' });
    expect(screen.getByRole('combobox', { name: 'Country Code' })).toHaveFocus();
    expect(login).toContainElement(screen.getByRole('textbox', { name: 'Mobile Number' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
