// Compiled by tsc (pnpm typecheck), never run: what a remote's src/contract.ts may list
// (ExposedModules), and the hosts' types made from the contracts, which refuse a module no
// contract lists and props other than the component's.
import type { ReactNode } from 'react';
import type {
  CartPanelProps,
  ExposedModules,
  PageModuleId,
  RemoteModuleId,
  RemotePartProps,
} from '../remote-contracts';

const component = <Props>(): Promise<{ default: (props: Props) => ReactNode }> =>
  Promise.resolve({ default: () => null });

export const listed = {
  'page/home': () => component<object>(),
  'cart-panel': () => component<CartPanelProps>(),
} satisfies ExposedModules;

export const pageWithProps = {
  // @ts-expect-error: a page is mounted by the host's route, with no props
  'page/home': () => component<{ outletId: number }>(),
} satisfies ExposedModules;

export const notAComponent = {
  // @ts-expect-error: a module's default export is a component
  'cart-panel': () => Promise.resolve({ default: 'cart' }),
} satisfies ExposedModules;

export const exposed: RemoteModuleId = 'menu_cart/cart-panel';
export const page: PageModuleId = 'menu_cart/page/my-cart';
// @ts-expect-error: no contract lists ./basket
export const unlisted: RemoteModuleId = 'menu_cart/basket';
// @ts-expect-error: cart-panel is a part, not a page
export const notAPage: PageModuleId = 'menu_cart/cart-panel';

export const cartPanel: RemotePartProps<'menu_cart/cart-panel'> = { open: true, onClose() {} };
// @ts-expect-error: the cart panel is not opened with a colour
export const wrongProps: RemotePartProps<'menu_cart/cart-panel'> = { colour: 'red' };
