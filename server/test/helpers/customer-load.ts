import { confirmPayload } from './orders-fixtures';
import type { ProcessCustomer } from './process-customers';

/** One call a customer made, as the customer saw it. */
export interface Call {
  name: string;
  /** The API process that answered it. */
  origin: string;
  startedAt: number;
  endedAt: number;
  /** HTTP status; 0 when no answer came within CALL_GIVES_UP_MS. */
  status: number;
  body: { error?: unknown; errorMessage?: unknown; [field: string]: unknown } | null;
}

/** What the API told a customer it had done. */
export interface Told {
  /** addToCart calls answered error 'false': one unit of the dish each. */
  unitsAdded: number;
  /** Orders answered with an orderId. */
  orders: number[];
}

/** Far beyond the 2 s promise: a call still open by then has hung. */
const CALL_GIVES_UP_MS = 10_000;
/** A client pauses after a failure before it tries again. */
const PAUSE_AFTER_FAILURE_MS = 200;

export const succeeded = (call: Call) => call.status === 200 && call.body?.error === 'false';

/** Makes calls under `/api/v1/` (POST with a body, GET without), each recorded in `calls`. */
export function callRecorder(calls: Call[], headers: Record<string, string> = {}) {
  return async (origin: string, name: string, body?: object): Promise<Call> => {
    const startedAt = Date.now();
    const recorded: Call = { name, origin, startedAt, endedAt: 0, status: 0, body: null };
    try {
      const res = await fetch(`${origin}/api/v1/${name}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json', ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(CALL_GIVES_UP_MS),
      });
      recorded.status = res.status;
      recorded.body = (await res.json().catch(() => null)) as Call['body'];
    } catch {
      // no answer: status stays 0
    }
    recorded.endedAt = Date.now();
    calls.push(recorded);
    if (!succeeded(recorded)) await new Promise((r) => setTimeout(r, PAUSE_AFTER_FAILURE_MS));
    return recorded;
  };
}

/**
 * A customer's round until `until()` turns false: sign in (when the customer has a password),
 * add a dish, read the cart, order what it holds, read the order history; every call is
 * recorded in `calls`, every success in `told`. The calls take turns among `origins`, so with
 * several API processes one process reads what another wrote.
 */
export async function customerLoad(
  origins: readonly string[],
  customer: ProcessCustomer,
  where: { outletId: number; dishId: number },
  until: () => boolean,
  calls: Call[],
  told: Told,
): Promise<void> {
  const record = callRecorder(calls, customer.auth);
  let turn = 0;
  const call = (name: string, body?: object) =>
    record(origins[turn++ % origins.length]!, name, body);

  while (until()) {
    if (customer.login) await call('userPasswordLogin', { ...customer.login, udId: 'LOAD' });
    const added = await call('addToCart', {
      order_type: 'Take Out',
      spl_instruction: '',
      outletId: where.outletId,
      udId: 'OUTAGE',
      os: 'web',
      dishes: JSON.stringify([{ dishId: where.dishId, quantity: 1, customisation: [] }]),
    });
    if (!succeeded(added)) {
      // the cart may hold nothing now (the last order took it all): add again first
      await call('listPastOrders');
      continue;
    }
    told.unitsAdded += 1;
    const cart = await call('viewCart', {
      udId: 'OUTAGE',
      order_type: 'Take Out',
      donation: 'no',
      tipAmount: 0,
      donationAmount: '0.10',
    });
    type Lines = { dishes?: { dishes?: { cartId: number }[] } };
    const cartIds = ((cart.body as Lines | null)?.dishes?.dishes ?? []).map((line) => line.cartId);
    if (succeeded(cart) && cartIds.length > 0) {
      const placed = await call(
        'orderConfirm',
        confirmPayload(where.outletId, cartIds, { token: customer.cardToken }),
      );
      if (succeeded(placed)) told.orders.push(placed.body?.orderId as number);
    }
    await call('listPastOrders');
  }
}
