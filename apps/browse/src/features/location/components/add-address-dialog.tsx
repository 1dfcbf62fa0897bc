import type { Address } from '@island-eats/api-client';
import { RemoteFallback, RemotePart } from '@island-eats/app-frame/remotes';
import { Modal } from '@island-eats/ui';

export interface AddAddressDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved: (address: Address) => void;
}

/** account's Set Delivery Address dialog, mounted over the home page's address search. */
export function AddAddressDialog({ onClose, onSaved }: AddAddressDialogProps) {
  return (
    <RemotePart
      id="account/address-dialog"
      props={{ onClose, onSaved }}
      fallback={(retry) => (
        <Modal open onClose={onClose} title="Set Delivery Address">
          <RemoteFallback onRetry={retry} />
        </Modal>
      )}
    />
  );
}
