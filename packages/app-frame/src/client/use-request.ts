import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type DependencyList,
} from 'react';
import { failureMessage, isTransientFailure } from '@island-eats/api-client';
import { showFailure } from './show-failure';
import { useHandedAnswer } from './use-handed-answer';

export interface RequestState<T> {
  /** the last answer, kept while a newer request loads */
  data: T | undefined;
  /** the last failure's message, already shown by showFailure; cleared by the next answer */
  error: string | undefined;
  /** a request for the current inputs is under way */
  loading: boolean;
  reload: () => void;
}

export interface RequestOptions {
  /** true: nothing is asked for now (e.g. a list read the first time it opens) */
  skip?: boolean;
  /** true: the page itself shows a failure (`error`) in its place, so no toast repeats it */
  quiet?: boolean;
  /**
   * The read is one of the page's first reads, by this name (with its inputs): the page server
   * makes it while it renders the page and hands the answer to the browser (api-client's
   * page-data.ts).
   */
  pageData?: string;
}

interface Settled<T> {
  key: string;
  data: T | undefined;
  error: string | undefined;
  /** the answer the page was rendered with: not read again for the same inputs */
  handed?: true;
}

/**
 * After a failure that may pass by itself (the API not reached, a 5xx), the read is tried again
 * 1, 2, 3, 4 s later, then every 5 s, until it is answered: a page opened while the API starts,
 * or the database is away, fills in once it serves, with no reload.
 */
const retryDelay = (failuresInARow: number) => Math.min(failuresInARow, 5) * 1000;

/**
 * Runs a read when its inputs change and keeps the last answer. A failure is shown once, by
 * showFailure (SPEC §8) unless the page shows it itself; a transient one is tried again by
 * itself, quietly, while `error` stays set; an answer for inputs that changed meanwhile is
 * dropped.
 */
export function useRequest<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  { skip = false, quiet = false, pageData }: RequestOptions = {},
): RequestState<T> {
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([...deps, attempt]);
  // the page server's render waits for the read (renderToPipeableStream's onAllReady)
  const answer = useHandedAnswer(skip ? undefined : pageData, deps, load);
  // (a refusal is shown where the page shows its failures, as the page server rendered it; no
  // toast repeats it once the page is live)
  const [settled, setSettled] = useState<Settled<T>>(() =>
    answer
      ? { key, data: answer.data as T | undefined, error: answer.error, handed: true }
      : { key: '', data: undefined, error: undefined },
  );
  // Retries of the same inputs: they keep `loading` off, so the page's failure stays in place.
  const [retry, setRetry] = useState(0);
  // failures in a row: one toast for the run, longer pauses between tries
  const failures = useRef(0);

  useEffect(() => {
    if (skip || (settled.handed && settled.key === key)) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    load().then(
      (answer) => {
        if (!live) return;
        failures.current = 0;
        // an answer's render (a menu, a list) yields to the browser as it goes: no long task
        startTransition(() => setSettled({ key, data: answer, error: undefined }));
      },
      (failure: unknown) => {
        if (!live) return;
        const count = ++failures.current;
        if (!quiet && count === 1) showFailure(failure);
        setSettled((last) => ({ key, data: last.data, error: failureMessage(failure) }));
        if (isTransientFailure(failure)) {
          timer = setTimeout(() => setRetry((n) => n + 1), retryDelay(count));
        }
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `load` is a new closure each render; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, skip, retry]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    data: settled.data,
    error: settled.error,
    loading: !skip && settled.key !== key,
    reload,
  };
}
