// `pnpm bench`: the generated 1,000-dish menu on a phone's CPU (4x slower, Lighthouse's mobile
// throttling): the longest event of switching category, of typing in the dish search, and of
// opening a dish's add-to-cart modal, read from the browser's Event Timing entries (what INP reports). DESIGN.md §7: 100 ms.

/** Records every event of 16 ms or more with an interaction id, from the page's start. */
const recordEvents = () => {
  globalThis.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) globalThis.__benchEvents.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** The longest interaction since the last call (0: none reached 16 ms), once it has painted. */
async function longestSince(page) {
  await page.waitForTimeout(1000);
  const durations = await page.evaluate(() => globalThis.__benchEvents.splice(0));
  return Math.max(0, ...durations);
}

/** On `url` in `context` (a logged-in customer's): the worst category switch and modal open. */
export async function menuInteractions(context, url) {
  const page = await context.newPage();
  try {
    await page.addInitScript(recordEvents);
    await page.goto(url);
    const panel = page.getByRole('tabpanel');
    await panel.locator('h3').first().waitFor();
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const tabs = page.getByRole('tab');
    const categories = await tabs.count();
    let categoryMs = 0;
    for (const n of [1, Math.floor(categories / 2), categories - 1]) {
      await tabs.nth(n).click();
      await panel.locator('h3').first().waitFor();
      categoryMs = Math.max(categoryMs, await longestSince(page));
    }
    // typing in the dish search: 'fresh' is in every description, so each key shows 1,000
    const search = page.getByRole('searchbox', { name: 'Search dishes' });
    await search.click();
    await longestSince(page);
    await search.pressSequentially('fresh', { delay: 150 });
    await page.getByRole('list', { name: 'Matching dishes' }).locator('h3').first().waitFor();
    const searchMs = await longestSince(page);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await panel.locator('h3').first().waitFor();
    await longestSince(page);
    // a dish's Add opens its add-to-cart modal: the first time, and again once its code is in
    const opens = [];
    for (let i = 0; i < 2; i += 1) {
      await panel.getByRole('button', { name: /^Add / }).nth(i).click();
      const modal = page.getByRole('dialog');
      await modal.waitFor();
      opens.push(Math.round(await longestSince(page)));
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      await longestSince(page);
    }
    return {
      categories,
      categoryMs: Math.round(categoryMs),
      searchMs: Math.round(searchMs),
      firstModalMs: opens[0],
      modalMs: opens[1],
    };
  } finally {
    await page.close();
  }
}
