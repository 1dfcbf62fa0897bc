import { Suspense, use, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Loader } from '@island-eats/ui';
import type { RemoteModuleId, RoutesModule } from '@island-eats/app-frame';
import { loadRemoteModule } from './load-remote-module';
import { RemoteBoundary } from './remote-boundary';

let mounts = 0;

interface Props {
  id: RemoteModuleId;
  page: string;
}

function Page({ id, page, attemptKey }: Props & { attemptKey: string }) {
  const routes = use(loadRemoteModule(id, attemptKey)) as RoutesModule<string>;
  const Component = routes.pages[page];
  if (!Component) throw new Error(`${id} has no page ${page}`);
  return <Component />;
}

/**
 * Mounts a page a remote exposes. A failure shows a fallback in this region only; the next
 * navigation (or Try again) is a fresh attempt, while a loaded page keeps its state.
 */
export function RemotePage({ id, page }: Props) {
  const location = useLocation();
  // Every navigation, even back to a history entry that failed before, and every Try again is
  // a fresh attempt; the mount id keeps attempts of a remounted page apart.
  const [mountId] = useState(() => (mounts += 1));
  const [navigation, setNavigation] = useState({ location, count: 0 });
  if (navigation.location !== location) setNavigation({ location, count: navigation.count + 1 });
  const [retries, setRetries] = useState(0);
  const attemptKey = `${mountId}:${navigation.count}:${retries}`;
  return (
    <RemoteBoundary region={id} resetKey={attemptKey} onRetry={() => setRetries((n) => n + 1)}>
      <Suspense fallback={<Loader label="Loading page" />}>
        <Page id={id} page={page} attemptKey={attemptKey} />
      </Suspense>
    </RemoteBoundary>
  );
}
