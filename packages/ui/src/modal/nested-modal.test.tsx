import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/button';
import { renderWithTheme } from '../testing/render-with-theme';
import { Modal } from './modal';

// SPEC §2: 'Manage Addresses' opens a delete confirmation on top of itself.
function ManageAddresses() {
  const [open, setOpen] = useState(true);
  const [confirming, setConfirming] = useState(false);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Manage Addresses">
      <Button onClick={() => setConfirming(true)}>Remove Home</Button>
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Alert">
        Are you sure you want to delete this address?
      </Modal>
    </Modal>
  );
}

describe('Modal stacked on a modal', () => {
  it('closes only the top one on Escape and keeps the page locked until the last closes', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ManageAddresses />);
    const remove = screen.getByRole('button', { name: 'Remove Home' });
    await user.click(remove);
    expect(screen.getByRole('dialog', { name: 'Alert' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Alert' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Manage Addresses' })).toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
