// Compiled by tsc (pnpm typecheck), never run: ExposedModules, which each remote's
// src/contract.ts uses, refuses an exposed surface that drifts from remote-contracts.ts.
import type { ComponentType } from 'react';
import type { LazyPage } from '../lazy-page';
import type {
  AddToCartModalProps,
  CartPanelProps,
  ExposedModules,
  MenuCartPage,
  OutletMenuProps,
} from '../remote-contracts';

type Routes = { pages: Record<MenuCartPage, LazyPage> };
type Part<Props> = { default: ComponentType<Props> };
type Parts = {
  'add-to-cart-modal': Part<AddToCartModalProps>;
  'outlet-menu': Part<OutletMenuProps>;
};

export type Complete = ExposedModules<
  'menu_cart',
  Parts & { routes: Routes; 'cart-panel': Part<CartPanelProps> }
>;

// @ts-expect-error: the contract's cart panel is not exposed
export type Missing = ExposedModules<'menu_cart', Parts & { routes: Routes }>;

export type Extra = ExposedModules<
  'menu_cart',
  // @ts-expect-error: ./basket is not in the contract
  Parts & { routes: Routes; 'cart-panel': Part<CartPanelProps>; basket: Part<CartPanelProps> }
>;

export type WrongShape = ExposedModules<
  'menu_cart',
  // @ts-expect-error: the exposed cart panel takes other props than the contract's
  Parts & { routes: Routes; 'cart-panel': Part<{ colour: string }> }
>;
