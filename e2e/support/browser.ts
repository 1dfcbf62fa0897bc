import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium.mjs';

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

/**
 * One browser for the test file, launched before its tests and closed after them: for tests
 * that open their own contexts. Read `browser` inside a test.
 */
export function browserPerFile(): { browser: Browser } {
  const session = {} as { browser: Browser };
  beforeAll(async () => {
    session.browser = await launchChromium();
  });
  afterAll(() => session.browser?.close());
  return session;
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
  const session = browserPerFile() as PageSession;
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

/**
 * Opens `url` and answers, once the page is live, how many of the elements its HTML brought
 * (`served`: a selector) are still in it, and what the page logged of its hydration (app-frame's
 * startApp): a page hydrated where it stands keeps them all and logs nothing.
 */
export async function hydratedWhereItStands(
  page: Page,
  url: string,
  served = '#root header, #root main h1, #root main h3',
) {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[island-eats] hydration')) logged.push(message.text());
  });
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { served: Element[] }).served = [
        ...document.querySelectorAll(selector),
      ];
    });
  }, served);
  await page.goto(url);
  await pageRendered(page);
  const kept = await page.evaluate(() => {
    const elements = (window as unknown as { served: Element[] }).served;
    return {
      served: elements.length,
      kept: elements.filter((element) => element.isConnected).length,
    };
  });
  return { ...kept, logged };
}
