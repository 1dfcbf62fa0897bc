/**
 * "Order for later": the slots a closed outlet can be ordered for, and whether a chosen slot
 * still holds. Pure, so the slots the menu offers and the ones the server takes are the same.
 *
 * Slots fall on the island clock's quarter hours inside the outlet's business hours (overnight
 * and whole-day windows as open-now.ts reads them), from a short lead time after now up to a
 * few days ahead.
 *
 * Its own subpath entry (`@island-eats/api-client/order-later`), not part of `./rules`: the home
 * page imports `./rules` and has no room left in its first-load budget.
 */
import { ISLAND_TIME_ZONE } from '../constants';
import { activeWindow, localClock, type BusinessHours } from './open-now';

export const SLOT_MINUTES = 15;
/** The kitchen needs a moment: the first slot offered is at least this far from now. */
export const SLOT_LEAD_MINUTES = 30;
export const SLOT_DAYS_AHEAD = 3;
/** More slots than a list can usefully show; whole-day outlets would otherwise offer 288. */
export const MAX_SLOTS = 200;

const SLOT_MS = SLOT_MINUTES * 60_000;

export type SlotProblem = 'past' | 'outside';

export const SLOT_MESSAGES: Record<SlotProblem | 'garbage', string> = {
  past: 'That time has passed. Please choose another time for your order.',
  outside: 'The restaurant is closed at that time. Please choose another time for your order.',
  garbage: 'scheduled_for must be a time such as 2026-11-28T15:30:00Z.',
};

function insideHours(hours: readonly BusinessHours[], at: Date, timeZone: string): boolean {
  const clock = localClock(at, timeZone);
  return clock.seconds % (SLOT_MINUTES * 60) === 0 && activeWindow(hours, clock) !== null;
}

/** The bookable slots, earliest first: on the quarter hour, inside hours, lead time from now. */
export function laterSlots(
  hours: readonly BusinessHours[],
  now: Date,
  timeZone: string = ISLAND_TIME_ZONE,
): Date[] {
  const first = Math.ceil((now.getTime() + SLOT_LEAD_MINUTES * 60_000) / SLOT_MS) * SLOT_MS;
  const last = now.getTime() + SLOT_DAYS_AHEAD * 24 * 3_600_000;
  const slots: Date[] = [];
  // UTC quarter hours are island quarter hours too: every real zone offset is whole quarters.
  for (let t = first; t <= last && slots.length < MAX_SLOTS; t += SLOT_MS) {
    const at = new Date(t);
    if (insideHours(hours, at, timeZone)) slots.push(at);
  }
  return slots;
}

/**
 * Why a slot cannot be ordered for (null: it can). Checked when it is chosen and again when the
 * order is paid; the lead time is not asked again then, so a slot chosen in time stays valid
 * until it has passed.
 */
export function slotProblem(
  hours: readonly BusinessHours[],
  slot: Date,
  now: Date,
  timeZone: string = ISLAND_TIME_ZONE,
): SlotProblem | null {
  if (slot.getTime() <= now.getTime()) return 'past';
  const tooFar = slot.getTime() > now.getTime() + SLOT_DAYS_AHEAD * 24 * 3_600_000;
  if (tooFar || !insideHours(hours, slot, timeZone)) return 'outside';
  return null;
}

// A slot's time ('Mon 11:30 AM') and its day ('Mon, Nov 30'). Made at first use, not when the
// module loads: a formatter with a time zone costs ~30 ms on a phone (the zone's data), and the
// pages that load this module mostly never show a slot.
const SHOWN = {
  time: { weekday: 'short', hour: 'numeric', minute: '2-digit' },
  day: { weekday: 'short', month: 'short', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (shown: keyof typeof SHOWN, timeZone: string) => {
  const key = `${shown} ${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { timeZone, ...SHOWN[shown] });
    formatters.set(key, made);
  }
  return made;
};

/** A slot as the customer reads it, on the island clock: 'Mon 11:30 AM'. */
export function slotLabel(slot: Date, timeZone: string = ISLAND_TIME_ZONE): string {
  return formatter('time', timeZone).format(slot).replace(',', '');
}

/** What the cart, checkout, tracker, history and receipt say of an order for later. */
export function scheduledText(iso: string): string {
  return `Scheduled for ${slotLabel(new Date(iso))}`;
}

/** The slots by island day ('Mon, Nov 30'), in order, for a grouped list. */
export function slotsByDay(
  slots: readonly string[],
  timeZone: string = ISLAND_TIME_ZONE,
): { day: string; slots: string[] }[] {
  const dayOf = formatter('day', timeZone);
  const days: { day: string; slots: string[] }[] = [];
  for (const slot of slots) {
    const day = dayOf.format(new Date(slot));
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}
