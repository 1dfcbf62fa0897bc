import { loadedWhenShown } from '@island-eats/ui';

/** The outlets dialog, loaded the first time a multi-outlet card opens it. */
export const OutletsDialog = loadedWhenShown(
  () => import('./outlets-dialog').then((module) => module.OutletsDialog),
  (props) => props.restaurant !== null,
);
