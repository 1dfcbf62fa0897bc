/**
 * Is an outlet open at a given instant? Pure, so the API and the UI badge share one rule.
 *
 * Hours are local wall-clock times on the islands ('HH:mm:ss'); day 0 = Sunday.
 * A window whose to_time is earlier than its from_time runs past midnight into the next day;
 * from_time equal to to_time means the whole day; to_time 23:59:59 means until midnight.
 */
import { ISLAND_TIME_ZONE } from '../constants';

export interface BusinessHours {
  day: number;
  fromTime: string;
  toTime: string;
}

export interface LocalClock {
  /** 0 = Sunday .. 6 = Saturday */
  day: number;
  /** seconds since local midnight */
  seconds: number;
}

const DAY_SECONDS = 24 * 60 * 60;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The weekday and time of day that `now` is in `timeZone`. */
export function localClock(now: Date, timeZone: string = ISLAND_TIME_ZONE): LocalClock {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(now).map((p) => [p.type, p.value]));
  const hour = Number(parts.hour) % 24;
  return {
    day: WEEKDAYS.indexOf(parts.weekday ?? ''),
    seconds: hour * 3600 + Number(parts.minute) * 60 + Number(parts.second),
  };
}

/** 'HH:mm[:ss]' to seconds since midnight; NaN when malformed. */
export function timeToSeconds(time: string): number {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(time);
  if (!match) return NaN;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/** [start, end) of a window on its own day; end beyond DAY_SECONDS spills into the next day. */
function windowSpan(fromTime: string, toTime: string): [number, number] {
  const from = timeToSeconds(fromTime);
  let to = timeToSeconds(toTime);
  if (to === DAY_SECONDS - 1) to = DAY_SECONDS;
  if (from === to) return [0, DAY_SECONDS];
  return [from, to > from ? to : to + DAY_SECONDS];
}

/** Whether a daily from/to window (e.g. a dish's serving hours) contains a time of day. */
export function isWithinDailyWindow(fromTime: string, toTime: string, seconds: number): boolean {
  const [start, end] = windowSpan(fromTime, toTime);
  return (seconds >= start && seconds < end) || seconds + DAY_SECONDS < end;
}

/** The window of `hours` that contains the clock, including yesterday's overnight windows. */
export function activeWindow(
  hours: readonly BusinessHours[],
  clock: LocalClock,
): BusinessHours | null {
  const yesterday = (clock.day + 6) % 7;
  for (const window of hours) {
    const [start, end] = windowSpan(window.fromTime, window.toTime);
    if (window.day === clock.day && clock.seconds >= start && clock.seconds < end) return window;
    if (window.day === yesterday && clock.seconds + DAY_SECONDS < end) return window;
  }
  return null;
}

/** The hours to show for "today": the open window if any, else today's first window. */
export function todaysWindow(
  hours: readonly BusinessHours[],
  clock: LocalClock,
): BusinessHours | null {
  const active = activeWindow(hours, clock);
  if (active) return active;
  const today = hours.filter((w) => w.day === clock.day);
  today.sort((a, b) => timeToSeconds(a.fromTime) - timeToSeconds(b.fromTime));
  return today[0] ?? null;
}

export interface OutletOpenInput {
  hours: readonly BusinessHours[];
  /** The restaurant's own online switch. */
  isRestroOnline: boolean;
}

/** Online and inside business hours. Emergency closing is reported separately. */
export function isOutletOpen(
  outlet: OutletOpenInput,
  now: Date,
  timeZone: string = ISLAND_TIME_ZONE,
): boolean {
  return outlet.isRestroOnline && activeWindow(outlet.hours, localClock(now, timeZone)) !== null;
}
