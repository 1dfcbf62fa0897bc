import { AddressChooser } from './features/addresses/components/address-chooser';

/** account/address-chooser (remote-contracts.ts: AddressChooserModule): the default export. */
export default AddressChooser;
