import { Suspense, type ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Loader } from '@island-eats/ui';
import type { PageModuleId, RemoteName } from './remote-contracts';
import { routeExamples } from './route-examples';
import { routesOf } from './route-table';

const PageLink = styled(Link)`
  margin-right: 12px;
`;

/**
 * The minimal host a remote runs in on its own origin, so a team can work on it without the
 * shell (DESIGN.md §3). It lists the remote's pages and mounts them at the shell's paths:
 * `pages`, its own page components by their module ids (each a React.lazy of its page file).
 */
export function StandaloneHost<Name extends RemoteName>({
  remote,
  pages,
}: {
  remote: Name;
  pages: Record<Extract<PageModuleId, `${Name}/page/${string}`>, ComponentType>;
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
          {owned.map(({ path, module }) => {
            // `pages` holds every page of the remote (its type says so); the compiler cannot
            // index it by a generic remote's module id
            const Page = (pages as Record<string, ComponentType>)[module]!;
            return <Route key={path} path={path} element={<Page />} />;
          })}
        </Routes>
      </Suspense>
    </Container>
  );
}
