import { OrderTrackingView } from './features/tracking/components/order-tracking-view';

/** account/order-tracking (remote-contracts.ts: OrderTrackingModule): the default export. */
export default OrderTrackingView;
