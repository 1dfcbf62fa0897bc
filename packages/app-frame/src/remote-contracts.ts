import type { ComponentType } from 'react';
import type { Address, CartLine, Dish } from '@island-eats/api-client';

/**
 * The public surface of every remote: what each one exposes and what the hosts (the shell and
 * restro-menu) may load. One place, imported by both sides (DESIGN.md §3: `dts: false`).
 */

/**
 * A remote's page (`<remote>/page/<name>`, its `src/pages/<name>-page.tsx`): the component as
 * its default export. The host owns the path (route-table.ts) and may load the page's code
 * ahead of rendering it.
 */
export interface PageModule {
  default: ComponentType;
}

/**
 * The router state another app may open a cart page with (menu-cart's /my-cart, restro-menu's
 * checkout); the page shows it with CartNote.
 */
export interface MyCartState {
  /** A note shown over the cart, e.g. what a reorder could not put back in it. */
  cartNote?: string;
}

/** menu-cart's `./cart-panel`: the 'YOUR CART' side panel a host opens from its cart button. */
export interface CartPanelProps {
  open: boolean;
  onClose: () => void;
  /**
   * Where 'Checkout' leads; restro-menu's own checkout. Given, the panel stays within that
   * host: no 'View Cart' (the site's /my-cart).
   */
  checkoutPath?: string;
}
export interface CartPanelModule {
  default: ComponentType<CartPanelProps>;
}

/**
 * menu-cart's `./add-to-cart-modal`: add-ons, notes, quantity and total for one dish of an
 * outlet, or for a cart line being edited; mount it while open.
 */
export interface AddToCartModalProps {
  dish: Dish;
  outletId: number;
  /** Edit mode: the cart line being changed. */
  editing?: CartLine;
  onClose: () => void;
}
export interface AddToCartModalModule {
  default: ComponentType<AddToCartModalProps>;
}

/**
 * menu-cart's `./outlet-menu`: an outlet's menu (categories, list / grid, dishes) with the
 * add-to-cart modal; a visitor's Add Item asks the host for its Log In modal and is added after
 * the login (bus 'openLoginThen').
 */
export interface OutletMenuProps {
  outletId: number;
  /** The restaurant's image, shown for dishes without one. */
  restaurantImage: string;
  /** Dishes are greyed and cannot be added while the outlet cannot take the order. */
  muted: boolean;
  /** An order-for-later slot (ISO): the dishes are shown as served then, not now. */
  at?: string;
  /**
   * Called when staff change the outlet's availability or stock (the menu reads itself again
   * then): a host re-reads what it shows of the outlet on the same page's one live socket.
   */
  onOutletChange?: () => void;
}
export interface OutletMenuModule {
  default: ComponentType<OutletMenuProps>;
}

/**
 * account's `./address-chooser`: 'Choose a Delivery Address' over the saved addresses, with
 * 'Add Address'. The chosen one is stored as the current delivery address before `onChosen`.
 */
export interface AddressChooserProps {
  open: boolean;
  onClose: () => void;
  onChosen?: (address: Address) => void;
}
export interface AddressChooserModule {
  default: ComponentType<AddressChooserProps>;
}

/**
 * checkout-pay's `./checkout`: the whole checkout (contact, coupon, address, payment, the cart
 * summary) for the site's /checkout and restro-menu's, which differ only in where they lead.
 */
export interface CheckoutViewProps {
  /** Where 'Order is placed!' lands: /profile, or /restro-menu/profile. */
  successPath: string;
  /** Where Back and the out-of-stock and not-available modals' OK lead. */
  exitPath: string;
}
export interface CheckoutViewModule {
  default: ComponentType<CheckoutViewProps>;
}

/**
 * checkout-pay's `./tip-payment-modal`: pays an after-delivery tip with the outlet's payment
 * choices (checkTipPaymentConfig, then tipPaymentConfirm; 'Tip is placed!'). Mount it while open.
 */
export interface TipPaymentModalProps {
  orderId: number;
  outletId: number;
  /** The tip in dollars, '2.00'. */
  tipAmount: string;
  onClose: () => void;
  onPaid: () => void;
}
export interface TipPaymentModalModule {
  default: ComponentType<TipPaymentModalProps>;
}

/**
 * checkout-pay's `./tip-return`: finishes a tip the wallet provider approved, when the payer
 * comes back to the page that opened the tip modal (mount it on that page; it renders nothing
 * else).
 */
export interface TipReturnProps {
  onPaid: () => void;
}
export interface TipReturnModule {
  default: ComponentType<TipReturnProps>;
}

/** account's `./address-manager`: 'Manage Addresses' (edit, remove, 'Add New Address'). */
export interface AddressManagerProps {
  open: boolean;
  onClose: () => void;
}
export interface AddressManagerModule {
  default: ComponentType<AddressManagerProps>;
}

/**
 * account's `./address-dialog`: Set Delivery Address on the map, for a new address or the one
 * given; mount it while open. A saved address is the current delivery address by `onSaved`.
 */
export interface AddressDialogProps {
  address?: Address;
  onClose: () => void;
  onSaved: (address: Address) => void;
}
export interface AddressDialogModule {
  default: ComponentType<AddressDialogProps>;
}

/**
 * account's `./outlet-orders`: a guest's 'Order History' at one outlet, with details, rating and
 * tip as on /profile; 'Track Order' leads to /restro-order-status/:id.
 */
export interface OutletOrdersProps {
  outletId: number;
}
export interface OutletOrdersModule {
  default: ComponentType<OutletOrdersProps>;
}

/** account's `./order-tracking`: Track Order (map, order, the four steps, live) for one order. */
export interface OrderTrackingProps {
  orderId: number;
  /** Where Back leads: /profile, or /restro-menu/profile. */
  backPath: string;
}
export interface OrderTrackingModule {
  default: ComponentType<OrderTrackingProps>;
}

export interface RemoteModules {
  'browse/page/home': PageModule;
  'browse/page/restaurants': PageModule;
  'browse/page/favorites': PageModule;
  'menu_cart/page/restaurant-details': PageModule;
  'menu_cart/page/my-cart': PageModule;
  'menu_cart/cart-panel': CartPanelModule;
  'menu_cart/add-to-cart-modal': AddToCartModalModule;
  'menu_cart/outlet-menu': OutletMenuModule;
  'checkout_pay/page/checkout': PageModule;
  'checkout_pay/checkout': CheckoutViewModule;
  'checkout_pay/tip-payment-modal': TipPaymentModalModule;
  'checkout_pay/tip-return': TipReturnModule;
  'account/page/profile': PageModule;
  'account/page/edit-profile': PageModule;
  'account/page/order-status': PageModule;
  'account/page/order-receipt': PageModule;
  'account/address-chooser': AddressChooserModule;
  'account/address-manager': AddressManagerModule;
  'account/address-dialog': AddressDialogModule;
  'account/outlet-orders': OutletOrdersModule;
  'account/order-tracking': OrderTrackingModule;
  'restro_menu/page/restro-menu': PageModule;
  'restro_menu/page/restro-checkout': PageModule;
  'restro_menu/page/restro-profile': PageModule;
  'restro_menu/page/restro-order-status': PageModule;
  'restro_menu/page/restro-table-card': PageModule;
  'restro_menu/page/restro-staff': PageModule;
}

export type RemoteModuleId = keyof RemoteModules;

/** The modules that are a remote's pages, as opposed to the parts a page renders. */
export type PageModuleId = Extract<RemoteModuleId, `${string}/page/${string}`>;

/**
 * RemoteModules at run time: every module, each a component as its default export. The
 * compiler holds the two lists equal; build-config's contract check holds every remote's
 * `exposes` to it, and the browser tests load each module by it.
 */
export const remoteModuleIds = [
  'browse/page/home',
  'browse/page/restaurants',
  'browse/page/favorites',
  'menu_cart/page/restaurant-details',
  'menu_cart/page/my-cart',
  'menu_cart/cart-panel',
  'menu_cart/add-to-cart-modal',
  'menu_cart/outlet-menu',
  'checkout_pay/page/checkout',
  'checkout_pay/checkout',
  'checkout_pay/tip-payment-modal',
  'checkout_pay/tip-return',
  'account/page/profile',
  'account/page/edit-profile',
  'account/page/order-status',
  'account/page/order-receipt',
  'account/address-chooser',
  'account/address-manager',
  'account/address-dialog',
  'account/outlet-orders',
  'account/order-tracking',
  'restro_menu/page/restro-menu',
  'restro_menu/page/restro-checkout',
  'restro_menu/page/restro-profile',
  'restro_menu/page/restro-order-status',
  'restro_menu/page/restro-table-card',
  'restro_menu/page/restro-staff',
] as const satisfies readonly RemoteModuleId[];

/** The remote a module id belongs to: `menu_cart` of `menu_cart/cart-panel`. */
export type RemoteOf<Id extends RemoteModuleId> = Id extends `${infer Name}/${string}`
  ? Name
  : never;

/** Every remote's federation name (build-config/apps.mjs builds each under it), from the contracts. */
export type RemoteName = RemoteOf<RemoteModuleId>;

/** The modules of one remote by their exposed names: `cart-panel` of menu_cart. */
export type ModulesOf<Name extends RemoteName> = {
  [
    Id in RemoteModuleId as Id extends `${Name}/${infer Module}` ? Module : never
  ]: RemoteModules[Id];
};

/**
 * What a remote's exposed files export, by exposed name, held to its contract: every module of
 * the contract, each export shaped as the contract says, and nothing more. Each remote names
 * its exposed files in `src/contract.ts` through this type, so the compiler checks them.
 */
export type ExposedModules<
  Name extends RemoteName,
  Exposed extends ModulesOf<Name> & Record<Exclude<keyof Exposed, keyof ModulesOf<Name>>, never>,
> = Exposed;

/** A remote's exposed parts: the modules other than its pages, which a page renders. */
export type RemotePartId = Exclude<RemoteModuleId, PageModuleId>;

/** The props an exposed part's component takes, as its contract says. */
export type RemotePartProps<Id extends RemotePartId> = RemoteModules[Id] extends {
  default: ComponentType<infer Props extends object>;
}
  ? Props
  : never;

/** The `/config.json` every app serves (made from the environment at start). */
export interface RuntimeConfig {
  apiBase: string;
  imageBase: string;
  socketUrl: string;
  socketPath: string;
  mapsKey: string;
  /** Where the restaurants' guests open restro-menu: the origin of a table card's QR code. */
  restroMenuUrl: string;
  /** The share of page views whose Web Vitals the shell sends, 0 (none) to 1 (every one). */
  vitalsSampleRate: number;
  remotes: Record<RemoteName, string>;
}
