import { fill, routePaths, type Id, type RestaurantView } from './route-paths';

// Links to the site's pages, one builder per page, used as `paths.checkout()` (index.ts
// exports this module as `paths`; an app bundles only the builders it calls).

export const home = () => routePaths.home;

/** All restaurants, or those of one cuisine. */
export const restaurants = (cuisineId?: Id) =>
  cuisineId === undefined ? routePaths.restaurants : fill(routePaths.cuisine, { cuisineId });

export const favorites = () => routePaths.favorites;

export const restaurantDetails = (outletId: Id, view: RestaurantView) =>
  fill(routePaths.restaurantDetails, { outletId }, view);

/** A restaurant's details page on its menu view. */
export const menu = (outletId: Id) => restaurantDetails(outletId, 'menu');

export const myCart = () => routePaths.myCart;
export const checkout = () => routePaths.checkout;
export const profile = () => routePaths.profile;
export const editProfile = () => routePaths.editProfile;
export const orderStatus = (id: Id) => fill(routePaths.orderStatus, { id });
/** An order's printable receipt. */
export const orderReceipt = (id: Id) => fill(routePaths.orderReceipt, { id });

export const restroProfile = () => routePaths.restroProfile;
export const restroMenu = (outletId: Id) => fill(routePaths.restroMenu, { outletId });
export const restroCheckout = (outletId: Id) => fill(routePaths.restroCheckout, { outletId });
export const restroTableCard = (outletId: Id) => fill(routePaths.restroTableCard, { outletId });
export const restroOrderStatus = (id: Id) => fill(routePaths.restroOrderStatus, { id });

export const aboutUs = () => routePaths.aboutUs;
export const contactUs = () => routePaths.contactUs;
