/**
 * @jest-environment jsdom
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// the starter as it is written (the build minifies it), run in this page
const STARTER = readFileSync(path.join(__dirname, '..', 'start-after-paint.js'), 'utf8');
const SCRIPTS = ['/react-dom.1.js', '/vendors.2.js', '/main.3.js'];
const PRELOADS = ['/4.js', 'http://localhost:3002/remoteEntry.js'];

/** A stand-in for the browser's paint timing: the test says when the first paint shows. */
class PaintObserver {
  static supportedEntryTypes = ['paint'];
  static last: PaintObserver | null = null;
  observed = false;
  constructor(
    private readonly report: (
      list: { getEntriesByName(name: string): unknown[] },
      observer: PaintObserver,
    ) => void,
  ) {
    PaintObserver.last = this;
  }
  observe(options: unknown) {
    // the paints so far too: the starter may run after the first one
    expect(options).toEqual({ type: 'paint', buffered: true });
    this.observed = true;
  }
  disconnect() {
    this.observed = false;
  }
  paint(name: string) {
    if (this.observed)
      this.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this);
  }
}

function page(root: string, visibility: 'visible' | 'hidden' = 'visible') {
  document.head.innerHTML =
    '<template id="after-paint">' +
    SCRIPTS.map((src) => `<script defer src="${src}"></script>`).join('') +
    PRELOADS.map((href) => `<link rel="preload" as="script" href="${href}">`).join('') +
    '</template>';
  document.body.innerHTML = `<div id="root">${root}</div>`;
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
  window.eval(STARTER);
}

/** What the page has asked for: its scripts, and its preloads. */
const started = () => [
  ...[...document.head.querySelectorAll('script')].map((script) => ({
    src: script.getAttribute('src'),
    async: script.async,
  })),
  ...[...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) =>
    link.getAttribute('href'),
  ),
];
const inOrder = [...SCRIPTS.map((src) => ({ src, async: false })), ...PRELOADS];

beforeEach(() => {
  jest.useFakeTimers();
  PaintObserver.last = null;
  delete document.documentElement.dataset.code;
  Object.assign(window, { PerformanceObserver: PaintObserver });
});
afterEach(() => {
  // each test's starter has started: none is left to answer the next test's page
  document.dispatchEvent(new Event('pointerdown'));
  jest.useRealTimers();
});

test('a page with nothing painted in its HTML starts its scripts at once, in their order', () => {
  page('');
  expect(started()).toEqual(inOrder);
});

test('a painted page starts its scripts once its first paint is on screen, and once only', () => {
  page('<header><a href="/">Home</a></header>');
  jest.advanceTimersByTime(1000);
  expect(started()).toEqual([]);

  PaintObserver.last!.paint('first-paint');
  jest.advanceTimersByTime(100);
  expect(started()).toEqual([]);

  PaintObserver.last!.paint('first-contentful-paint');
  expect(started()).toEqual([]); // the frame that shows it comes first
  jest.advanceTimersByTime(100);
  expect(started()).toEqual(inOrder);

  jest.advanceTimersByTime(5000);
  document.dispatchEvent(new Event('pointerdown'));
  expect(started()).toEqual(inOrder);
});

test("a painted page's pictures in sight show before its scripts start, though one fails", () => {
  page('<main><img src="/a.jpg"><img src="/b.jpg"><img src="/below.jpg"></main>');
  const [a, b, below] = [...document.images];
  // jsdom neither lays out nor loads pictures: where each is on a 768 px high screen, and whether
  // it has come (loaded, or failed to)
  const picture = (image: HTMLImageElement | undefined, top: number) =>
    Object.defineProperties(image!, {
      getBoundingClientRect: { value: () => ({ width: 300, top, bottom: top + 200 }) },
      complete: { value: false, configurable: true },
    });
  const come = (image: HTMLImageElement | undefined) =>
    Object.defineProperty(image!, 'complete', { value: true });
  picture(a, 0);
  picture(b, 500);
  picture(below, 900);
  PaintObserver.last!.paint('first-contentful-paint');
  jest.advanceTimersByTime(100);
  expect(started()).toEqual([]);

  come(a);
  jest.advanceTimersByTime(100);
  expect(started()).toEqual([]); // waiting for b, not for the one below the first screen

  come(b);
  jest.advanceTimersByTime(100);
  expect(started()).toEqual(inOrder);
});

test('a page opened out of sight starts at once: no paint comes while hidden', () => {
  page('<header>Island Eats</header>', 'hidden');
  expect(started()).toEqual(inOrder);
});

test("a visitor's first tap or key on the painted page asks for the code at once", () => {
  page('<header>Island Eats</header>');
  expect(started()).toEqual([]);
  document.dispatchEvent(new Event('pointerdown'));
  expect(started()).toEqual(inOrder);

  page('<header>Island Eats</header>');
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  expect(started()).toEqual(inOrder);
});

test('once all its code has come, or failed to, the page says so', () => {
  const said = jest.fn();
  window.addEventListener('after-paint-load', said);
  page('');
  const parts = [...document.head.querySelectorAll('script, link')];
  parts.slice(0, -1).forEach((part) => part.dispatchEvent(new Event('load')));
  expect(document.documentElement.dataset.code).toBeUndefined();
  expect(said).not.toHaveBeenCalled();

  parts.at(-1)!.dispatchEvent(new Event('error'));
  expect(document.documentElement.dataset.code).toBe('loaded');
  expect(said).toHaveBeenCalledTimes(1);
  window.removeEventListener('after-paint-load', said);
});

test('no paint reported within 2.5 s: the scripts start anyway', () => {
  page('<header>Island Eats</header>');
  jest.advanceTimersByTime(2499);
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(started()).toEqual(inOrder);
});

test('a browser that cannot tell its paint starts them at once', () => {
  Object.assign(window, { PerformanceObserver: undefined });
  page('<header>Island Eats</header>');
  expect(started()).toEqual(inOrder);
});
