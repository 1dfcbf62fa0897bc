import { useState } from 'react';
import { paths } from '@island-eats/app-frame';
import { useHeaderCounts } from '@island-eats/app-frame/client';
import { RemotePart } from '@island-eats/app-frame/remotes';
import { Button } from '@island-eats/ui';

/**
 * The guest's order so far (SPEC.md §2: no cart icon on restro-menu paths, so it is a named
 * button): menu-cart's own 'YOUR CART' panel, whose Checkout leads to this outlet's
 * restro checkout (never the site's /my-cart or /checkout).
 */
export function CartButton({ outletId }: { outletId: number }) {
  const count = useHeaderCounts().cart;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Your Order, ${count} ${count === 1 ? 'item' : 'items'}`}
        onClick={() => setOpen(true)}
      >
        Your Order ({count})
      </Button>
      {open && (
        <RemotePart
          id="menu_cart/cart-panel"
          props={{
            open,
            onClose: () => setOpen(false),
            checkoutPath: paths.restroCheckout(outletId),
          }}
          fallback={() => null}
        />
      )}
    </>
  );
}
