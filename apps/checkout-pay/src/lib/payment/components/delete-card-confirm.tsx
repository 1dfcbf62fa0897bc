import { ConfirmModal } from '@island-eats/ui';
import { CHECKOUT_MESSAGES } from '../../messages';

interface Props {
  open: boolean;
  busy: boolean;
  onNo: () => void;
  onYes: () => void;
}

/** SPEC.md §2: 'Alert', 'Are you sure you want to delete?', Yes / No. */
export function DeleteCardConfirm(props: Props) {
  return (
    <ConfirmModal title="Alert" {...props}>
      {CHECKOUT_MESSAGES.deleteCard}
    </ConfirmModal>
  );
}
