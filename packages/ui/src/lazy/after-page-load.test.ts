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
  delete document.documentElement.dataset.code;
});
afterEach(() => jest.useRealTimers());

test('a loaded page without code waiting for its paint goes on once the browser is idle', async () => {
  expect(document.readyState).toBe('complete');
  expect(await settled(afterPageLoad())).toBe(true);
});

test('a page whose code waits for its paint goes on once all that code has come, not at its load event', async () => {
  document.head.innerHTML =
    '<template id="after-paint"><script src="/main.js"></script></template>';
  const loaded = afterPageLoad();
  expect(await settled(loaded)).toBe(false);

  // what start-after-paint.js does once the last of it has come
  document.documentElement.dataset.code = 'loaded';
  window.dispatchEvent(new Event('after-paint-load'));
  expect(await settled(loaded)).toBe(true);
});

test('code that came before the page asked goes on at once', async () => {
  document.head.innerHTML = '<template id="after-paint"></template>';
  document.documentElement.dataset.code = 'loaded';
  expect(await settled(afterPageLoad())).toBe(true);
});
