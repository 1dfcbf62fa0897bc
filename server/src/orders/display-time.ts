import { ISLAND_TIME_ZONE } from '../islands/islands';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ISLAND_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ISLAND_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/** SPEC.md §2 tracker: 'h:mm A' in island time, or '00:00' for a step not reached. */
export function trackerTime(at: Date | string | null): string {
  if (!at) return '00:00';
  return timeFormat.format(new Date(at)).replace(/\u202f/g, ' ');
}

/** Order history date: '02 May 2025, 12:10 PM'. */
export function orderDate(at: Date | string): string {
  const date = new Date(at);
  const parts = Object.fromEntries(dateFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month} ${parts.year}, ${trackerTime(date)}`;
}
