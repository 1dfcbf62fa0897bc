import { OrderTrackingView } from './features/tracking/components/order-tracking-view';

/**
 * What src/contract.ts exposes as this part, in a file of its own: exposed as it is, a module
 * that others of this remote import makes rspack load their exposes' chunks together (a page
 * and its part, a dialog and the one it opens), so every host would load both.
 */
export default OrderTrackingView;
