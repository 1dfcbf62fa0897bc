// Compiled by tsc (pnpm typecheck), never run: ExposedModules, which each remote's
// src/contract.ts uses, refuses an exposed surface that drifts from remote-contracts.ts, and
// remoteModuleIds names every module of the contracts.
import type { ComponentType } from 'react';
import type {
  AddToCartModalProps,
  CartPanelProps,
  ExposedModules,
  PageModule,
  OutletMenuProps,
  RemoteModuleId,
  remoteModuleIds,
} from '../remote-contracts';

type Part<Props> = { default: ComponentType<Props> };
type Parts = {
  'page/restaurant-details': PageModule;
  'page/my-cart': PageModule;
  'add-to-cart-modal': Part<AddToCartModalProps>;
  'outlet-menu': Part<OutletMenuProps>;
};

export type Complete = ExposedModules<'menu_cart', Parts & { 'cart-panel': Part<CartPanelProps> }>;

// @ts-expect-error: the contract's cart panel is not exposed
export type Missing = ExposedModules<'menu_cart', Parts>;

export type Extra = ExposedModules<
  'menu_cart',
  // @ts-expect-error: ./basket is not in the contract
  Parts & { 'cart-panel': Part<CartPanelProps>; basket: Part<CartPanelProps> }
>;

export type WrongShape = ExposedModules<
  'menu_cart',
  // @ts-expect-error: the exposed cart panel takes other props than the contract's
  Parts & { 'cart-panel': Part<{ colour: string }> }
>;

/** The run-time list names every module of RemoteModules. */
export const everyModuleListed: Exclude<
  RemoteModuleId,
  (typeof remoteModuleIds)[number]
> extends never
  ? true
  : never = true;
