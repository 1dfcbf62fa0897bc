import { timeToSeconds } from '@island-eats/api-client/rules';

/** 'HH:mm:ss' as the h:mm A the customer reads (SPEC.md §9), e.g. '17:30:00' → '5:30 PM'. */
export function twelveHour(time: string): string {
  const seconds = timeToSeconds(time);
  if (Number.isNaN(seconds)) return time;
  const hours = Math.floor(seconds / 3600) % 24;
  const minutes = Math.floor((seconds % 3600) / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
