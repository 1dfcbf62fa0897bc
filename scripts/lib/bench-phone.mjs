/* global document, history, location, scrollY, MutationObserver, addEventListener -- run in the page */
// `pnpm bench` and `pnpm bench:deploy`: a page as a customer's phone gets it. Chromium at 412 px
// with touch, the network throttled for real to Lighthouse's mobile profile and the CPU slowed
// 4x; the customer taps the page's first control every 150 ms from the moment it is painted
// until a tap works. What is measured is what they feel: when the page's content shows, when a
// tap first works, when its effect shows (a tap the page kept works before its effect), and
// how many taps on the painted control were lost before it.

/** Lighthouse's mobile profile (its "slow 4G"), applied to the network for real, not modelled. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  latencyMs: 150,
  downloadBytesPerS: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerS: (750 * 1024) / 8,
  cpuSlowdown: 4,
  tapEveryMs: 150,
  giveUpMs: 20_000,
};

/** A phone's browser context: its screen, touch; each one a first visit (an empty cache). */
export const PHONE_CONTEXT = {
  viewport: PHONE.viewport,
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};

/** DESIGN.md §7's goals for the phone (issue 34): content, first working tap, taps lost. */
export const PHONE_BUDGET = { contentMs: 1500, firstTapMs: 2000, tapsLost: 0 };

/**
 * What runs in the page before its own scripts: it finds the journey's content and control as
 * they are painted, notes every tap that lands on the control, and when the tap's effect shows.
 * Times are from the navigation's start (performance.now()).
 */
function watchPage(contentOf, controlOf, hasWorked) {
  const seen = {
    // the journey's page (a link the customer followed opens another, with a record of its own)
    pathname: location.pathname,
    taps: [],
    contentMs: null,
    controlMs: null,
    workedMs: null,
    fcpMs: null,
    replayed: false,
    scrollY: 0,
  };
  // to the bench as it changes (a binding: the page's main thread may be too busy to be asked)
  const report = () => globalThis.__phoneReport({ ...seen, taps: [...seen.taps] });
  const shown = (element) => {
    const box = element?.getBoundingClientRect();
    return Boolean(box && box.width > 0 && box.height > 0);
  };
  const look = () => {
    const now = performance.now();
    const figures = () => [seen.contentMs, seen.controlMs, seen.workedMs].join();
    const before = figures();
    if (seen.contentMs === null && shown(contentOf())) seen.contentMs = now;
    if (seen.controlMs === null && shown(controlOf())) seen.controlMs = now;
    if (seen.workedMs === null && seen.taps.length > 0 && hasWorked()) seen.workedMs = now;
    if (figures() !== before) report();
  };
  new MutationObserver(look).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
  });
  addEventListener('popstate', look);
  addEventListener('scroll', () => {
    seen.scrollY = scrollY;
    report();
  });
  // the router changes the address without a mutation of its own first
  for (const name of ['pushState', 'replaceState']) {
    const original = history[name];
    history[name] = function (...args) {
      const result = original.apply(this, args);
      look();
      return result;
    };
  }
  // a tap lands on the control when the control holds what was hit
  addEventListener(
    'pointerdown',
    (event) => {
      const target = controlOf();
      if (!target || !target.contains(event.target)) return;
      // live: the page's code has taken the control over (React marks what it renders)
      const live = Object.keys(target).some((key) => key.startsWith('__reactProps$'));
      seen.taps.push({ at: performance.now(), live });
      report();
    },
    true,
  );
  // a tap kept and replayed by the page once its control was live (replay-early-taps.js)
  addEventListener(
    'click',
    (event) => {
      const target = controlOf();
      if (event.isTrusted || !target?.contains(event.target)) return;
      seen.replayed = true;
      report();
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') {
        seen.fcpMs = entry.startTime;
        report();
      }
  }).observe({ type: 'paint', buffered: true });
}

/**
 * The centre of the journey's control once the page has settled, scrolled onto the screen if
 * it is below it: where the customer taps, and how far they scroll first.
 */
async function controlPoint(context, url, control) {
  const page = await context.newPage();
  try {
    // (the page's function goes in as an init script: the page's CSP allows no eval of it)
    await page.addInitScript({ content: `globalThis.__phoneControl = ${control};` });
    await page.goto(url);
    const handle = await page.waitForFunction(
      () => {
        const control = globalThis.__phoneControl();
        control?.scrollIntoView({ block: 'nearest' });
        const rect = control?.getBoundingClientRect();
        return rect && rect.width > 0
          ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, scrollY }
          : null;
      },
      undefined,
      { timeout: 20_000 },
    );
    return handle.jsonValue();
  } finally {
    await page.close();
  }
}

/**
 * One first visit of `journey.url` on the phone, in `context` (touch enabled; the page's cache
 * cleared by the caller). Taps are sent every 150 ms without waiting for the page to take them,
 * as a finger does: a page busy running its code gets them queued, as on a real phone.
 */
export async function phoneVisit(context, journey, point) {
  const page = await context.newPage();
  try {
    await page.addInitScript({
      content: `(${watchPage})(${journey.content}, ${journey.control}, ${journey.worked})`,
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerS,
      uploadThroughput: PHONE.uploadBytesPerS,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    // the journey's page's record, not the one of a page a followed link opened
    let reported = null;
    const journeyPath = new URL(journey.url).pathname;
    await page.exposeFunction('__phoneReport', (record) => {
      if (record.pathname === journeyPath) reported = record;
    });
    const started = Date.now();
    await page.goto(journey.url, { waitUntil: 'commit' });
    // a link followed by the browser itself (no code needed) loads a new document, whose own
    // record starts empty: the tap that did it is the last one sent before it
    const sent = [];
    let followed = null;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && followed === null && frame.url() !== journey.url)
        followed = Date.now() - started;
    });
    const touch = (type) =>
      cdp
        .send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x: point.x, y: point.y }],
        })
        .catch(() => {}); // a navigation away ends the page the touch was meant for
    // the customer scrolls to the control once they see it, with a wheel: the browser takes a
    // script's scroll (not a user's) back to the top once the page's HTML has been read
    let scrolledAt = -Infinity;
    let seen = null;
    while (Date.now() - started < PHONE.giveUpMs && followed === null) {
      const short = point.scrollY - (reported?.scrollY ?? 0);
      if (short > 1) {
        // no tap where the control will be until it is there: it would hit what is there now;
        // a scroll the page cut short (its HTML still coming) is made again for what is left
        if (reported?.controlMs != null && Date.now() - scrolledAt > 500) {
          scrolledAt = Date.now();
          await page.mouse.move(point.x, point.y);
          await page.mouse.wheel(0, short);
        }
        await new Promise((resolve) => setTimeout(resolve, PHONE.tapEveryMs));
        continue;
      }
      sent.push(Date.now() - started);
      void touch('touchStart').then(() => touch('touchEnd'));
      await new Promise((resolve) => setTimeout(resolve, PHONE.tapEveryMs));
      seen = reported;
      if (seen?.workedMs != null) break;
    }
    seen = reported;
    if (seen?.workedMs == null && followed !== null) {
      // a link works without code: the first tap on it started the new page, which the browser
      // shows once its answer comes (`followed`); with no tap on record, the last one sent
      const tap = seen?.taps[0]?.at ?? sent.filter((at) => at <= followed).at(-1);
      return { ...summary(seen), firstTapMs: Math.round(tap), effectMs: followed, tapsLost: 0 };
    }
    return summary(seen);
  } finally {
    await page.close();
  }
}

/**
 * The figures of one visit. A tap works when it lands on a live control (the page's code has
 * run: its effect may still take a while) or when the page kept it and replayed it once its
 * control was live; a tap on a painted control that was not kept is lost.
 */
function summary(seen) {
  const round = (ms) => (ms == null ? null : Math.round(ms));
  const figures = {
    fcpMs: round(seen?.fcpMs),
    contentMs: round(seen?.contentMs),
    effectMs: round(seen?.workedMs),
  };
  if (!seen || seen.workedMs == null) return { ...figures, firstTapMs: null, tapsLost: null };
  if (seen.replayed) return { ...figures, firstTapMs: round(seen.taps[0]?.at), tapsLost: 0 };
  const firstLive = seen.taps.findIndex((tap) => tap.live);
  return {
    ...figures,
    firstTapMs: round(seen.taps[firstLive]?.at ?? seen.workedMs),
    tapsLost: firstLive < 0 ? seen.taps.length : firstLive,
  };
}

const median = (values) => {
  const known = values.filter((value) => value != null).toSorted((x, y) => x - y);
  return known.length ? known[Math.floor(known.length / 2)] : null;
};

/**
 * `journey` visited `runs` times on the phone, each a first visit, in contexts `newContext()`
 * makes (touch, the customer's session where the page needs one); the medians of each figure.
 */
export async function phoneJourney(newContext, journey, runs = 3) {
  const settled = await newContext();
  const point = await controlPoint(settled, journey.url, journey.control);
  await settled.close();
  const visits = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await newContext();
    try {
      visits.push(await phoneVisit(context, journey, point));
    } finally {
      await context.close();
    }
  }
  const figure = (name) => median(visits.map((visit) => visit[name]));
  return {
    fcpMs: figure('fcpMs'),
    contentMs: figure('contentMs'),
    firstTapMs: figure('firstTapMs'),
    effectMs: figure('effectMs'),
    tapsLost: figure('tapsLost'),
    failed: visits.filter((visit) => visit.firstTapMs == null).length,
  };
}

/** The phone's figures of each journey on a line, against PHONE_BUDGET. */
export function phoneRow(name, figures) {
  const over = [
    figures.contentMs > PHONE_BUDGET.contentMs && 'content',
    figures.firstTapMs > PHONE_BUDGET.firstTapMs && 'first tap',
    figures.tapsLost > PHONE_BUDGET.tapsLost && 'taps lost',
    figures.failed > 0 && `${figures.failed} run(s) never worked`,
  ].filter(Boolean);
  const ms = (value) => String(value ?? '—').padStart(7);
  console.log(
    `${name.padEnd(44)} ${ms(figures.fcpMs)} ${ms(figures.contentMs)} ${ms(figures.firstTapMs)} ${ms(figures.effectMs)} ${String(figures.tapsLost ?? '—').padStart(5)}  ${over.length ? `OVER: ${over.join(', ')}` : 'ok'}`,
  );
}

export function phoneHeader(title) {
  console.log(
    `\n${title}\n(412 px, touch, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU; a tap every 150 ms; median of 3)`,
  );
  console.log(
    `${'page: control'.padEnd(44)} ${'FCP'.padStart(7)} ${'content'.padStart(7)} ${'1st tap'.padStart(7)} ${'effect'.padStart(7)} ${'lost'.padStart(5)}`,
  );
}
