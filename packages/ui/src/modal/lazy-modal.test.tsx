import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/button';
import { renderWithTheme } from '../testing/render-with-theme';
import { Modal } from './lazy-modal';

function Confirm() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log Out</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Log Out">
        Are you sure you want to log out?
      </Modal>
    </>
  );
}

it('renders nothing while closed and the whole dialog once opened, closing on Escape', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Confirm />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Log Out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log Out' });
  expect(dialog).toHaveTextContent('Are you sure you want to log out?');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
