import { loadedWhenShown } from '@island-eats/ui';

/** ReadFailure, loaded the first time a read fails. */
export const ReadFailure = loadedWhenShown(
  () => import('./read-failure').then((module) => module.ReadFailure),
  () => true,
);
