import { Button, Modal } from '@island-eats/ui';
import { CHECKOUT_MESSAGES } from '../../messages';

interface Props {
  open: boolean;
  busy: boolean;
  onNo: () => void;
  onYes: () => void;
}

/** SPEC.md §2: 'Alert', 'Are you sure you want to delete?', Yes / No. */
export function DeleteCardConfirm({ open, busy, onNo, onYes }: Props) {
  return (
    <Modal
      open={open}
      onClose={onNo}
      title="Alert"
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
      {CHECKOUT_MESSAGES.deleteCard}
    </Modal>
  );
}
