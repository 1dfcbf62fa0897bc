import { centsToAmount } from '@island-eats/api-client/money';
import type {
  CardDetails,
  ChargeState,
  PaymentProvider,
  ReturnUrls,
  WalletOrder,
} from './provider';
import { CARD_DECLINED, PAYMENT_FAILED, PAYMENT_UNCONFIRMED, PaymentUnclear } from './provider';

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com (a local fake in tests). */
  baseUrl: string;
  /** How long a call may take before its answer counts as unknown (default 20 s). */
  timeoutMs?: number;
}

const TIMEOUT_MS = 20_000;

interface PayPalLink {
  href: string;
  rel: string;
}
interface PayPalCapture {
  id: string;
  status?: string;
  amount?: { value: string };
}
interface PayPalOrder {
  id: string;
  status: string;
  links?: PayPalLink[];
  purchase_units?: { payments?: { captures?: PayPalCapture[] } }[];
}

const toCents = (value: string | undefined) => Math.round(Number(value ?? 0) * 100);

function firstCapture(order: PayPalOrder): PayPalCapture | undefined {
  return order.purchase_units?.[0]?.payments?.captures?.[0];
}

/** A call's answer: its HTTP status and body, or null when none came (a time-out, a reset). */
type Answer<T> = { ok: boolean; status: number; body: T } | null;

/**
 * What a charge or capture answer says of the money. Only a refusal is a decline (a 4xx but
 * for the ones that mean "busy" or "ask again", or a capture DECLINED or FAILED); no answer, a
 * 5xx or a capture still PENDING may yet take the money, so it is unknown.
 */
function chargeOutcome(
  answer: Answer<PayPalOrder>,
): { known: true; capture: PayPalCapture | null } | { known: false } {
  if (!answer) return { known: false };
  if (!answer.ok) {
    const busy = answer.status >= 500 || [408, 409, 429].includes(answer.status);
    return busy ? { known: false } : { known: true, capture: null };
  }
  const capture = firstCapture(answer.body);
  const status = capture?.status ?? (answer.body.status === 'COMPLETED' ? 'COMPLETED' : '');
  if (capture && ['COMPLETED', 'REFUNDED', 'PARTIALLY_REFUNDED'].includes(status)) {
    return { known: true, capture };
  }
  if (status === 'PENDING') return { known: false };
  return { known: true, capture: null };
}

const unclear = { ok: false as const, message: PAYMENT_UNCONFIRMED, unclear: true as const };

/** PayPal Orders v2 over fetch: client-credentials token, orders, capture, vault, refunds. */
export function payPalProvider(config: PayPalConfig): PaymentProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  let cached: { token: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`PayPal token request failed: HTTP ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    // Renew a minute early so a token never expires mid-request.
    cached = { token: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 };
    return cached.token;
  }

  const timeoutMs = config.timeoutMs ?? TIMEOUT_MS;

  /** A request with a time limit; null when no whole answer came (a time-out, a reset). */
  async function send<T>(path: string, init: RequestInit): Promise<Answer<T>> {
    try {
      const response = await fetch(`${base}${path}`, {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      return {
        ok: response.ok,
        status: response.status,
        body: (text ? JSON.parse(text) : {}) as T,
      };
    } catch {
      return null;
    }
  }

  async function call<T>(path: string, body: unknown, requestId?: string): Promise<Answer<T>> {
    return send<T>(path, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body: JSON.stringify(body ?? {}),
    });
  }

  async function read<T>(path: string): Promise<Answer<T>> {
    return send<T>(path, { headers: { authorization: `Bearer ${await accessToken()}` } });
  }

  /** The order's state now, for an answer that left the capture unknown. */
  async function readOrder(orderId: string): Promise<Answer<PayPalOrder>> {
    return read<PayPalOrder>(`/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  }

  /** What the reconciler needs of a charge or capture answer; PaymentUnclear while unknown. */
  function chargeState(answer: Answer<PayPalOrder>): ChargeState {
    const outcome = chargeOutcome(answer);
    if (!outcome.known) {
      throw new PaymentUnclear(`PayPal cannot tell yet: HTTP ${answer?.status ?? 'no answer'}`);
    }
    const { capture } = outcome;
    if (!capture) return { paid: false };
    return {
      paid: true,
      chargeId: capture.id,
      amountCents: toCents(capture.amount?.value),
      refunded: capture.status === 'REFUNDED' || capture.status === 'PARTIALLY_REFUNDED',
    };
  }

  /** A card charge: an order paid at once with the vaulted card (see findCharge). */
  const chargeCard = (token: string, amountCents: number, idempotencyKey: string) =>
    call<PayPalOrder>(
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: 'USD', value: centsToAmount(amountCents) } }],
        payment_source: { card: { vault_id: token } },
      },
      idempotencyKey,
    );

  const cardSource = (card: CardDetails) => ({
    card: { number: card.number, name: card.name, expiry: card.expiry, security_code: card.cvv },
  });

  return {
    name: 'paypal',

    async createOrder(amountCents: number, urls: ReturnUrls): Promise<WalletOrder> {
      const result = await call<PayPalOrder>('/v2/checkout/orders', {
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: 'USD', value: centsToAmount(amountCents) } }],
        application_context: { return_url: urls.returnUrl, cancel_url: urls.cancelUrl },
      });
      if (!result?.ok) {
        throw new Error(`PayPal order create failed: HTTP ${result?.status ?? 'no answer'}`);
      }
      const approve = result.body.links?.find(
        (l) => l.rel === 'approve' || l.rel === 'payer-action',
      );
      return { id: result.body.id, status: result.body.status, approveUrl: approve?.href ?? '' };
    },

    async payOrderWithCard(orderId: string, card: CardDetails) {
      const result = await call<PayPalOrder>(
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/confirm-payment-source`,
        { payment_source: cardSource(card) },
      );
      return result?.ok
        ? { ok: true, status: result.body.status }
        : { ok: false, message: CARD_DECLINED };
    },

    async capture(orderId: string) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`;
      // The request id makes a repeated capture answer the first one instead of failing.
      const outcome = chargeOutcome(await call<PayPalOrder>(path, {}, `capture-${orderId}`));
      if (!outcome.known) return unclear;
      const { capture } = outcome;
      if (!capture) return { ok: false, message: PAYMENT_FAILED };
      return { ok: true, captureId: capture.id, amountCents: toCents(capture.amount?.value) };
    },

    async tokeniseCard(card: CardDetails) {
      const result = await call<{
        id: string;
        payment_source?: { card?: { last_digits?: string } };
      }>('/v3/vault/payment-tokens', { payment_source: cardSource(card) });
      if (!result?.ok) return { ok: false, message: CARD_DECLINED };
      const last4 = result.body.payment_source?.card?.last_digits ?? card.number.slice(-4);
      return { ok: true, token: result.body.id, last4 };
    },

    async charge(token: string, amountCents: number, idempotencyKey: string) {
      const outcome = chargeOutcome(await chargeCard(token, amountCents, idempotencyKey));
      if (!outcome.known) return unclear;
      if (!outcome.capture) return { ok: false, message: CARD_DECLINED };
      return { ok: true, chargeId: outcome.capture.id };
    },

    async findCharge(token: string, amountCents: number, idempotencyKey: string) {
      // PayPal has no lookup by PayPal-Request-Id: repeating the request with the same id
      // answers the first one's result (within PayPal's retention of request ids), or, when
      // the first never reached PayPal, charges now; the reconciler finishes either alike.
      const answer = await chargeCard(token, amountCents, idempotencyKey);
      // That result is the first answer as it was: a capture it left pending is read anew.
      const pendingOrder = answer?.ok && !chargeOutcome(answer).known ? answer.body.id : null;
      return chargeState(pendingOrder ? await readOrder(pendingOrder) : answer);
    },

    async findCapture(orderId: string) {
      const answer = await readOrder(orderId);
      // An order PayPal does not know took nothing.
      if (answer?.status === 404) return { paid: false };
      return chargeState(answer);
    },

    async refund(chargeId: string) {
      const path = `/v2/payments/captures/${encodeURIComponent(chargeId)}/refund`;
      const result = await call(path, {}, `refund-${chargeId}`);
      if (!result?.ok)
        throw new Error(`PayPal refund failed: HTTP ${result?.status ?? 'no answer'}`);
    },
  };
}
