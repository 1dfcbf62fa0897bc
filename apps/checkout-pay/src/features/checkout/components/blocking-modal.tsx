import { Button, Modal } from '@island-eats/ui';
import { CHECKOUT_MESSAGES } from '../../../lib/messages';

export type Blocker = 'outOfStock' | 'notAvailable';

const TEXT: Record<Blocker, { title: string; message: string }> = {
  outOfStock: { title: 'Out of Stock', message: CHECKOUT_MESSAGES.outOfStock },
  notAvailable: { title: 'Not Available', message: CHECKOUT_MESSAGES.notAvailable },
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
