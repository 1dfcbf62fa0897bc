import { useCallback, useState } from 'react';
import type { Dish } from '@island-eats/api-client';
import type { OutletMenuProps } from '@island-eats/app-frame';
import { useLoggedIn } from '@island-eats/app-frame/client';
import { useOutletChanges } from '@island-eats/app-frame/live';
import { bus } from '@island-eats/event-bus';
import { Loader, loadedWhenShown } from '@island-eats/ui';
import { useMenu } from '../features/menu/api/use-menu';
import { MenuView } from '../features/menu/components/menu-view';

// loaded with the first Add, not with the menu a guest first reads
const AddToCartModal = loadedWhenShown(
  () =>
    import('../features/cart/components/add-to-cart-modal').then((module) => module.AddToCartModal),
  () => true,
);

/**
 * An outlet's menu with the add-to-cart modal: the restaurant page's Menu view, and what
 * restro-menu shows its guests (exposed as menu_cart/outlet-menu).
 */
export function OutletMenu({ outletId, restaurantImage, muted, onOutletChange }: OutletMenuProps) {
  const menu = useMenu(outletId);
  // a dish or an add-on staff mark out of stock, or back, shows so at once
  useOutletChanges(outletId, () => {
    menu.reload();
    onOutletChange?.();
  });
  const loggedIn = useLoggedIn();
  const [adding, setAdding] = useState<Dish | null>(null);
  const onAdd = useCallback(
    (dish: Dish) => {
      // SPEC §4: a visitor is asked to log in (the host owns the Log In modal).
      if (!loggedIn) bus.request('openLogin');
      else setAdding(dish);
    },
    [loggedIn],
  );
  if (menu.loading && !menu.data) return <Loader label="Loading menu" />;
  return (
    <>
      <MenuView
        menu={menu.data ?? []}
        restaurantImage={restaurantImage}
        muted={muted}
        onAdd={onAdd}
      />
      {adding && (
        <AddToCartModal dish={adding} outletId={outletId} onClose={() => setAdding(null)} />
      )}
    </>
  );
}
