import { Route, Routes } from 'react-router-dom';
import { routePaths, routeTable } from '@island-eats/app-frame';
import { RemotePage } from '@island-eats/app-frame/remotes';
import { AuthModalsHost } from '@island-eats/customer-features/auth';
import { ScrollToTop } from '@island-eats/app-frame/page-focus';
import { CartPanelHost } from './features/cart-panel/cart-panel-host';
import { LocationPromptHost } from './features/location/location-prompt-host';
import { LoginInactivePage } from './features/login-inactive/login-inactive-page';
import { useLoginInactiveMessage } from './features/login-inactive/use-login-inactive';
import { RequireLogin } from './features/session/require-login';
import { useSessionSync } from './features/session/use-session-sync';
import { MainLayout } from './layout/main-layout';
import { AboutUs } from './pages/about-us';
import { ContactUs } from './pages/contact-us';
import { NotFound } from './pages/not-found';

const remoteRoute = ({ path, module, login }: (typeof routeTable)[number]) => {
  const element = <RemotePage id={module} />;
  return (
    <Route
      key={path}
      path={path}
      element={login ? <RequireLogin>{element}</RequireLogin> : element}
    />
  );
};

/**
 * The route table of SPEC.md §2, each path mounted from the remote that owns it, and what the
 * shell keeps for the whole page: the auth modals, the location prompt, the cart panel.
 */
export function ShellApp() {
  useSessionSync();
  const loginInactive = useLoginInactiveMessage();
  if (loginInactive) return <LoginInactivePage message={loginInactive} />;
  return (
    <>
      <ScrollToTop />
      <Routes>
        {routeTable.filter((route) => route.alone).map(remoteRoute)}
        <Route element={<MainLayout />}>
          {routeTable.filter((route) => !route.alone).map(remoteRoute)}
          <Route path={routePaths.aboutUs} element={<AboutUs />} />
          <Route path={routePaths.contactUs} element={<ContactUs />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
      <AuthModalsHost />
      <LocationPromptHost />
      <CartPanelHost />
    </>
  );
}
