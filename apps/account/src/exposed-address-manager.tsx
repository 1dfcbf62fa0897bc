import { AddressManager } from './features/addresses/components/address-manager';

/** account/address-manager (remote-contracts.ts: AddressManagerModule): the default export. */
export default AddressManager;
