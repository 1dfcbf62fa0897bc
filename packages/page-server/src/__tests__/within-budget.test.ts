import { withinBudget } from '../within-budget';

const never = () => new Promise<never>(() => undefined);

test('gives the work its value when it settles in time', async () => {
  expect(await withinBudget(async () => 'page', 50)).toBe('page');
});

test('a throw, a rejection and a hang each yield unavailable, the hang at the budget', async () => {
  const failures: unknown[] = [];
  const onFailure = (reason: unknown) => failures.push(reason);
  expect(
    await withinBudget(
      () => {
        throw new Error('vm');
      },
      50,
      onFailure,
    ),
  ).toEqual({ unavailable: true });
  expect(await withinBudget(() => Promise.reject(new Error('down')), 50, onFailure)).toEqual({
    unavailable: true,
  });
  const started = Date.now();
  expect(await withinBudget(never, 60, onFailure)).toEqual({ unavailable: true });
  expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  expect(Date.now() - started).toBeLessThan(200);
  expect(failures).toHaveLength(3);
});

test('tells the work when its answer is no longer awaited', async () => {
  let signal: AbortSignal | undefined;
  await withinBudget((given) => {
    signal = given;
    return never();
  }, 20);
  expect(signal?.aborted).toBe(true);
});
