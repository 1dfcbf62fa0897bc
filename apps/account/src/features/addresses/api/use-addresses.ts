import { getAddress, type Address } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';

/** The customer's saved delivery addresses. */
export function useAddresses(): { addresses: Address[] | undefined; reload: () => void } {
  const { data, reload } = useRequest(() => getAddress(), []);
  return { addresses: data?.address, reload };
}
