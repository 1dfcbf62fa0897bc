/**
 * Every page path of the site, each pattern written once: the route table mounts these
 * patterns and every link is built from them by `paths`, so a path and its links cannot
 * disagree (paths.test.ts matches each builder's output against the table).
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
  restroProfile: '/restro-menu/profile',
  restroMenu: '/restro-menu/:outletId',
  restroCheckout: '/restro-menu/:outletId/checkout',
  restroOrderStatus: '/restro-order-status/:id',
  // the shell's own pages, outside the route table
  aboutUs: '/aboutus',
  contactUs: '/contactus',
} as const;

type Id = number | string;

/** The `:name`s of a pattern. */
type ParamOf<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamOf<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern with its params filled in and its trailing `*` (if any) replaced by `rest`. */
function fill<Pattern extends string>(
  pattern: Pattern,
  params: Record<ParamOf<Pattern>, Id>,
  rest = '',
): string {
  return pattern
    .replace(/:(\w+)/g, (_, name: ParamOf<Pattern>) => encodeURIComponent(String(params[name])))
    .replace(/\*$/, rest);
}

/** The views of a restaurant's details page (its `/*`). */
export type RestaurantView = 'menu' | 'reviews' | 'info';

const restaurantDetails = (outletId: Id, view: RestaurantView) =>
  fill(routePaths.restaurantDetails, { outletId }, view);

/** Links to the site's pages: `paths.checkout()`, `paths.menu(outletId)`. */
export const paths = {
  home: () => routePaths.home,
  /** All restaurants, or those of one cuisine. */
  restaurants: (cuisineId?: Id) =>
    cuisineId === undefined ? routePaths.restaurants : fill(routePaths.cuisine, { cuisineId }),
  favorites: () => routePaths.favorites,
  restaurantDetails,
  /** A restaurant's details page on its menu view. */
  menu: (outletId: Id) => restaurantDetails(outletId, 'menu'),
  myCart: () => routePaths.myCart,
  checkout: () => routePaths.checkout,
  profile: () => routePaths.profile,
  editProfile: () => routePaths.editProfile,
  orderStatus: (id: Id) => fill(routePaths.orderStatus, { id }),
  restroProfile: () => routePaths.restroProfile,
  restroMenu: (outletId: Id) => fill(routePaths.restroMenu, { outletId }),
  restroCheckout: (outletId: Id) => fill(routePaths.restroCheckout, { outletId }),
  restroOrderStatus: (id: Id) => fill(routePaths.restroOrderStatus, { id }),
  aboutUs: () => routePaths.aboutUs,
  contactUs: () => routePaths.contactUs,
};

/** The restro-menu paths, whose header shows no cart or favourites icons (SPEC.md, Header). */
export const onRestroMenuPath = (pathname: string) => pathname.startsWith('/restro-menu');
