// Debian's Chromium, never a downloaded browser (TOOLCHAIN.md), headless with the flags it runs
// with here: one launch for the browser tests, the bench's browser and Lighthouse's alike.
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @returns {Promise<import('playwright-core').Browser>} */
export const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

/**
 * Chromium keeping its profile in `dir`, with `args` beside the usual flags: for a browser that
 * another program (Lighthouse) drives too, and that must keep what it was given (a login).
 * @param {string} dir
 * @param {string[]} [args]
 * @returns {Promise<import('playwright-core').BrowserContext>}
 */
export const launchChromiumProfile = (dir, args = []) =>
  chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...args],
  });
