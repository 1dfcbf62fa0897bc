// A browser test drives a whole site on a shared 2-core machine: a click can land in the
// moment a page is swapped for its rendered copy, or a call can wait behind a build. Such a
// test runs once more, and its first failure is printed in full; `pnpm test` then names every
// test that passed only on its second run, so a flake is seen and not hidden.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
