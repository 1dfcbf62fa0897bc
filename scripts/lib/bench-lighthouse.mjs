// `pnpm bench` and `pnpm bench:deploy`: Lighthouse mobile, median of 3, on the visitor's pages
// (visitors-pages.mjs), against DESIGN.md §7's budgets.
import { signInDemoCook } from './lighthouse-customer.mjs';
import { lighthouseMedian } from './lighthouse-run.mjs';
import { visitorsPages } from './visitors-pages.mjs';

export const LIGHTHOUSE_BUDGET = {
  performance: 95,
  accessibility: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
};

/** One page's Lighthouse figures on a line, with what is over the budget. */
function lighthouseRow(name, lh) {
  const over = [
    lh.performance < LIGHTHOUSE_BUDGET.performance && 'performance',
    lh.accessibility < LIGHTHOUSE_BUDGET.accessibility && 'accessibility',
    lh.lcpMs > LIGHTHOUSE_BUDGET.lcpMs && 'LCP',
    lh.tbtMs > LIGHTHOUSE_BUDGET.tbtMs && 'TBT',
    lh.cls > LIGHTHOUSE_BUDGET.cls && 'CLS',
  ].filter(Boolean);
  console.log(
    `${name.padEnd(40)} ${String(lh.performance).padStart(5)} ${String(lh.accessibility).padStart(5)} ${String(lh.lcpMs).padStart(7)} ${String(lh.tbtMs).padStart(7)} ${lh.cls.toFixed(3).padStart(6)}  ${over.length ? `OVER: ${over.join(', ')}` : 'ok'}`,
  );
}

/**
 * Every page for `outlets` (visitorsOutlets), printed under `title`: guests in Lighthouse's own
 * Chromium, the customer's pages and the cook's board in `customer` (lighthouse-customer.mjs).
 */
export async function benchLighthouse({ title, shellUrl, restroUrl, outlets, customer }) {
  console.log(`\n${title}\nLighthouse mobile, median of 3 (DESIGN.md §7):`);
  console.log(
    `${'page'.padEnd(40)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'LCP ms'.padStart(7)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)}`,
  );
  // BENCH_LIGHTHOUSE_PAGES (a regular expression) measures the pages whose names it matches alone
  const only = new RegExp(process.env.BENCH_LIGHTHOUSE_PAGES ?? '');
  const pages = visitorsPages({ shellUrl, restroUrl, ...outlets }).filter(({ name }) =>
    only.test(name),
  );
  if (pages.some(({ kind }) => kind === 'board')) await signInDemoCook(customer, restroUrl);
  for (const page of pages) {
    lighthouseRow(
      page.name,
      await lighthouseMedian(page.url, page.forCustomer ? customer : undefined),
    );
  }
  if (!restroUrl) console.log('restro-menu alone: not served in this layout');
  const budget = LIGHTHOUSE_BUDGET;
  console.log(
    `budget: performance and accessibility ≥${budget.performance}, LCP ≤${budget.lcpMs} ms, TBT ≤${budget.tbtMs} ms, CLS ≤${budget.cls}`,
  );
}
