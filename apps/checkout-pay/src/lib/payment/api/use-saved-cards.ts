import { getCard } from '@island-eats/api-client';
import { useRequest } from '@island-eats/app-frame/client';

/** The customer's saved cards (getCard), for the outlet being paid. */
export function useSavedCards(outletId: number) {
  const { data, loading, error, reload } = useRequest(() => getCard(outletId), [outletId], {
    pageData: 'cards',
  });
  return { cards: data?.getCardList ?? [], loaded: data !== undefined, loading, error, reload };
}
