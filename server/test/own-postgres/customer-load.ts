import { confirmPayload } from '../helpers/orders-fixtures';
import type { ProcessCustomer } from '../helpers/process-customers';

/** One call a customer made, as the customer saw it. */
export interface Call {
  name: string;
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

/**
 * A customer's round until `until()` turns false: add a dish, read the cart, order what it
 * holds, read the order history; every call is recorded in `calls`, every success in `told`.
 */
export async function customerLoad(
  origin: string,
  customer: ProcessCustomer,
  where: { outletId: number; dishId: number },
  until: () => boolean,
  calls: Call[],
  told: Told,
): Promise<void> {
  const call = async (name: string, body?: object): Promise<Call> => {
    const startedAt = Date.now();
    const recorded: Call = { name, startedAt, endedAt: 0, status: 0, body: null };
    try {
      const res = await fetch(`${origin}/api/v1/${name}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json', ...customer.auth },
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

  while (until()) {
    const added = await call('addToCart', {
      order_type: 'Take Out',
      spl_instruction: '',
      outletId: where.outletId,
      udId: 'OUTAGE',
      os: 'web',
      dishes: JSON.stringify([{ dishId: where.dishId, quantity: 1, customisation: [] }]),
    });
    if (succeeded(added)) told.unitsAdded += 1;
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
