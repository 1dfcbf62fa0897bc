import type { BusinessHours } from '../open-now';
import {
  laterSlots,
  scheduledText,
  slotLabel,
  slotProblem,
  slotsByDay,
  SLOT_DAYS_AHEAD,
} from '../order-later';

// The islands keep UTC-4 all year: 16:00Z is noon local. 2025-06-04 is a Wednesday.
const at = (iso: string) => new Date(iso);
const daily = (from: string, to: string, days = [0, 1, 2, 3, 4, 5, 6]): BusinessHours[] =>
  days.map((day) => ({ day, fromTime: from, toTime: to }));
const iso = (slots: Date[]) => slots.map((s) => s.toISOString());

describe('laterSlots', () => {
  it('starts at the next opening, on the quarter hour, inside the hours', () => {
    // Wednesday 07:10 local; open 10:00-12:00 every day.
    const slots = laterSlots(daily('10:00:00', '12:00:00'), at('2025-06-04T11:10:00Z'));
    expect(iso(slots.slice(0, 3))).toEqual([
      '2025-06-04T14:00:00.000Z',
      '2025-06-04T14:15:00.000Z',
      '2025-06-04T14:30:00.000Z',
    ]);
    // Closing time is exclusive: 11:45 is the day's last slot, then Thursday 10:00.
    expect(iso(slots.slice(7, 9))).toEqual([
      '2025-06-04T15:45:00.000Z',
      '2025-06-05T14:00:00.000Z',
    ]);
    expect(slots).toHaveLength(SLOT_DAYS_AHEAD * 8);
  });

  it('keeps the lead time from now inside an open window', () => {
    // Wednesday 10:05 local: the first slot is 10:45, not 10:15.
    const slots = laterSlots(daily('10:00:00', '12:00:00'), at('2025-06-04T14:05:00Z'));
    expect(slots[0]?.toISOString()).toBe('2025-06-04T14:45:00.000Z');
  });

  it('follows an overnight window past midnight', () => {
    // Friday 18:00 to 02:00; asked on Friday at noon local.
    const slots = laterSlots(
      [{ day: 5, fromTime: '18:00:00', toTime: '02:00:00' }],
      at('2025-06-06T16:00:00Z'),
    );
    expect(slots[0]?.toISOString()).toBe('2025-06-06T22:00:00.000Z');
    // Saturday 01:45 local is the last one.
    expect(slots.at(-1)?.toISOString()).toBe('2025-06-07T05:45:00.000Z');
    expect(slots).toHaveLength(32);
  });

  it('offers nothing without hours', () => {
    expect(laterSlots([], at('2025-06-04T16:00:00Z'))).toEqual([]);
  });

  it('caps a whole-day outlet', () => {
    expect(laterSlots(daily('00:00:00', '00:00:00'), at('2025-06-04T16:00:00Z'))).toHaveLength(200);
  });
});

describe('slotProblem', () => {
  const hours = daily('10:00:00', '12:00:00');
  const now = at('2025-06-04T11:10:00Z');

  it.each<[string, string, string | null]>([
    ['inside the hours', '2025-06-04T14:30:00Z', null],
    ['in the past', '2025-06-04T11:00:00Z', 'past'],
    ['right now', '2025-06-04T11:10:00Z', 'past'],
    ['before opening', '2025-06-04T13:45:00Z', 'outside'],
    ['at closing', '2025-06-04T16:00:00Z', 'outside'],
    ['off the quarter hour', '2025-06-04T14:07:00Z', 'outside'],
    ['beyond the days offered', '2025-06-10T14:30:00Z', 'outside'],
  ])('%s', (_, slot, expected) => {
    expect(slotProblem(hours, at(slot), now)).toBe(expected);
  });

  it('takes a chosen slot until it has passed, lead time or not', () => {
    expect(slotProblem(hours, at('2025-06-04T14:30:00Z'), at('2025-06-04T14:20:00Z'))).toBeNull();
  });
});

describe('slotLabel', () => {
  it('reads the island clock', () => {
    expect(slotLabel(at('2025-06-09T15:30:00Z'))).toBe('Mon 11:30 AM');
  });
});

describe('slotsByDay', () => {
  it('groups by island day, in order', () => {
    // 03:30Z on the 10th is still Monday the 9th on the islands.
    expect(
      slotsByDay(['2025-06-09T15:30:00Z', '2025-06-10T03:30:00Z', '2025-06-10T14:00:00Z']),
    ).toEqual([
      { day: 'Mon, Jun 9', slots: ['2025-06-09T15:30:00Z', '2025-06-10T03:30:00Z'] },
      { day: 'Tue, Jun 10', slots: ['2025-06-10T14:00:00Z'] },
    ]);
  });

  it('says an order is scheduled', () => {
    expect(scheduledText('2025-06-09T15:30:00.000Z')).toBe('Scheduled for Mon 11:30 AM');
  });
});
