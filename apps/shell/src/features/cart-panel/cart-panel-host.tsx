import { useEffect, useState } from 'react';
import { bus } from '@island-eats/event-bus';
import { Modal } from '@island-eats/ui';
import { RemoteFallback, RemotePart } from '@island-eats/app-frame/remotes';

/**
 * The 'YOUR CART' side panel menu-cart exposes, opened by bus.request('openCart') (the
 * header's cart icon sends it too). Its code loads only when first opened; if it cannot load,
 * the fallback shows in the panel's place and the rest of the page carries on.
 */
export function CartPanelHost() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
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
  return (
    <RemotePart
      id="menu_cart/cart-panel"
      props={{ open, onClose }}
      fallback={(retry) => (
        <Modal open={open} onClose={onClose} title="YOUR CART">
          <RemoteFallback onRetry={retry} />
        </Modal>
      )}
    />
  );
}
