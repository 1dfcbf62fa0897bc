/** The sandbox's published test cards (also listed in the README). */
export const SANDBOX_CARD_OK = '4242424242424242';
export const SANDBOX_CARD_DECLINED = '4000000000000002';

/** Saved-card tokens the sandbox issues end in the card's last four digits. */
export function sandboxTokenDeclines(token: string): boolean {
  return !token.startsWith('sandbox_card_') || token.endsWith('_0002');
}
