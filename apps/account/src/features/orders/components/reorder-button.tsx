import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  isApiError,
  reorder,
  REORDER_OTHER_OUTLET_FIELD,
  type PastOrder,
} from '@island-eats/api-client';
import type { MyCartState } from '@island-eats/app-frame';
import { forgetCartView } from '@island-eats/customer-features/cart';
import { useOrderType } from '@island-eats/customer-features/choices';
import { refreshCounts, showFailure } from '@island-eats/app-frame/client';
import { Button, ConfirmModal, notify } from '@island-eats/ui';
import { reorderNote } from '../utils/reorder-note';

interface Props {
  order: PastOrder;
  /** Where the cart is shown once the order's lines are back in it. */
  cartPath: string;
  size?: 'sm' | 'md';
}

/**
 * Reorder: the server puts the order's lines back in the cart at today's prices, through the
 * cart's own rules (SPEC §4), and names what the menu no longer offers; the cart then opens
 * with that note over it. A cart holding another restaurant's items is cleared only after the
 * customer says yes, as adding a dish of another restaurant asks.
 */
export function ReorderButton({ order, cartPath, size = 'sm' }: Props) {
  const navigate = useNavigate();
  const orderType = useOrderType();
  const [busy, setBusy] = useState(false);
  // asked when the server says the cart holds another restaurant's items
  const [asking, setAsking] = useState(false);

  async function run(replaceCart: boolean) {
    setBusy(true);
    try {
      const answer = await reorder({ orderId: order.orderId, order_type: orderType, replaceCart });
      // the cart every app shows is re-read from the server
      forgetCartView();
      void refreshCounts();
      notify.success(answer.message);
      const state: MyCartState = { cartNote: reorderNote(answer.unavailable) };
      navigate(cartPath, { state });
    } catch (failure) {
      if (isApiError(failure) && failure.body?.[REORDER_OTHER_OUTLET_FIELD] === 'true') {
        setAsking(true);
      } else {
        showFailure(failure);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size={size}
        variant="secondary"
        loading={busy && !asking}
        aria-label={`Reorder the items of ${order.orderDetails.displayOrderId}`}
        onClick={() => void run(false)}
      >
        Reorder
      </Button>
      <ConfirmModal
        open={asking}
        title="Clear Cart?"
        busy={busy}
        onYes={() => void run(true).then(() => setAsking(false))}
        onNo={() => setAsking(false)}
      >
        <p>
          Your cart has items from another restaurant. Clear it and add the items of this order from{' '}
          {order.orderDetails.outletName}?
        </p>
      </ConfirmModal>
    </>
  );
}
