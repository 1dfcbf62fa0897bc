import { useState } from 'react';
import { paths } from '@island-eats/app-frame';
import { RemotePart } from '@island-eats/app-frame/remotes';
import { useBusValue } from '@island-eats/event-bus';
import { Button, CartIcon } from '@island-eats/ui';

/**
 * The guest's cart: menu-cart's own 'YOUR CART' panel, whose Checkout leads to this outlet's
 * restro checkout (never the site's /my-cart or /checkout).
 */
export function CartButton({ outletId }: { outletId: number }) {
  const count = useBusValue('cartCount', 0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        startIcon={<CartIcon />}
        aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
        onClick={() => setOpen(true)}
      >
        Cart ({count})
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
