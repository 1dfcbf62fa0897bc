import { laterSlots } from '@island-eats/api-client/order-later';
import { takesPayment } from '../payments/outlet-payment';
import { isOutletOpen } from '@island-eats/api-client/rules';
import type { OutletRecord } from './find-outlet';

/**
 * The slots a closed outlet offers for later (ISO times). None while it is open (it orders as
 * soon as possible), nor when it could not take the order anyway: emergency closed or no
 * payment set up. Its own online switch off closes it for now only (outletTakesOrdersFor).
 */
export function orderLaterSlots(outlet: OutletRecord, now: Date): string[] {
  if (outlet.emergencyClose || !takesPayment(outlet)) return [];
  if (isOutletOpen(outlet, now)) return [];
  return laterSlots(outlet.hours, now).map((slot) => slot.toISOString());
}
