import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { failureMessage, getAddress, type Address } from '@island-eats/api-client';

export type SavedAddresses =
  { status: 'idle' | 'loading'; addresses: [] } | { status: 'ready'; addresses: Address[] };

/** The logged-in user's saved addresses, read the first time the dropdown opens. */
export function useSavedAddresses() {
  const [state, setState] = useState<SavedAddresses>({ status: 'idle', addresses: [] });
  const load = useCallback(() => {
    if (state.status !== 'idle') return;
    setState({ status: 'loading', addresses: [] });
    getAddress()
      .then((answer) => setState({ status: 'ready', addresses: answer.address }))
      .catch((failure: unknown) => {
        toast.error(failureMessage(failure));
        setState({ status: 'ready', addresses: [] });
      });
  }, [state.status]);
  return { ...state, load };
}
