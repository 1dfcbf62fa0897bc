import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastsWanted, toastsWanted } from './notify';

const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

/**
 * The page's one toast container (SPEC.md §9: top right, 3 s, drag to dismiss at 80 %). It
 * renders nothing, and loads nothing, until the first `notify` call.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToToastsWanted, toastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={3000} draggablePercent={80} />
    </Suspense>
  );
}
