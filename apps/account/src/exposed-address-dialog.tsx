import { AddressDialog } from './features/addresses/components/address-dialog';

/** account/address-dialog (remote-contracts.ts: AddressDialogModule): the default export. */
export default AddressDialog;
