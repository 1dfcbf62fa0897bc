import { lazy, Suspense, useEffect } from 'react';
import { bus } from '@island-eats/event-bus';
import { keepForAfterLogin } from '../after-login';
import { useAuthFlow } from '../use-auth-flow';

// The modals (formik, the yup schemas) load only when one opens: not in the first load of any
// page (DESIGN.md §7).
const AuthModals = lazy(() =>
  import('./auth-modals').then((module) => ({ default: module.AuthModals })),
);

/**
 * Always mounted: listens for bus.request('openLogin' | 'openLoginThen') and mounts the auth
 * modals when open.
 */
export function AuthModalsHost() {
  const { flow, go } = useAuthFlow();
  useEffect(() => {
    const open = (then: (() => void) | null) => {
      keepForAfterLogin(then);
      go({ step: 'login', entry: 'login' });
    };
    const stops = [
      bus.onRequest('openLogin', () => open(null)),
      bus.onRequest('openLoginThen', open),
    ];
    return () => stops.forEach((stop) => stop());
  }, [go]);
  if (flow.step === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  );
}
