import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/button';
import { renderWithTheme } from '../testing/render-with-theme';
import { Modal } from './modal';

function LogoutConfirm({ dismissible }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log Out</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Log Out"
        dismissible={dismissible}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              No
            </Button>
            <Button onClick={() => setOpen(false)}>Yes</Button>
          </>
        }
      >
        Are you sure you want to log out?
      </Modal>
    </>
  );
}

async function openDialog(dismissible?: boolean) {
  const user = userEvent.setup();
  const { container } = renderWithTheme(<LogoutConfirm dismissible={dismissible} />);
  const opener = screen.getByRole('button', { name: 'Log Out' });
  await user.click(opener);
  return { user, opener, container, dialog: screen.getByRole('dialog', { name: 'Log Out' }) };
}

describe('Modal', () => {
  it('is a modal dialog named by its title, in a portal, and locks body scroll', async () => {
    const { dialog, container } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    expect(container).not.toContainElement(dialog);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('focuses the first action and keeps Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const no = screen.getByRole('button', { name: 'No' });
    const yes = screen.getByRole('button', { name: 'Yes' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(no).toHaveFocus();
    await user.tab();
    expect(yes).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(no).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = dialog.parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('ignores Escape and the backdrop when an answer is required', async () => {
    const { user, dialog } = await openDialog(false);
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('draws as a full-height side panel at the right with placement end, still a trapped dialog', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <Modal open placement="end" title="YOUR CART" onClose={() => {}}>
        <button type="button">Checkout</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'YOUR CART' });
    expect(getComputedStyle(dialog.parentElement as HTMLElement).justifyContent).toBe('flex-end');
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
