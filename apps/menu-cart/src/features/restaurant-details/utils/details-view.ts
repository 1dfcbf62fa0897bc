import type { RestaurantView } from '@island-eats/app-frame';

/** Which child view the path names: /restaurant-details/:id[/menu|/reviews|/info]. */
export function detailsView(pathname: string): RestaurantView {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'reviews' || last === 'info' ? last : 'menu';
}
