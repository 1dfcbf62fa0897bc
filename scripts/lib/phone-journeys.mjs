/* global document, location -- the journeys' functions run in the page */
// The journeys the phone bench (bench-phone.mjs) measures on the visitor's pages
// (visitors-pages.mjs), each a page's main content and its first control: the first restaurant
// card of `/`, the first Add of a menu, Add New Card on `/checkout` (a customer with a dish in
// their cart) and the first Add of restro-menu's outlet page on its own origin. The functions run
// in the page: they find the content, the control, and whether the tap has had its effect.
import { PHONE_CONTEXT, phoneHeader, phoneJourney, phoneRow } from './bench-phone.mjs';
import { visitorsPages } from './visitors-pages.mjs';

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

/** What the customer taps on each kind of page (visitors-pages.mjs) the phone measures. */
const JOURNEYS = {
  home: { tap: 'first restaurant card', ...firstCard },
  menu: { tap: 'Add', ...firstAdd },
  checkout: { tap: 'Add New Card', ...addNewCard },
  'restro-menu': { tap: 'Add', ...firstAdd },
};

/** The journeys on the visitor's pages that have one, named "page: control". */
function phoneJourneys(outlets) {
  return visitorsPages(outlets)
    .filter((page) => JOURNEYS[page.kind])
    .map((page) => {
      const { tap, ...journey } = JOURNEYS[page.kind];
      return { ...page, ...journey, name: `${page.name}: ${tap}` };
    });
}

/**
 * Every journey on the phone for `outlets` (visitorsOutlets), printed under `title`: guests in
 * fresh contexts, the customer's pages with `customerState` (a storage state with their session).
 */
export async function benchPhone(browser, { title, shellUrl, restroUrl, outlets, customerState }) {
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
