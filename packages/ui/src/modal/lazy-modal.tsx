import { lazy, Suspense, type ComponentType } from 'react';
import type { ModalProps } from './modal';

let loaded: ComponentType<ModalProps> | null = null;

/** The dialog's code; every open after the first renders it at once. */
export function loadModal(): Promise<ComponentType<ModalProps>> {
  return import('./modal').then((module) => (loaded = module.Modal));
}

const FirstOpen = lazy(() => loadModal().then((component) => ({ default: component })));

/**
 * The Modal every app uses, its code loaded the first time one opens: no page shows a dialog
 * on its first paint, and the dialog's code would be a kilobyte of the first load's budget
 * (DESIGN.md §7).
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  if (loaded) {
    const Loaded = loaded;
    return <Loaded {...props} />;
  }
  return (
    <Suspense fallback={null}>
      <FirstOpen {...props} />
    </Suspense>
  );
}
