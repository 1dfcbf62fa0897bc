import { Suspense, use, useState, type ReactNode } from 'react';
import type { RemoteModuleId, RemoteModules } from '../remote-contracts';
import { loadRemoteModule } from './load-remote-module';
import { RemoteBoundary } from './remote-boundary';

let mounts = 0;

interface Props<Id extends RemoteModuleId> {
  id: Id;
  /** What the region shows from its loaded module. */
  render: (module: RemoteModules[Id]) => ReactNode;
  /** A new value is a fresh attempt (RemotePage: each navigation). */
  round?: number;
  /** What shows while the module loads. */
  loading?: ReactNode;
  /** What shows instead of the region when it fails; the fallback block by default. */
  fallback?: (onRetry: () => void) => ReactNode;
}

function Loaded<Id extends RemoteModuleId>({
  id,
  attemptKey,
  render,
}: Pick<Props<Id>, 'id' | 'render'> & { attemptKey: string }) {
  return render(use(loadRemoteModule(id, attemptKey)));
}

/**
 * One region of a host page filled from a remote module: a failure to load or render shows the
 * fallback in this region only, and Try again (or the next round) is a fresh attempt. The
 * mount id keeps the attempts of a remounted region apart.
 */
export function RemoteRegion<Id extends RemoteModuleId>({
  id,
  render,
  round = 0,
  loading = null,
  fallback,
}: Props<Id>) {
  const [mountId] = useState(() => (mounts += 1));
  const [retries, setRetries] = useState(0);
  const attemptKey = `${mountId}:${round}:${retries}`;
  return (
    <RemoteBoundary
      region={id}
      resetKey={attemptKey}
      onRetry={() => setRetries((n) => n + 1)}
      fallback={fallback}
    >
      <Suspense fallback={loading}>
        <Loaded id={id} attemptKey={attemptKey} render={render} />
      </Suspense>
    </RemoteBoundary>
  );
}
