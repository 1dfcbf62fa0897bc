import { OutletMenu } from './parts/outlet-menu';

/** menu_cart/outlet-menu (remote-contracts.ts: OutletMenuModule): the default export. */
export default OutletMenu;
