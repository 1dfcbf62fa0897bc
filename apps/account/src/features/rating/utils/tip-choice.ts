import { MESSAGES } from '@island-eats/api-client/messages';

/** A preset amount, 'other' (typed by the customer) or 'none' (No Tip). */
export type TipChoice = { kind: 'preset'; amount: number } | { kind: 'other' } | { kind: 'none' };

export const MIN_TIP = 1;

/**
 * The tip to pay, or why there is none (SPEC.md §5 Tip): an 'Other' amount is required and at
 * least 1; 'No Tip' pays nothing. A tip that fails here never reaches the server.
 */
export function tipAmount(
  choice: TipChoice,
  typed: string,
): { amount: number } | { error: string } | { none: true } {
  if (choice.kind === 'none') return { none: true };
  if (choice.kind === 'preset') return { amount: choice.amount };
  if (typed.trim() === '') return { error: MESSAGES.tipRequired };
  const amount = Number(typed);
  if (!Number.isFinite(amount)) return { error: MESSAGES.tipRequired };
  if (amount < MIN_TIP) return { error: `The tip must be at least $${MIN_TIP}.` };
  return { amount: Math.round(amount * 100) / 100 };
}
