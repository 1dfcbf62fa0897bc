import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Modal } from '@island-eats/ui';
import { paths } from '@island-eats/app-frame';
import { logOut } from '@island-eats/app-frame/choices';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The logout confirm of SPEC.md §2: 'Log Out', 'Are you sure you want to log out?'. */
export function LogoutConfirm({ open, onClose }: Props) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await logOut();
      onClose();
      void navigate(paths.home());
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
