import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@island-eats/app-frame';
import { Button, Modal } from '@island-eats/ui';
import { logOut } from '../choices/log-out';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Where Yes leads: the home page, or restro-menu's menu page of the guest's outlet. */
  afterPath?: string;
}

/**
 * The logout confirm of SPEC.md §2: 'Log Out', 'Are you sure you want to log out?'; Yes logs out
 * and goes home (or where the host says). The shell's header and the profile page both ask with it.
 */
export function LogoutConfirm({ open, onClose, afterPath = paths.home() }: Props) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await logOut();
      onClose();
      void navigate(afterPath);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Log Out"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            No
          </Button>
          <Button onClick={() => void confirm()} loading={busy}>
            Yes
          </Button>
        </>
      }
    >
      Are you sure you want to log out?
    </Modal>
  );
}
