import { lazy, Suspense, useSyncExternalStore } from 'react';
import { sizes, space } from '../theme/theme';
import { styleNonce } from '../theme/style-nonce';
import { subscribeToToastsWanted, toastsWanted } from './notify';
import { TOASTS_HEADER, TOASTS_TOP } from './toasts-top';

const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

// Below the sticky header: over it a toast hides the header's links, and a pointer resting on it
// to reach them pauses the toast, so it never leaves. Lower still below what a panel asks to keep
// clear (useToastsBelow); a header that wraps says where it ends. Inline, so it beats
// react-toastify's phone rule (top: 0).
const belowHeader = {
  top: `max(var(${TOASTS_HEADER}, calc(${sizes.header} + ${space[2]})), var(${TOASTS_TOP}, 0px))`,
};

/**
 * The page's one toast container (SPEC.md §9: top right, 3 s, drag to dismiss at 80 %). It
 * renders nothing, and loads nothing, until the first `notify` call.
 */
export function Toasts() {
  const wanted = useSyncExternalStore(subscribeToToastsWanted, toastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={3000}
        draggablePercent={80}
        // (rendered only in the browser, once a toast is wanted: no page server HTML carries it)
        // eslint-disable-next-line no-restricted-syntax
        style={belowHeader}
        // react-toastify adds its style sheet as a <style> element: the page's CSP wants the nonce
        nonce={styleNonce()}
      />
    </Suspense>
  );
}
