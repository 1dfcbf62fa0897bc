import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { PastOrder } from '@island-eats/api-client';
import type { TipPaymentModalProps } from '@island-eats/app-frame';
import { RemoteFallback, RemotePart } from '@island-eats/app-frame/remotes';
import { Modal, loadedWhenShown } from '@island-eats/ui';
import type { PastOrders } from '../features/orders/api/use-past-orders';
import { offersTip } from '../features/orders/utils/order-action';
import { OrderHistory } from '../features/orders/components/order-history';

// the rating forms load the first time a customer rates
const RatingModal = loadedWhenShown(
  () => import('../features/rating/components/rating-modal').then((module) => module.RatingModal),
  (props) => props.order !== null,
);

type Tip = Pick<TipPaymentModalProps, 'orderId' | 'outletId' | 'tipAmount'>;

/** The wallet provider's return fields: a tip approved (or cancelled) away from this page. */
const WALLET_RETURN = /[?&](PayerID|status)=/;

interface Props extends PastOrders {
  trackPath: (orderId: number) => string;
  /** Where an order's receipt is, where this host has one. */
  receiptPath?: (orderId: number) => string;
  /** Where the cart is shown after a reorder, where this host offers one. */
  cartPath?: string;
}

/**
 * 'Order History' with what its cards lead to: rating (SPEC.md §2 Rating), the tip paid through
 * checkout-pay's tip payment modal, and the wallet provider's return for that tip. The site's
 * profile and restro-menu's show the same.
 */
export function RatedOrderHistory({
  orders,
  loading,
  reload,
  trackPath,
  receiptPath,
  cartPath,
}: Props) {
  const [rating, setRating] = useState<PastOrder | null>(null);
  // PAY NOW in the rating's tip block opens checkout-pay's tip payment modal
  const [tip, setTip] = useState<Tip | null>(null);
  const { search } = useLocation();

  function tipPaid(tipAmount: string) {
    setTip(null);
    setRating((order) => (order ? { ...order, tip: tipAmount } : order));
    reload();
  }
  return (
    <>
      <OrderHistory
        orders={orders}
        loading={loading}
        onRate={setRating}
        trackPath={trackPath}
        receiptPath={receiptPath}
        cartPath={cartPath}
      />
      <RatingModal
        order={rating}
        offersTip={rating ? offersTip(rating) : false}
        onPayTip={(order, amount) =>
          setTip({
            orderId: order.orderId,
            outletId: order.orderDetails.outletId,
            tipAmount: amount.toFixed(2),
          })
        }
        onClose={() => setRating(null)}
        onRated={() => {
          setRating(null);
          reload();
        }}
      />
      {tip && (
        <RemotePart
          id="checkout_pay/tip-payment-modal"
          props={{ ...tip, onClose: () => setTip(null), onPaid: () => tipPaid(tip.tipAmount) }}
          fallback={(retry) => (
            <Modal open onClose={() => setTip(null)} title="Pay a tip" size="sm">
              <RemoteFallback onRetry={retry} />
            </Modal>
          )}
        />
      )}
      {WALLET_RETURN.test(search) && (
        <RemotePart id="checkout_pay/tip-return" props={{ onPaid: reload }} fallback={() => null} />
      )}
    </>
  );
}
