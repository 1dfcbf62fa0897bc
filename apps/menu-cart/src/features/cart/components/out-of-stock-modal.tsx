import { OUT_OF_STOCK } from '@island-eats/api-client/answer-texts';
import { Button, Modal } from '@island-eats/ui';

/** SPEC §8: shown once on the cart when a dish or a chosen add-on is out of stock. */
export function OutOfStockModal({ open, onReview }: { open: boolean; onReview: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onReview}
      title="Out of Stock"
      size="sm"
      footer={<Button onClick={onReview}>Review Order</Button>}
    >
      {OUT_OF_STOCK}
    </Modal>
  );
}
