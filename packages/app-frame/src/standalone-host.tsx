import { Suspense } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Loader } from '@island-eats/ui';
import type { RemoteModules, RemoteName, RoutesModule } from './remote-contracts';
import { routeExamples } from './route-examples';
import { routesOf, type RoutesModuleId } from './route-table';

const PageLink = styled(Link)`
  margin-right: 12px;
`;

/**
 * The minimal host a remote runs in on its own origin, so a team can work on it without the
 * shell (DESIGN.md §3). It lists the remote's pages and mounts them at the shell's paths.
 */
export function StandaloneHost<Name extends RemoteName>({
  remote,
  routes,
}: {
  remote: Name;
  routes: RemoteModules[`${Name}/routes` & RoutesModuleId];
}) {
  const owned = routesOf(remote);
  return (
    <Container>
      <nav aria-label={`${remote} pages`}>
        <strong>{remote} (standalone)</strong>{' '}
        {owned.map((route) => (
          <PageLink key={route.path} to={routeExamples[route.path] ?? route.path}>
            {routeExamples[route.path] ?? route.path}
          </PageLink>
        ))}
      </nav>
      <Suspense fallback={<Loader label="Loading page" />}>
        <Routes>
          {owned.map(({ path, page }) => {
            const Page = (routes as RoutesModule<string>).pages[page];
            return Page ? <Route key={path} path={path} element={<Page />} /> : null;
          })}
        </Routes>
      </Suspense>
    </Container>
  );
}
