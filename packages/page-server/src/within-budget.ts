/** What a remote module load yields when its remote cannot give it in time. */
export interface Unavailable {
  unavailable: true;
}
export const UNAVAILABLE: Unavailable = Object.freeze({ unavailable: true });

/**
 * `work()`'s value, or `{ unavailable: true }` when it throws, rejects or has not settled
 * within `budgetMs`: a page renders its fallback for that region instead of failing or
 * waiting on a remote that hangs. The work itself is not stopped (no one can cancel a vm
 * evaluation); `signal` tells what can be stopped, such as a fetch, that the answer is no
 * longer awaited.
 */
export async function withinBudget<T>(
  work: (signal: AbortSignal) => Promise<T>,
  budgetMs: number,
  onFailure: (reason: unknown) => void = () => undefined,
): Promise<T | Unavailable> {
  const late = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Unavailable>((resolve) => {
    timer = setTimeout(() => {
      late.abort(new Error(`no answer within ${budgetMs} ms`));
      onFailure(late.signal.reason);
      resolve(UNAVAILABLE);
    }, budgetMs);
  });
  const attempt = Promise.resolve()
    .then(() => work(late.signal))
    .catch((reason: unknown) => {
      if (!late.signal.aborted) onFailure(reason);
      return UNAVAILABLE;
    });
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
