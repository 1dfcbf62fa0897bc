import { useParams } from 'react-router-dom';
import { paths } from '@island-eats/app-frame';
import { OrderTrackingView } from '../features/tracking/components/order-tracking-view';

/** /order-status/:id (SPEC.md §2 Track Order), back to /profile. */
export default function OrderStatusPage() {
  const orderId = Number(useParams().id);
  return (
    <OrderTrackingView
      orderId={orderId}
      backPath={paths.profile()}
      receiptPath={paths.orderReceipt}
    />
  );
}
