import type { PaymentProvider } from '../../src/payments/provider';

/**
 * The provider, with the process dying (an exception here) right before or after a charge:
 * what a crash at each step leaves, in process (crash-recovery.test.ts kills a real process).
 */
export function dyingAt(provider: PaymentProvider, when: 'before' | 'after'): PaymentProvider {
  return {
    ...provider,
    async charge(token, amountCents, key) {
      if (when === 'before') throw new Error('crash before the charge');
      await provider.charge(token, amountCents, key);
      throw new Error('crash after the charge');
    },
  };
}
