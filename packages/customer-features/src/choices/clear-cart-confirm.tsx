import type { ReactNode } from 'react';
import { ConfirmModal } from '@island-eats/ui';

interface Props {
  open: boolean;
  title: string;
  /** The question, e.g. 'Switch your location to St. Thomas?' */
  children: ReactNode;
  busy?: boolean;
  onYes: () => void;
  onNo: () => void;
}

/**
 * Asks before a choice that empties the cart (SPEC §4: the island, the order type): Yes makes
 * it, No keeps everything as it was.
 */
export function ClearCartConfirm({ children, ...props }: Props) {
  return (
    <ConfirmModal {...props}>
      <p>{children} Your cart will be cleared.</p>
    </ConfirmModal>
  );
}
