/* global document, location -- the journeys' functions run in the page */
// The journeys the phone bench (bench-phone.mjs) measures, each a page's main content and its
// first control, as a visitor meets them: the first restaurant card of `/`, the first Add of a
// menu (the first Near By outlet's, and the largest), Add New Card on `/checkout` (a customer
// with a dish in their cart) and restro-menu's outlet page on its own origin. The functions run
// in the page: they find the content, the control, and whether the tap has had its effect.
import { LARGE_MENU_OUTLET } from './bench-api.mjs';
import { apiCalls } from './bench-customers.mjs';
import { PHONE_CONTEXT, phoneHeader, phoneJourney, phoneRow } from './bench-phone.mjs';

const firstCard = {
  content: () => document.querySelector('main article h3'),
  control: () => document.querySelector('main article a'),
  worked: () => location.pathname !== '/',
};
const firstAdd = {
  content: () => document.querySelector('[role="tabpanel"] h3'),
  control: () => document.querySelector('[role="tabpanel"] button[aria-label^="Add "]'),
  // the dish's add-to-cart dialog, or the Log In dialog for a guest
  worked: () => document.querySelector('[role="dialog"]') !== null,
};
const addNewCard = {
  content: () =>
    [...document.querySelectorAll('main h2, main h3')].find((h) => h.textContent === 'Cart Total'),
  control: () =>
    [...document.querySelectorAll('main button')].find((b) => b.textContent === 'Add New Card'),
  worked: () => document.querySelector('[role="dialog"]') !== null,
};

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
    const { listRestaurants } = await apiCalls(`${apiUrl}/api/v1`).listRestaurant();
    const largest = listRestaurants
      .flatMap((restaurant) => restaurant.outlet)
      .find((outlet) => outlet.outletName === LARGE_MENU_OUTLET)?.outletId;
    return { nearBy, largest };
  } finally {
    await page.close();
  }
}

/**
 * The journeys on a site whose shell is at `shellUrl` and restro-menu's own origin at
 * `restroUrl` (null where the layout does not serve it); `forCustomer` marks the ones measured
 * with the customer's session.
 */
export function phoneJourneys({ shellUrl, restroUrl, nearBy, largest }) {
  const menu = (id) => `${shellUrl}/restaurant-details/${id}/menu`;
  const journeys = [
    { name: '/: first restaurant card', url: `${shellUrl}/`, ...firstCard },
    { name: `menu of ${nearBy} (first Near By): Add`, url: menu(nearBy), ...firstAdd },
    largest && { name: `menu of ${largest} (largest): Add`, url: menu(largest), ...firstAdd },
    {
      name: '/checkout, a customer: Add New Card',
      url: `${shellUrl}/checkout`,
      ...addNewCard,
      forCustomer: true,
    },
  ].filter(Boolean);
  if (restroUrl) {
    for (const [id, which] of [
      [nearBy, 'first Near By'],
      [largest, 'largest'],
    ].filter(([id]) => id)) {
      journeys.push({
        name: `restro-menu/${id} alone (${which}): Add`,
        url: `${restroUrl}/restro-menu/${id}`,
        ...firstAdd,
      });
    }
  }
  return journeys;
}

/**
 * Every journey on the phone, printed under `title`: guests in fresh contexts, the customer's
 * pages with `customerState` (a storage state with their session).
 */
export async function benchPhone(browser, { title, shellUrl, restroUrl, apiUrl, customerState }) {
  const outlets = await visitorsOutlets(browser, { shellUrl, apiUrl });
  phoneHeader(title);
  // BENCH_PHONE_PAGES (a regular expression) measures the journeys whose names it matches alone
  const only = new RegExp(process.env.BENCH_PHONE_PAGES ?? '');
  const journeys = phoneJourneys({ shellUrl, restroUrl, ...outlets });
  for (const journey of journeys.filter(({ name }) => only.test(name))) {
    const newContext = () =>
      browser.newContext({
        ...PHONE_CONTEXT,
        storageState: journey.forCustomer ? customerState : undefined,
      });
    phoneRow(journey.name, await phoneJourney(newContext, journey));
  }
  if (!restroUrl) console.log('restro-menu alone: not served in this layout');
}
