import { useCallback, useState } from 'react';
import { getAddress, type Address } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';

export type SavedAddresses =
  { status: 'idle' | 'loading'; addresses: [] } | { status: 'ready'; addresses: Address[] };

/** The logged-in user's saved addresses, read the first time the dropdown opens. */
export function useSavedAddresses(): SavedAddresses & { load: () => void; reload: () => void } {
  const [wanted, setWanted] = useState(false);
  const saved = useRequest(() => getAddress().then((answer) => answer.address), [], {
    skip: !wanted,
  });
  const load = useCallback(() => setWanted(true), []);
  const { reload } = saved;
  if (!wanted) return { status: 'idle', addresses: [], load, reload: load };
  if (saved.loading) return { status: 'loading', addresses: [], load, reload };
  return { status: 'ready', addresses: saved.data ?? [], load, reload };
}
