import { Button, Modal } from '@island-eats/ui';

interface Props {
  open: boolean;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}

/** SPEC.md §2: 'Are you sure you want to delete this address?'. */
export function DeleteAddressConfirm({ open, busy, onYes, onNo }: Props) {
  return (
    <Modal
      open={open}
      onClose={onNo}
      title="Delete Address"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onNo}>
            No
          </Button>
          <Button onClick={onYes} loading={busy}>
            Yes
          </Button>
        </>
      }
    >
      Are you sure you want to delete this address?
    </Modal>
  );
}
