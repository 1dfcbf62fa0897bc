import { OUT_OF_STOCK, RESTAURANT_NOT_AVAILABLE } from '@island-eats/api-client/answer-texts';
import { Button, Modal } from '@island-eats/ui';

export type Blocker = 'outOfStock' | 'notAvailable';

const TEXT: Record<Blocker, { title: string; message: string }> = {
  outOfStock: { title: 'Out of Stock', message: OUT_OF_STOCK },
  notAvailable: { title: 'Not Available', message: RESTAURANT_NOT_AVAILABLE },
};

/** SPEC.md §2, §8: what stops an order; OK leaves checkout (for / or the restro menu). */
export function BlockingModal({ blocker, onOk }: { blocker: Blocker | null; onOk: () => void }) {
  const text = blocker ? TEXT[blocker] : TEXT.outOfStock;
  return (
    <Modal
      open={blocker !== null}
      onClose={onOk}
      title={text.title}
      size="sm"
      dismissible={false}
      footer={<Button onClick={onOk}>OK</Button>}
    >
      {text.message}
    </Modal>
  );
}
