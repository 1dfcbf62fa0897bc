import type { ComponentType, ReactNode } from 'react';
import type { RemotePartId, RemotePartProps } from '../remote-contracts';
import { RemoteRegion } from './remote-region';

interface Props<Id extends RemotePartId> {
  /** The part's id in remote-contracts.ts, e.g. 'menu_cart/cart-panel'. */
  id: Id;
  /** The props its contract gives the part's component. */
  props: RemotePartProps<Id>;
  /** What shows while its code loads; nothing by default. */
  loading?: ReactNode;
  /** What shows instead of the part when it fails (given Try again); the fallback block by default. */
  fallback?: (onRetry: () => void) => ReactNode;
}

/**
 * Mounts the component a remote exposes as a part (its default export), in any host. Its code
 * loads when this first renders; if it cannot load or throws, the fallback shows in its place
 * and the rest of the page carries on.
 */
export function RemotePart<Id extends RemotePartId>({ id, props, loading, fallback }: Props<Id>) {
  return (
    <RemoteRegion
      id={id}
      fallback={fallback}
      loading={loading}
      render={(module) => {
        const Part = (module as { default: ComponentType<RemotePartProps<Id>> }).default;
        return <Part {...props} />;
      }}
    />
  );
}
