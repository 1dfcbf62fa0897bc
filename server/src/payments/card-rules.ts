import { MESSAGES } from '@island-eats/api-client/messages';

/** SPEC.md §5 card rules, checked again on the server whatever the form did. */
export const CARD_NUMBER_MESSAGE = MESSAGES.cardDigits;
export const CARD_EXPIRED_MESSAGE = 'Please enter a valid expiry date.';
export const CVV_MESSAGE = 'Please enter a valid CVV.';
export const ZIP_MESSAGE = 'Please enter a valid zip code.';

const digits = (value: string, min: number, max: number) =>
  new RegExp(`^\\d{${min},${max}}$`).test(value);

export interface SavedCardInput {
  number: string;
  month: number;
  year: number;
  cvv: string;
  zip: string;
}

/** The first broken rule's message, or null. `now` decides whether the expiry has passed. */
export function savedCardProblem(card: SavedCardInput, now: Date): string | null {
  if (!digits(card.number, 16, 16)) return CARD_NUMBER_MESSAGE;
  if (expiryProblem(card.month, card.year, now)) return CARD_EXPIRED_MESSAGE;
  // SPEC.md §5: CVV fewer than 5 digits, zip fewer than 8.
  if (!digits(card.cvv, 3, 4)) return CVV_MESSAGE;
  if (!digits(card.zip, 3, 7)) return ZIP_MESSAGE;
  return null;
}

/** A card is good through the last day of its expiry month. */
export function expiryProblem(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12) return true;
  if (!Number.isInteger(year) || year < 2000 || year > 2100) return true;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth;
}

/** The provider's card form: 'YYYY-MM' expiry and a CVV under 4 digits (SPEC.md §5). */
export function providerCardProblem(
  card: { number: string; cvv: string; expiry: string; name: string },
  now: Date,
): string | null {
  if (!digits(card.number, 12, 16)) return CARD_NUMBER_MESSAGE;
  const match = /^(\d{4})-(\d{2})$/.exec(card.expiry);
  if (!match || expiryProblem(Number(match[2]), Number(match[1]), now)) return CARD_EXPIRED_MESSAGE;
  if (!digits(card.cvv, 3, 3)) return CVV_MESSAGE;
  if (!/^[A-Za-z ]+$/.test(card.name.trim())) return 'Please enter the name on the card.';
  return null;
}

export function maskCard(last4: string): string {
  return `************${last4}`;
}
