import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/lazy-modal';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete?' */
  children: ReactNode;
  /** While the Yes is being carried out: Yes spins, No waits. */
  busy?: boolean;
  onYes: () => void;
  onNo: () => void;
}

/**
 * The site's Yes / No question before a step that cannot be undone (delete a card, clear the
 * cart, cancel an order). No, Escape and the backdrop keep everything as it was.
 */
export function ConfirmModal({
  open,
  title,
  children,
  busy = false,
  onYes,
  onNo,
}: ConfirmModalProps) {
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
      {children}
    </Modal>
  );
}
