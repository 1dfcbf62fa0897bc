import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Dish, MenuCategory } from '@island-eats/api-client';
import type { OutletMenuProps } from '@island-eats/app-frame';
import { useLoggedIn } from '@island-eats/app-frame/client';
import { useOutletChanges } from '@island-eats/customer-features/live';
import { Loader, loadedWhenShown, Modal } from '@island-eats/ui';
import { afterPageLoad } from '@island-eats/ui/after-page-load';
import { useMenu } from '../features/menu/api/use-menu';
import { MenuView } from '../features/menu/components/menu-view';
import { RenderedOnceHidden } from '../lib/rendered-once-hidden';

// Not in the menu's own load (a guest reads the menu first): a signed-in customer's browser
// loads it, the dialog's code with it, once the menu is up and the page idle, and renders it
// once hidden (RenderedOnceHidden), so the first Add opens the dialog as fast as the next ones.
// Clicked sooner, the dialog's frame shows at once.
const AddToCartModal = loadedWhenShown(
  async () => {
    const [module] = await Promise.all([
      import('../features/cart/components/add-to-cart-modal'),
      Modal.preload(),
    ]);
    return module.AddToCartModal;
  },
  () => true,
  ({ dish, onClose }) => (
    <Modal open title={dish.dishName} onClose={onClose}>
      <Loader label="Loading" />
    </Modal>
  ),
);

/** A dish with add-ons if there is one: the hidden first render then has their rules in too. */
function warmUpDish(menu: MenuCategory[]): Dish | undefined {
  const dishes = menu.flatMap((category) => category.categoryValues);
  return dishes.find((dish) => dish.dishCustomisation.length > 0) ?? dishes[0];
}

const noop = () => {};

/**
 * An outlet's menu with the add-to-cart modal: the restaurant page's Menu view, and what
 * restro-menu shows its guests (exposed as menu_cart/outlet-menu).
 */
export function OutletMenu({
  outletId,
  restaurantImage,
  muted,
  at,
  onOutletChange,
}: OutletMenuProps) {
  const menu = useMenu(outletId, at);
  // a dish or an add-on staff mark out of stock, or back, shows so at once
  useOutletChanges(outletId, () => {
    menu.reload();
    onOutletChange?.();
  });
  const loggedIn = useLoggedIn();
  const [adding, setAdding] = useState<Dish | null>(null);
  const [codeIn, setCodeIn] = useState(false);
  const menuShown = menu.data !== undefined;
  useEffect(() => {
    if (loggedIn && menuShown) {
      void afterPageLoad()
        .then(AddToCartModal.preload)
        .then(() => setCodeIn(true))
        .catch(() => undefined);
    }
  }, [loggedIn, menuShown]);
  const warmUp = useMemo(
    () => (codeIn && menu.data ? warmUpDish(menu.data) : undefined),
    [codeIn, menu.data],
  );
  // A visitor chooses too: the dialog's Add Item asks them to log in, then adds (SPEC §4).
  const onAdd = useCallback((dish: Dish) => setAdding(dish), []);
  if (menu.loading && !menu.data) {
    return <Loader label="Loading menu" />;
  }
  return (
    <>
      <MenuView
        menu={menu.data ?? []}
        restaurantImage={restaurantImage}
        muted={muted}
        onAdd={onAdd}
      />
      {warmUp && (
        <RenderedOnceHidden>
          <AddToCartModal dish={warmUp} outletId={outletId} onClose={noop} />
        </RenderedOnceHidden>
      )}
      {adding && (
        <AddToCartModal dish={adding} outletId={outletId} onClose={() => setAdding(null)} />
      )}
    </>
  );
}
