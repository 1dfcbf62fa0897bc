import { useEffect, useState, type ReactNode } from 'react';
import type { RemoteModuleId, RemoteModules } from '../remote-contracts';
import { settled, useSettled } from '../settled';
import { loadRemoteModule } from './load-remote-module';
import { RemoteBoundary, regionFallback } from './remote-boundary';

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

/** A settled nothing: what a region whose module failed waits for instead. */
const nothing = settled(Promise.resolve(undefined));

/** Says once, in the browser, that the region's module did not load. */
function LoadFailed({
  id,
  reason,
  children,
}: {
  id: string;
  reason: unknown;
  children: ReactNode;
}) {
  useEffect(() => {
    console.warn('[island-eats] region failed', { region: id, error: String(reason) });
  }, [id, reason]);
  return children;
}

function Loaded<Id extends RemoteModuleId>({
  id,
  attemptKey,
  render,
  loading,
  failed,
}: Pick<Props<Id>, 'id' | 'render' | 'loading'> & { attemptKey: string; failed: ReactNode }) {
  const promise = loadRemoteModule(id, attemptKey);
  // A module that did not load shows the fallback here rather than through the boundary: the
  // page server renders no error boundary, and its page and the hydrating browser's first
  // render must be the same.
  const rejected = promise.status === 'rejected';
  const module = useSettled(rejected ? nothing : promise);
  if (rejected) {
    return (
      <LoadFailed id={id} reason={promise.reason}>
        {failed}
      </LoadFailed>
    );
  }
  return module ? render(module as RemoteModules[Id]) : loading;
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
  const onRetry = () => setRetries((n) => n + 1);
  return (
    <RemoteBoundary region={id} resetKey={attemptKey} onRetry={onRetry} fallback={fallback}>
      {/* No Suspense here: nothing in a region suspends in the browser (useSettled;
          code loaded on show has its own), and a server-rendered Suspense boundary would hydrate
          in a later pass than the page, after its first commit had spent the handed answers. */}
      <Loaded
        id={id}
        attemptKey={attemptKey}
        render={render}
        loading={loading}
        failed={regionFallback(fallback, onRetry)}
      />
    </RemoteBoundary>
  );
}
