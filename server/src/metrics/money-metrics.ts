import { Counter } from 'prom-client';
import { registry } from './metrics';

// What happened to customers' money, counted where each outcome happens (payments/).

export const ordersPlaced = new Counter({
  name: 'island_eats_orders_placed_total',
  help: 'Orders written and paid for: by a checkout, or by the reconciler after a crash',
  registers: [registry],
});

export const paymentCharges = new Counter({
  name: 'island_eats_payment_charges_total',
  help:
    'Charges asked of the payment provider, for an order or a tip, by how they ended: taken; ' +
    'declined (the customer was told); unclear (left pending for the reconciler); ' +
    'amount_changed (a wallet approved for another amount, given back at once)',
  labelNames: ['purpose', 'outcome'] as const,
  registers: [registry],
});

export const paymentsRefunded = new Counter({
  name: 'island_eats_payments_refunded_total',
  help:
    'Charges given back to the customer: an order rejected or cancelled, a cart changed ' +
    'under its charge, a charge a crash left without its order',
  registers: [registry],
});

export const reconcilerPasses = new Counter({
  name: 'island_eats_reconciler_passes_total',
  help:
    'Passes of the payment reconciler over unfinished intents: done, or failed as a whole ' +
    '(the database out of reach); a pass runs every RECONCILE_EVERY_MS',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const reconcilerIntents = new Counter({
  name: 'island_eats_reconciler_intents_total',
  help:
    'Payment intents the reconciler took up: finished, or failed (the provider down or ' +
    'unsure, a refund refused) and backed off to be asked again later',
  labelNames: ['result'] as const,
  registers: [registry],
});

// Every outcome reads 0 from the start, not only once it first happens: a rate or an alert over
// it then holds from the process's first scrape.
for (const purpose of ['order', 'tip']) {
  for (const outcome of ['taken', 'declined', 'unclear', 'amount_changed']) {
    paymentCharges.inc({ purpose, outcome }, 0);
  }
}
for (const result of ['done', 'failed']) reconcilerPasses.inc({ result }, 0);
for (const result of ['finished', 'failed']) reconcilerIntents.inc({ result }, 0);
