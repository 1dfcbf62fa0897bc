import { Suspense, use, useEffect, useState } from 'react';
import { bus } from '@island-eats/event-bus';
import { Modal } from '@island-eats/ui';
import { loadRemoteModule } from '../../remotes/load-remote-module';
import { RemoteBoundary } from '../../remotes/remote-boundary';
import { RemoteFallback } from '../../remotes/remote-fallback';

interface PanelProps {
  open: boolean;
  onClose: () => void;
}

function RemotePanel({ attemptKey, ...props }: PanelProps & { attemptKey: string }) {
  const { default: CartPanel } = use(loadRemoteModule('menu_cart/cart-panel', attemptKey));
  return <CartPanel {...props} />;
}

/**
 * The 'YOUR CART' side panel menu-cart exposes, opened by bus.request('openCart') (the
 * header's cart icon sends it too). Its code loads only when first opened; if it cannot load, the
 * fallback shows in the panel's place and the rest of the page carries on.
 */
export function CartPanelHost() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [retries, setRetries] = useState(0);
  useEffect(
    () =>
      bus.onRequest('openCart', () => {
        setWanted(true);
        setOpen(true);
      }),
    [],
  );
  if (!wanted) return null;

  const onClose = () => setOpen(false);
  const attemptKey = `cart-panel:${retries}`;
  return (
    <RemoteBoundary
      region="menu_cart/cart-panel"
      resetKey={attemptKey}
      onRetry={() => setRetries((n) => n + 1)}
      fallback={(retry) => (
        <Modal open={open} onClose={onClose} title="YOUR CART">
          <RemoteFallback onRetry={retry} />
        </Modal>
      )}
    >
      <Suspense fallback={null}>
        <RemotePanel open={open} onClose={onClose} attemptKey={attemptKey} />
      </Suspense>
    </RemoteBoundary>
  );
}
