import { Route, Routes } from 'react-router-dom';
import { routesOf } from '@island-eats/app-frame';
import { AuthModalsHost } from '@island-eats/customer-features/auth';
import { ScrollToTop } from '@island-eats/app-frame/page-focus';
import { EmptyState } from '@island-eats/ui';
import { RestroLayout } from './layout/restro-layout';
import { ownPages } from './own-pages';

/**
 * restro-menu on its own origin, the product a restaurant's guests use (DESIGN.md §1): its
 * pages at the site's paths, and the site's own sign-in flows (the shell is not here).
 */
export function RestroApp() {
  return (
    <>
      <ScrollToTop />
      {/* no Suspense: the pages never suspend (lazyPage), and a server-rendered boundary would
          hydrate after the first commit had spent the page's handed answers */}
      <Routes>
        {routesOf('restro_menu').map(({ path, module }) => {
          const Page = ownPages[module];
          return <Route key={path} path={path} element={<Page />} />;
        })}
        <Route
          path="*"
          element={
            <RestroLayout outletId={null} info={null}>
              <EmptyState>
                Scan the QR code on your table card to see the restaurant&apos;s menu.
              </EmptyState>
            </RestroLayout>
          }
        />
      </Routes>
      <AuthModalsHost />
    </>
  );
}
