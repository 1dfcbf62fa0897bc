import { scheduleCart, type OrderType } from '@island-eats/api-client';
import { showFailure } from '@island-eats/app-frame/client';
import { notify } from '@island-eats/ui';

/**
 * Orders the cart for the slot (ISO), or with null as soon as possible again. Toasts the
 * server's answer either way; true when it took it.
 */
export async function chooseSlot(
  outletId: number,
  orderType: OrderType,
  slot: string | null,
): Promise<boolean> {
  try {
    const answer = await scheduleCart({ outletId, order_type: orderType, scheduled_for: slot });
    notify.success(answer.message);
    return true;
  } catch (error) {
    showFailure(error);
    return false;
  }
}
