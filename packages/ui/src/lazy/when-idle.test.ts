import { whenIdle } from './when-idle';

/** Whether `promise` has settled once every timer due by now has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await jest.advanceTimersByTimeAsync(300);
  return done;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('goes on once the browser is idle', async () => {
  expect(await settled(whenIdle())).toBe(true);
});

test('does not wait for a page still loading its pictures', async () => {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
  expect(await settled(whenIdle())).toBe(true);
  delete (document as { readyState?: string }).readyState;
});

test('asks the browser for its idle time where it has it, waiting at most 2 s', async () => {
  const requestIdleCallback = jest.fn((run: () => void) => setTimeout(run, 50));
  Object.assign(window, { requestIdleCallback });
  const idle = whenIdle();
  expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
  expect(await settled(idle)).toBe(true);
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});
