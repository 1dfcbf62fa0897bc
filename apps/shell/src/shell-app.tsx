import { Route, Routes } from 'react-router-dom';
import { routeTable } from '@island-eats/app-frame';
import { MainLayout } from './layout/main-layout';
import { ScrollToTop } from './layout/scroll-to-top';
import { RemotePage } from './remotes/remote-page';
import { AboutUs } from './pages/about-us';
import { ContactUs } from './pages/contact-us';
import { NotFound } from './pages/not-found';

const remoteRoute = ({ path, module, page }: (typeof routeTable)[number]) => (
  <Route key={path} path={path} element={<RemotePage id={module} page={page} />} />
);

/** The route table of SPEC.md §2, each path mounted from the remote that owns it. */
export function ShellApp() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        {routeTable.filter((route) => route.layout === 'none').map(remoteRoute)}
        <Route element={<MainLayout />}>
          {routeTable.filter((route) => route.layout === 'main').map(remoteRoute)}
          <Route path="/aboutus" element={<AboutUs />} />
          <Route path="/contactus" element={<ContactUs />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </>
  );
}
