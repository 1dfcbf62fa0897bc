import { centsToAmount } from '@island-eats/api-client/money';
import type {
  CardDetails,
  ChargeState,
  PaymentProvider,
  ReturnUrls,
  WalletOrder,
} from './provider';
import { CARD_DECLINED, PAYMENT_FAILED } from './provider';

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com (a local fake in tests). */
  baseUrl: string;
}

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

  async function call<T>(
    path: string,
    body: unknown,
    requestId?: string,
  ): Promise<{ ok: boolean; status: number; body: T }> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body: JSON.stringify(body ?? {}),
    });
    const text = await response.text();
    return { ok: response.ok, status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  }

  async function read<T>(path: string): Promise<{ ok: boolean; status: number; body: T }> {
    const response = await fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${await accessToken()}` },
    });
    const text = await response.text();
    return { ok: response.ok, status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  }

  /** The order's capture as the reconciler needs it; not paid unless the order completed. */
  function captureState(order: PayPalOrder): ChargeState {
    const captured = firstCapture(order);
    if (!captured || order.status !== 'COMPLETED') return { paid: false };
    return {
      paid: true,
      chargeId: captured.id,
      amountCents: toCents(captured.amount?.value),
      refunded: captured.status === 'REFUNDED' || captured.status === 'PARTIALLY_REFUNDED',
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
      if (!result.ok) throw new Error(`PayPal order create failed: HTTP ${result.status}`);
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
      return result.ok
        ? { ok: true, status: result.body.status }
        : { ok: false, message: CARD_DECLINED };
    },

    async capture(orderId: string) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`;
      // The request id makes a repeated capture answer the first one instead of failing.
      const result = await call<PayPalOrder>(path, {}, `capture-${orderId}`);
      const captured = result.ok ? firstCapture(result.body) : undefined;
      if (!captured || result.body.status !== 'COMPLETED') {
        return { ok: false, message: PAYMENT_FAILED };
      }
      return { ok: true, captureId: captured.id, amountCents: toCents(captured.amount?.value) };
    },

    async tokeniseCard(card: CardDetails) {
      const result = await call<{
        id: string;
        payment_source?: { card?: { last_digits?: string } };
      }>('/v3/vault/payment-tokens', { payment_source: cardSource(card) });
      if (!result.ok) return { ok: false, message: CARD_DECLINED };
      const last4 = result.body.payment_source?.card?.last_digits ?? card.number.slice(-4);
      return { ok: true, token: result.body.id, last4 };
    },

    async charge(token: string, amountCents: number, idempotencyKey: string) {
      const result = await chargeCard(token, amountCents, idempotencyKey);
      const captured = result.ok ? firstCapture(result.body) : undefined;
      if (!captured || result.body.status !== 'COMPLETED') {
        return { ok: false, message: CARD_DECLINED };
      }
      return { ok: true, chargeId: captured.id };
    },

    async findCharge(token: string, amountCents: number, idempotencyKey: string) {
      // PayPal has no lookup by PayPal-Request-Id: repeating the request with the same id
      // answers the first one's result (within PayPal's retention of request ids), or, when
      // the first never reached PayPal, charges now; the reconciler finishes either alike.
      const result = await chargeCard(token, amountCents, idempotencyKey);
      if (!result.ok && result.status >= 500) {
        throw new Error(`PayPal charge lookup failed: HTTP ${result.status}`);
      }
      return result.ok ? captureState(result.body) : { paid: false };
    },

    async findCapture(orderId: string) {
      const result = await read<PayPalOrder>(`/v2/checkout/orders/${encodeURIComponent(orderId)}`);
      // An order PayPal does not know took nothing; any other failure is asked again later.
      if (result.status === 404) return { paid: false };
      if (!result.ok) throw new Error(`PayPal order lookup failed: HTTP ${result.status}`);
      return captureState(result.body);
    },

    async refund(chargeId: string) {
      const path = `/v2/payments/captures/${encodeURIComponent(chargeId)}/refund`;
      const result = await call(path, {}, `refund-${chargeId}`);
      if (!result.ok) throw new Error(`PayPal refund failed: HTTP ${result.status}`);
    },
  };
}
