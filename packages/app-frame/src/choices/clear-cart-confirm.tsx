import type { ReactNode } from 'react';
import { Button, Modal } from '@island-eats/ui';

interface Props {
  open: boolean;
  title: string;
  /** The question, e.g. 'Switch your location to St. Thomas?' */
  children: ReactNode;
  busy?: boolean;
  onYes: () => void;
  onNo: () => void;
}

/**
 * Asks before a choice that empties the cart (SPEC §4: the island, the order type): Yes makes
 * it, No keeps everything as it was.
 */
export function ClearCartConfirm({ open, title, children, busy = false, onYes, onNo }: Props) {
  return (
    <Modal
      open={open}
      onClose={onNo}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onNo} disabled={busy}>
            No
          </Button>
          <Button onClick={onYes} loading={busy}>
            Yes
          </Button>
        </>
      }
    >
      <p>{children} Your cart will be cleared.</p>
    </Modal>
  );
}
