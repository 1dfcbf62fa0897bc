import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser (TOOLCHAIN.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Collects uncaught page errors, and what the page's Content-Security-Policy refused, so a test
 * can assert the page stayed healthy.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

export interface PageSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/**
 * One browser for the test file, a fresh context and page for each test, and no uncaught page
 * error allowed: the setup every browser test file shares. Read `page` inside a test.
 */
export function pagePerTest(viewport = { width: 1280, height: 900 }): PageSession {
  const session = {} as PageSession;
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  afterAll(() => session.browser.close());
  beforeEach(async () => {
    session.context = await session.browser.newContext({ viewport });
    session.page = await session.context.newPage();
    session.errors = watchErrors(session.page);
  });
  afterEach(async () => {
    expect(session.errors).toEqual([]);
    await session.context.close();
  });
  return session;
}

/**
 * Resolves once the page is live: its first render committed, whether it hydrated the page
 * server's HTML or rendered a page the browser renders alone, which the early taps' script marks
 * on the document (build-config/replay-early-taps.js).
 */
export async function pageRendered(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
}
