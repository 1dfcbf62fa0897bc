/**
 * Every page path of the site, each pattern written once: the route table mounts these
 * patterns and every link is built from them by `paths` (paths.ts), so a path and its links
 * cannot disagree (paths.test.ts matches each builder's output against the table).
 */
export const routePaths = {
  home: '/',
  restaurants: '/restaurants',
  cuisine: '/restaurants/:cuisineId',
  favorites: '/favorites',
  restaurantDetails: '/restaurant-details/:outletId/*',
  myCart: '/my-cart',
  checkout: '/checkout',
  profile: '/profile',
  editProfile: '/editprofile',
  orderStatus: '/order-status/:id',
  orderReceipt: '/order-receipt/:id',
  restroProfile: '/restro-menu/profile',
  restroStaff: '/restro-menu/staff',
  restroMenu: '/restro-menu/:outletId',
  restroCheckout: '/restro-menu/:outletId/checkout',
  restroTableCard: '/restro-menu/:outletId/qr',
  restroOrderStatus: '/restro-order-status/:id',
  // the shell's own pages, outside the route table
  aboutUs: '/aboutus',
  contactUs: '/contactus',
} as const;

/** The views of a restaurant's details page (its `/*`). */
export type RestaurantView = 'menu' | 'reviews' | 'info';

export type Id = number | string;

/** The `:name`s of a pattern. */
type ParamOf<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamOf<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern with its params filled in and its trailing `*` (if any) replaced by `rest`. */
export function fill<Pattern extends string>(
  pattern: Pattern,
  params: Record<ParamOf<Pattern>, Id>,
  rest = '',
): string {
  return pattern
    .replace(/:(\w+)/g, (_, name: ParamOf<Pattern>) => encodeURIComponent(String(params[name])))
    .replace(/\*$/, rest);
}

/** The restro-menu paths, whose header shows no cart or favourites icons (SPEC.md, Header). */
export const onRestroMenuPath = (pathname: string) => pathname.startsWith('/restro-menu');
