import { OutletOrders } from './parts/outlet-orders';

/** account/outlet-orders (remote-contracts.ts: OutletOrdersModule): the default export. */
export default OutletOrders;
