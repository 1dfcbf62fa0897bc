import { createHash } from 'node:crypto';

/**
 * One key per intended order: the same user paying with the same card token or provider order
 * for the same cart lines. Cart line ids are never reused, so a later order of the same dishes
 * gets a new key while a double click, a retry or a returning redirect gets the same one.
 * An explicit Idempotency-Key header from the client wins.
 */
export function orderIdempotencyKey(input: {
  userId: number;
  header?: string;
  paymentRef: string;
  cartIds: readonly number[];
}): string {
  if (input.header) return `hdr:${input.userId}:${input.header}`;
  const cart = [...input.cartIds].sort((a, b) => a - b).join(',');
  const digest = createHash('sha256')
    .update(`${input.userId}|${input.paymentRef}|${cart}`)
    .digest('hex');
  return `ord:${input.userId}:${digest}`;
}

/**
 * The cartId field: JSON text of ids (SPEC.md §7), or already an array. Null when it is missing,
 * empty or holds anything but ids: without the lines, the key would name every order of that
 * card alike, and a new order would be answered with the last one.
 */
export function parseCartIds(value: unknown): number[] | null {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(list) || list.length === 0 || list.length > 200) return null;
  const ids = list.map((id) => (typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : id));
  return ids.every((id): id is number => Number.isSafeInteger(id) && id > 0) ? ids : null;
}
