import { Suspense, use, type ComponentType } from 'react';
import type { ModalProps } from './modal';

let loaded: ComponentType<ModalProps> | null = null;
let loading: Promise<ComponentType<ModalProps>> | null = null;

/** The dialog's code, loaded once; a failed load is tried again by the next open. */
export function loadModal(): Promise<ComponentType<ModalProps>> {
  loading ??= import('./modal').then(
    (module) => (loaded = module.Modal),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The dialog itself, waiting for its code the first time. Always this one element under the
 * Suspense, whether the code was in or not: an open dialog never remounts (and never loses what
 * was typed in it) when the code arrives.
 */
function ModalCode(props: ModalProps) {
  const Dialog = loaded ?? use(loadModal());
  // Dialog is the loaded module's own Modal, the same component on every render, not one made here
  // eslint-disable-next-line react-hooks/static-components
  return <Dialog {...props} />;
}

/**
 * The Modal every app uses, its code loaded the first time one opens: no page shows a dialog
 * on its first paint, and the dialog's code would be a kilobyte of the first load's budget
 * (DESIGN.md §7).
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ModalCode {...props} />
    </Suspense>
  );
}
