/** The add-to-cart and update-cart payloads carry lists as JSON text (SPEC.md §7). */

export const MAX_QUANTITY = 99;
export const MAX_NOTE_LENGTH = 100;
const MAX_DISHES = 50;
const MAX_ADD_ONS = 50;
const MAX_INT = 2147483647;

export interface DishInput {
  dishId: number;
  quantity: number;
  customisation: number[];
  note: string | null;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isId = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) > 0 && (v as number) <= MAX_INT;

/** JSON text or an already-decoded value; clients differ in which they send. */
function decode(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** A list of add-on ids; numeric strings are accepted, duplicates dropped, sorted. */
export function parseIdList(value: unknown, field: string): Parsed<number[]> {
  const decoded = decode(value ?? '[]');
  const list = Array.isArray(decoded)
    ? decoded.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v))
    : null;
  if (!list || list.length > MAX_ADD_ONS || !list.every(isId)) {
    return { ok: false, message: `${field} must be a list of add-on ids.` };
  }
  return { ok: true, value: [...new Set(list)].sort((a, b) => a - b) };
}

export function parseDishes(value: unknown): Parsed<DishInput[]> {
  const decoded = decode(value);
  const invalid = { ok: false as const, message: 'dishes must be a list of dishes.' };
  if (!Array.isArray(decoded) || decoded.length === 0 || decoded.length > MAX_DISHES)
    return invalid;
  const dishes: DishInput[] = [];
  for (const raw of decoded) {
    if (!raw || typeof raw !== 'object') return invalid;
    const item = raw as Record<string, unknown>;
    const dishId = Number(item.dishId);
    const quantity = Number(item.quantity);
    if (!isId(dishId)) return { ok: false, message: 'dishId must be a dish id.' };
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
      return { ok: false, message: `quantity must be between 1 and ${MAX_QUANTITY}.` };
    }
    const ids = parseIdList(item.customisation ?? [], 'customisation');
    if (!ids.ok) return ids;
    const note = item.spl_instruction;
    if (note !== undefined && note !== null && typeof note !== 'string') {
      return { ok: false, message: 'spl_instruction must be text.' };
    }
    if (typeof note === 'string' && note.length > MAX_NOTE_LENGTH) {
      return {
        ok: false,
        message: `spl_instruction must be at most ${MAX_NOTE_LENGTH} characters.`,
      };
    }
    dishes.push({ dishId, quantity, customisation: ids.value, note: note?.trim() || null });
  }
  return { ok: true, value: dishes };
}

/** The highest tip the cart and the order take, in cents (a tip paid later has its own cap). */
export const MAX_CART_TIP_CENTS = 100_000;
export const CART_TIP_NOT_AMOUNT = 'tipAmount must be an amount such as 5.00.';
export const CART_TIP_TOO_HIGH = 'The tip can be at most $1,000.00.';

/** viewCart's and orderConfirm's tipAmount as cents ('' or none: no tip), or why not. */
export function parseCartTip(
  value: unknown,
): { ok: true; cents: number } | { ok: false; message: string } {
  const cents = parseAmountCents(value, Number.MAX_SAFE_INTEGER);
  if (cents === null) return { ok: false, message: CART_TIP_NOT_AMOUNT };
  if (cents > MAX_CART_TIP_CENTS) return { ok: false, message: CART_TIP_TOO_HIGH };
  return { ok: true, cents };
}

/** '5.00', 5 or '' as integer cents; null when it is not a plain non-negative amount. */
export function parseAmountCents(value: unknown, maxCents: number): number | null {
  if (value === undefined || value === null || value === '') return 0;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,7}(\.\d{1,2})?$/.test(text.trim())) return null;
  const cents = Math.round(Number(text.trim()) * 100);
  return cents <= maxCents ? cents : null;
}
