import { startTransition, useCallback, useEffect, useState, type DependencyList } from 'react';
import { failureMessage } from '@island-eats/api-client';
import { showFailure } from './show-failure';

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
}

interface Settled<T> {
  key: string;
  data: T | undefined;
  error: string | undefined;
}

/**
 * Runs a read when its inputs change and keeps the last answer. A failure is shown once, by
 * showFailure (SPEC §8) unless the page shows it itself; an answer for inputs that changed
 * meanwhile is dropped.
 */
export function useRequest<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  { skip = false, quiet = false }: RequestOptions = {},
): RequestState<T> {
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([...deps, attempt]);
  const [settled, setSettled] = useState<Settled<T>>({
    key: '',
    data: undefined,
    error: undefined,
  });

  useEffect(() => {
    if (skip) return;
    let live = true;
    load().then(
      (answer) => {
        // an answer's render (a menu, a list) yields to the browser as it goes: no long task
        if (live) startTransition(() => setSettled({ key, data: answer, error: undefined }));
      },
      (failure: unknown) => {
        if (!live) return;
        if (!quiet) showFailure(failure);
        setSettled((last) => ({ key, data: last.data, error: failureMessage(failure) }));
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new closure each render; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, skip]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    data: settled.data,
    error: settled.error,
    loading: !skip && settled.key !== key,
    reload,
  };
}
