import { loadedWhenShown } from '@island-eats/ui';
import type { AddAddressDialogProps } from './add-address-dialog';

/**
 * The Add Address dialog, loaded the first time a customer opens it: the remote-loading code it
 * needs stays out of the home page's first load.
 */
export const AddAddressDialog = loadedWhenShown<AddAddressDialogProps>(
  () => import('./add-address-dialog').then((module) => module.AddAddressDialog),
  (props) => props.open,
);
