import type { Outlet } from '@island-eats/api-client';
import { formatTime } from '@island-eats/ui';

/** Today's business hours as 'h:mm A - h:mm A', or 'Closed today' on a day without hours. */
export function hoursToday(outlet: Outlet): string {
  const { from_time: from, to_time: to } = outlet.business_hours;
  if (!from || !to) return 'Closed today';
  // The server's whole day: from equal to to, or midnight to 23:59:59 (see the open-now rule).
  if (from === to || (from.startsWith('00:00') && to.startsWith('23:59'))) return 'Open 24 hours';
  return `${formatTime(from)} - ${formatTime(to)}`;
}
