import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { isApiError, NETWORK_ERROR_MESSAGE } from '@island-eats/api-client';
import { notify } from '@island-eats/ui';

export interface RequestState<T> {
  /** the last answer, kept while a newer request loads */
  data: T | undefined;
  /** the failure's errorMessage, already shown as a toast */
  error: string | undefined;
  loading: boolean;
  reload: () => void;
}

interface Settled<T> {
  key: string;
  data: T | undefined;
  error: string | undefined;
}

/**
 * Runs a read when its inputs change and keeps the last answer. A failure shows the server's
 * errorMessage as a toast (SPEC §8); an answer for inputs that changed meanwhile is dropped.
 */
export function useRequest<T>(load: () => Promise<T>, deps: DependencyList): RequestState<T> {
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([...deps, attempt]);
  const [settled, setSettled] = useState<Settled<T>>({
    key: '',
    data: undefined,
    error: undefined,
  });

  useEffect(() => {
    let live = true;
    load().then(
      (answer) => {
        if (live) setSettled({ key, data: answer, error: undefined });
      },
      (failure: unknown) => {
        if (!live) return;
        const message = isApiError(failure) ? failure.errorMessage : NETWORK_ERROR_MESSAGE;
        if (!isApiError(failure) || failure.kind === 'server' || failure.kind === 'network') {
          notify.error(message);
        }
        setSettled((last) => ({ key, data: last.data, error: message }));
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new closure each render; `key` says when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: settled.data, error: settled.error, loading: settled.key !== key, reload };
}
