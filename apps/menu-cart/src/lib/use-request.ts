import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { toast } from 'react-toastify';
import { isApiError, NETWORK_ERROR_MESSAGE } from '@island-eats/api-client';

export interface RequestState<T> {
  data: T | undefined;
  /** the failure's errorMessage, already shown as a toast */
  error: string | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs a read when its inputs change and keeps the last answer. A failure shows the server's
 * errorMessage as a toast (SPEC §8); an answer for inputs that changed meanwhile is dropped.
 */
export function useRequest<T>(load: () => Promise<T>, deps: DependencyList): RequestState<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(undefined);
    load().then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        const message = isApiError(failure) ? failure.errorMessage : NETWORK_ERROR_MESSAGE;
        if (!isApiError(failure) || failure.kind === 'server' || failure.kind === 'network') {
          toast.error(message);
        }
        setError(message);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new closure each render; the caller's deps say when it means something new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload };
}
