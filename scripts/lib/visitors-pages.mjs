// The pages the benches measure (the phone's journeys and Lighthouse alike), chosen one way: `/`,
// the menus of the outlets a visitor meets first (the first Near By one, and the largest), the
// customer's pages and restro-menu standalone for those two outlets (DESIGN.md §7: "for any
// outlet, not only the bench's").
import { LARGE_MENU_OUTLET } from './bench-api.mjs';
import { apiCalls } from './bench-customers.mjs';

/**
 * The outlets a visitor meets first: the first card of `/` (the first Near By outlet, whatever
 * sorts first at this hour), and the largest menu (where the site has it: DEMO_LARGE_MENU).
 */
export async function visitorsOutlets(browser, { shellUrl, apiUrl }) {
  const page = await browser.newPage();
  try {
    await page.goto(`${shellUrl}/`);
    const href = await page.locator('main article a').first().getAttribute('href');
    const nearBy = Number(href.match(/restaurant-details\/(\d+)/)[1]);
    const { listRestaurants } = await apiCalls(apiUrl).listRestaurant();
    const largest = listRestaurants
      .flatMap((restaurant) => restaurant.outlet)
      .find((outlet) => outlet.outletName === LARGE_MENU_OUTLET)?.outletId;
    return { nearBy, largest };
  } finally {
    await page.close();
  }
}

/**
 * The pages of a site whose shell is at `shellUrl` and restro-menu's own origin at `restroUrl`
 * (null where the layout does not serve it), for the outlets of `visitorsOutlets`. Each has a
 * `kind` (what a bench does there), and `forCustomer` where it is measured in the signed-in
 * Chromium: the demo customer's session (a dish of theirs in the cart), and on restro-menu's
 * origin the demo cook's.
 */
export function visitorsPages({ shellUrl, restroUrl, nearBy, largest }) {
  const outlets = [
    [nearBy, 'first Near By'],
    [largest, 'largest'],
  ].filter(([id]) => id);
  const customer = { forCustomer: true };
  return [
    { kind: 'home', name: '/', url: `${shellUrl}/` },
    ...outlets.map(([id, which]) => ({
      kind: 'menu',
      name: `menu of ${id} (${which})`,
      url: `${shellUrl}/restaurant-details/${id}/menu`,
    })),
    { kind: 'cart', name: '/my-cart, a customer', url: `${shellUrl}/my-cart`, ...customer },
    { kind: 'checkout', name: '/checkout, a customer', url: `${shellUrl}/checkout`, ...customer },
    { kind: 'profile', name: '/profile, a customer', url: `${shellUrl}/profile`, ...customer },
    ...(restroUrl
      ? outlets.map(([id, which]) => ({
          kind: 'restro-menu',
          name: `restro-menu/${id} alone (${which})`,
          url: `${restroUrl}/restro-menu/${id}`,
        }))
      : []),
    // the restaurant's side, on the kitchen's tablet: the demo cook signed in (signInDemoCook)
    ...(restroUrl
      ? [
          {
            kind: 'board',
            name: 'restro-menu/staff, a cook',
            url: `${restroUrl}/restro-menu/staff`,
            ...customer,
          },
        ]
      : []),
  ];
}
