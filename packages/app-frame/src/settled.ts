import { startTransition, useEffect, useReducer } from 'react';

/** A promise that records how it settled, so a render can read a loaded value synchronously. */
export type Settled<T> = Promise<T> & {
  status?: 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function settled<T>(promise: Promise<T>): Settled<T> {
  const tracked = promise as Settled<T>;
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/**
 * The value of a settled promise: undefined while it is pending (the component renders again
 * when it settles), its rejection thrown to the nearest error boundary.
 *
 * Not React's `use`: that suspends, and a suspense fallback, once shown, is held at least
 * 300 ms (React's reveal throttle), so a page or part whose code arrived a moment after the
 * page's data would show that much later. Here it shows in the render after it arrives.
 */
export function useSettled<T>(promise: Settled<T>): T | undefined {
  const [, settledNow] = useReducer((n: number) => n + 1, 0);
  const pending = promise.status === undefined;
  useEffect(() => {
    if (!pending) return;
    let live = true;
    // what arrived renders in slices that yield to the browser (no long task)
    const update = () => live && startTransition(settledNow);
    promise.then(update, update);
    return () => {
      live = false;
    };
  }, [promise, pending]);
  if (promise.status === 'rejected') throw promise.reason;
  return promise.value;
}
