import { Suspense, useState, type ReactNode } from 'react';
import type { RemoteModuleId, RemoteModules } from '../remote-contracts';
import { useSettled } from '../settled';
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
  loading,
}: Pick<Props<Id>, 'id' | 'render' | 'loading'> & { attemptKey: string }) {
  const module = useSettled(loadRemoteModule(id, attemptKey));
  return module ? render(module) : loading;
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
      {/* the module itself never suspends (useSettled); a part's own lazy code may */}
      <Suspense fallback={loading}>
        <Loaded id={id} attemptKey={attemptKey} render={render} loading={loading} />
      </Suspense>
    </RemoteBoundary>
  );
}
