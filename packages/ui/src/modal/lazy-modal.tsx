import { loadedWhenShown } from '../lazy/loaded-when-shown';
import type { ModalProps } from './modal';

/**
 * The Modal every app uses, its code loaded the first time one opens (or by `Modal.preload()`,
 * with a dialog that opens on a click): no page shows a dialog on its first paint, and the
 * dialog's code would be a kilobyte of the first load's budget (DESIGN.md §7).
 */
export const Modal = loadedWhenShown(
  () => import('./modal').then((module) => module.Modal),
  (props: ModalProps) => props.open,
);
