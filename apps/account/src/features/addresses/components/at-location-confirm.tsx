import { Button, Modal } from '@island-eats/ui';

interface Props {
  open: boolean;
  onYes: () => void;
  onNo: () => void;
}

/** SPEC.md §2: asked before saving a location typed by hand. */
export function AtLocationConfirm({ open, onYes, onNo }: Props) {
  return (
    <Modal
      open={open}
      onClose={onNo}
      title="Confirm Location"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onNo}>
            No
          </Button>
          <Button onClick={onYes}>Yes</Button>
        </>
      }
    >
      Are you currently at the location, where we are delivering to?
    </Modal>
  );
}
