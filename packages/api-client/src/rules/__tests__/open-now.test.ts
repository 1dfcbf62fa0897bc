import type { BusinessHours } from '../open-now';
import {
  activeWindow,
  isOutletOpen,
  isWithinDailyWindow,
  localClock,
  todaysWindow,
} from '../open-now';

// The islands keep UTC-4 all year: 16:00Z is noon local. 2025-06-04 is a Wednesday.
const at = (iso: string) => new Date(iso);
const daily = (from: string, to: string, days = [0, 1, 2, 3, 4, 5, 6]): BusinessHours[] =>
  days.map((day) => ({ day, fromTime: from, toTime: to }));

describe('localClock', () => {
  it.each([
    ['2025-06-04T16:00:00Z', 'America/St_Thomas', { day: 3, seconds: 12 * 3600 }],
    ['2025-06-04T02:30:00Z', 'America/St_Thomas', { day: 2, seconds: 22.5 * 3600 }],
    ['2025-06-04T02:30:00Z', 'UTC', { day: 3, seconds: 2.5 * 3600 }],
    // January: still UTC-4 (no daylight saving on the islands).
    ['2025-01-15T04:00:00Z', 'America/St_Thomas', { day: 3, seconds: 0 }],
    ['2025-06-08T03:59:59Z', 'America/St_Thomas', { day: 6, seconds: 86399 }],
  ])('%s in %s', (iso, zone, expected) => {
    expect(localClock(at(iso), zone)).toEqual(expected);
  });
});

describe('isOutletOpen', () => {
  const regular = daily('10:00:00', '22:00:00');
  const fridayNight = [{ day: 5, fromTime: '18:00:00', toTime: '02:00:00' }];
  const allDay = daily('00:00:00', '23:59:59');
  const sameFromTo = daily('00:00:00', '00:00:00');

  it.each<[string, BusinessHours[], string, boolean]>([
    ['regular at noon', regular, '2025-06-04T16:00:00Z', true],
    ['regular one second before opening', regular, '2025-06-04T13:59:59Z', false],
    ['regular at opening', regular, '2025-06-04T14:00:00Z', true],
    ['regular a minute before closing', regular, '2025-06-05T01:59:00Z', true],
    ['regular at closing (exclusive)', regular, '2025-06-05T02:00:00Z', false],
    ['overnight Friday before it starts', fridayNight, '2025-06-06T21:59:00Z', false],
    ['overnight Friday evening', fridayNight, '2025-06-06T23:30:00Z', true],
    ['overnight into Saturday 01:30', fridayNight, '2025-06-07T05:30:00Z', true],
    ['overnight ended Saturday 02:00', fridayNight, '2025-06-07T06:00:00Z', false],
    ['overnight does not run on Thursday 01:30', fridayNight, '2025-06-05T05:30:00Z', false],
    ['24h just after midnight', allDay, '2025-06-04T04:00:00Z', true],
    ['24h in the last minute', allDay, '2025-06-05T03:59:30Z', true],
    ['from = to means all day', sameFromTo, '2025-06-04T21:00:00Z', true],
    ['no hours at all', [], '2025-06-04T16:00:00Z', false],
    [
      'weekday hours on a Sunday',
      daily('10:00:00', '22:00:00', [1, 2, 3, 4, 5]),
      '2025-06-08T16:00:00Z',
      false,
    ],
  ])('%s', (_name, hours, iso, open) => {
    expect(isOutletOpen({ hours, isRestroOnline: true }, at(iso))).toBe(open);
  });

  it('is closed whenever the restaurant is offline', () => {
    expect(isOutletOpen({ hours: allDay, isRestroOnline: false }, at('2025-06-04T16:00:00Z'))).toBe(
      false,
    );
  });

  it('uses island time, not UTC: 02:30Z Wednesday is still Tuesday 22:30 locally', () => {
    const tuesdayLate = [{ day: 2, fromTime: '22:00:00', toTime: '23:00:00' }];
    expect(
      isOutletOpen({ hours: tuesdayLate, isRestroOnline: true }, at('2025-06-04T02:30:00Z')),
    ).toBe(true);
    expect(
      isOutletOpen({ hours: tuesdayLate, isRestroOnline: true }, at('2025-06-04T02:30:00Z'), 'UTC'),
    ).toBe(false);
  });
});

describe('todaysWindow', () => {
  const hours: BusinessHours[] = [
    { day: 5, fromTime: '18:00:00', toTime: '02:00:00' },
    { day: 6, fromTime: '12:00:00', toTime: '15:00:00' },
    { day: 6, fromTime: '09:00:00', toTime: '10:00:00' },
  ];

  it("shows yesterday's overnight window while it is still open", () => {
    expect(todaysWindow(hours, { day: 6, seconds: 3600 })).toEqual(hours[0]);
  });

  it("otherwise shows today's earliest window", () => {
    expect(todaysWindow(hours, { day: 6, seconds: 11 * 3600 })).toEqual(hours[2]);
    expect(activeWindow(hours, { day: 6, seconds: 11 * 3600 })).toBeNull();
  });

  it('is null on a day without hours', () => {
    expect(todaysWindow(hours, { day: 1, seconds: 3600 })).toBeNull();
  });
});

describe('isWithinDailyWindow (dish serving hours)', () => {
  it.each([
    ['06:00:00', '11:00:00', 7 * 3600, true],
    ['06:00:00', '11:00:00', 12 * 3600, false],
    ['21:00:00', '03:00:00', 1 * 3600, true],
    ['21:00:00', '03:00:00', 22 * 3600, true],
    ['21:00:00', '03:00:00', 4 * 3600, false],
  ])('%s-%s at %ss is %s', (from, to, seconds, expected) => {
    expect(isWithinDailyWindow(from, to, seconds)).toBe(expected);
  });
});
