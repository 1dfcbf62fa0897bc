import { listPastOrders, type PastOrder } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';

export interface PastOrders {
  orders: PastOrder[] | undefined;
  loading: boolean;
  reload: () => void;
}

/** The customer's order history, newest first as the server lists it. */
export function usePastOrders(): PastOrders {
  const { data, loading, reload } = useRequest(() => listPastOrders(), [], {
    pageData: 'orders',
  });
  return { orders: data?.pastOrders, loading, reload };
}
