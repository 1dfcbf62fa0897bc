import { afterPageLoad } from './after-page-load';

/** Whether `promise` has settled once every timer due by now has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(300);
  return done;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

test('a loaded page goes on once the browser is idle', async () => {
  expect(document.readyState).toBe('complete');
  expect(await settled(afterPageLoad())).toBe(true);
});

test('a page still loading goes on after its load event', async () => {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
  const loaded = afterPageLoad();
  expect(await settled(loaded)).toBe(false);
  window.dispatchEvent(new Event('load'));
  expect(await settled(loaded)).toBe(true);
  delete (document as { readyState?: string }).readyState;
});
