import { useState } from 'react';
import { cancelOrder, type TrackedOrder } from '@island-eats/api-client';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, ConfirmModal } from '@island-eats/ui';

interface Props {
  order: TrackedOrder;
  /** The order as the cancel left it (cancelled, with its refund message). */
  onCancelled: (order: TrackedOrder) => void;
}

/**
 * Cancel Order, offered while the restaurant has not accepted the order (the server checks it
 * again: a restaurant accepting meanwhile wins, and its message is shown). Asked first: the
 * order cannot be placed back.
 */
export function CancelOrder({ order, onCancelled }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (order.status !== 'placed') return null;

  async function cancel() {
    setBusy(true);
    try {
      const answer = await cancelOrder({ orderId: order.orderId });
      onCancelled(answer.ordersDetails);
    } catch (failure) {
      showFailure(failure);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Cancel Order
      </Button>
      <ConfirmModal
        open={asking}
        title="Cancel Order?"
        busy={busy}
        onYes={() => void cancel()}
        onNo={() => setAsking(false)}
      >
        <p>
          The restaurant has not accepted this order yet. Cancel it? Anything you paid will be
          refunded.
        </p>
      </ConfirmModal>
    </>
  );
}
