import type { ComponentType } from 'react';
import type { Address, CartLine, Dish } from '@island-eats/api-client';
import type { exposes as account } from '../../../apps/account/src/contract';
import type { exposes as browse } from '../../../apps/browse/src/contract';
import type { exposes as checkoutPay } from '../../../apps/checkout-pay/src/contract';
import type { exposes as menuCart } from '../../../apps/menu-cart/src/contract';
import type { exposes as restroMenu } from '../../../apps/restro-menu/src/contract';

/**
 * The public surface of every remote, imported by both sides (DESIGN.md §3: `dts: false`): the
 * props agreed for each exposed part, and the types of every module, made from the list each
 * remote keeps in its `src/contract.ts`.
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

/**
 * account's `./address-chooser`: 'Choose a Delivery Address' over the saved addresses, with
 * 'Add Address'. The chosen one is stored as the current delivery address before `onChosen`.
 */
export interface AddressChooserProps {
  open: boolean;
  onClose: () => void;
  onChosen?: (address: Address) => void;
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

/**
 * checkout-pay's `./tip-return`: finishes a tip the wallet provider approved, when the payer
 * comes back to the page that opened the tip modal (mount it on that page; it renders nothing
 * else).
 */
export interface TipReturnProps {
  onPaid: () => void;
}

/** account's `./address-manager`: 'Manage Addresses' (edit, remove, 'Add New Address'). */
export interface AddressManagerProps {
  open: boolean;
  onClose: () => void;
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

/**
 * account's `./outlet-orders`: a guest's 'Order History' at one outlet, with details, rating and
 * tip as on /profile; 'Track Order' leads to /restro-order-status/:id.
 */
export interface OutletOrdersProps {
  outletId: number;
}

/** account's `./order-tracking`: Track Order (map, order, the four steps, live) for one order. */
export interface OrderTrackingProps {
  orderId: number;
  /** Where Back leads: /profile, or /restro-menu/profile. */
  backPath: string;
}

/**
 * What a remote's `src/contract.ts` exports as `exposes`: each module it exposes, by its name,
 * loaded from its file, with a component as its default export; a page's takes no props. That
 * one list is the remote's public surface: its build exposes it (build-config's
 * contract-exposes.mjs), its standalone page mounts its pages (pagesOf), and the types below are
 * made from it.
 */
export type ExposedModules = {
  [page: `page/${string}`]: () => Promise<PageModule>;
  [part: string]: () => Promise<{ default: AnyComponent }>;
};

/** A function component whatever its props, or a page's (ComponentType<never> refuses that). */
type AnyComponent = ComponentType<never> | ComponentType;

/**
 * Every remote by its federation name (build-config/apps.mjs), as its contract exposes it: a
 * type-only import, so app-frame loads no app's code. A remote's exposed parts are typed by its
 * own components, each declared with the props agreed above: a host that passes other props, or
 * names a module no contract lists (route-table.ts, RemotePart), fails typecheck.
 */
interface Remotes {
  browse: typeof browse;
  menu_cart: typeof menuCart;
  checkout_pay: typeof checkoutPay;
  account: typeof account;
  restro_menu: typeof restroMenu;
}

/** Every remote's federation name. */
export type RemoteName = keyof Remotes;

/** What a module's load in a contract gives: the module. */
type Loaded<Load> = Load extends () => Promise<infer Module> ? Module : never;

/** Every module the remotes expose, by its id (`menu_cart/cart-panel`): what loading it gives. */
export type RemoteModules = {
  [
    Id in { [Name in RemoteName]: `${Name}/${keyof Remotes[Name] & string}` }[RemoteName]
  ]: Id extends `${infer Name extends RemoteName}/${infer Module}`
    ? Loaded<Remotes[Name][Module & keyof Remotes[Name]]>
    : never;
};

export type RemoteModuleId = keyof RemoteModules;

/** The modules that are a remote's pages, as opposed to the parts a page renders. */
export type PageModuleId = Extract<RemoteModuleId, `${string}/page/${string}`>;

/** The remote a module id belongs to: `menu_cart` of `menu_cart/cart-panel`. */
export type RemoteOf<Id extends RemoteModuleId> = Id extends `${infer Name}/${string}`
  ? Name
  : never;

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
