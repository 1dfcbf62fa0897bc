import { OTHER_OUTLET_IN_CART } from '@island-eats/api-client/answer-texts';
import { Button, Modal } from '@island-eats/ui';

export interface ClearCartConfirmProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asked before adding from another outlet than the cart's (SPEC §4). */
export function ClearCartConfirm({ open, onCancel, onConfirm }: ClearCartConfirmProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title="Clear Cart?"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Clear Cart</Button>
        </>
      }
    >
      {OTHER_OUTLET_IN_CART}
    </Modal>
  );
}
