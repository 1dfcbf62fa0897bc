import type { Db } from '../db/db';
import { payPalProvider } from './paypal-provider';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox-provider';

const PAYPAL_LIVE_URL = 'https://api-m.paypal.com';

/** PayPal when its credentials are set (DESIGN.md §5), otherwise the built-in sandbox. */
export function chooseProvider(
  db: Db,
  publicUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): PaymentProvider {
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret } = env;
  if (clientId && clientSecret) {
    return payPalProvider({
      clientId,
      clientSecret,
      baseUrl: env.PAYPAL_BASE_URL || PAYPAL_LIVE_URL,
    });
  }
  return sandboxProvider(db, publicUrl);
}
