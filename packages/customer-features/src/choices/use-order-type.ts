import { getDeliveryType, type OrderType } from '@island-eats/api-client';
import { useBusValue } from '@island-eats/event-bus';

/** The chosen order type (Take Out by default), following changes made by any app. */
export function useOrderType(): OrderType {
  return useBusValue('orderType', getDeliveryType());
}
