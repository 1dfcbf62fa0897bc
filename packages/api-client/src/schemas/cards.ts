import { object, string } from 'yup';
import { DIGITS, LETTERS_AND_SPACES } from './fields';
import { MESSAGES } from './messages';

/** MM/YYYY with a real month. */
export const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{4}$/;

const holderName = string()
  .trim()
  .required(MESSAGES.required)
  .matches(LETTERS_AND_SPACES, MESSAGES.cardHolder);
const digits = string().required(MESSAGES.required).matches(DIGITS, MESSAGES.digitsOnly);
const expiry = string()
  .required(MESSAGES.required)
  .matches(CARD_EXPIRY_PATTERN, MESSAGES.cardExpiry);

/** The saved-card form (Add Card). */
export const cardAddSchema = object({
  holderName,
  cardNumber: digits.min(16, MESSAGES.cardDigits).max(16, MESSAGES.cardDigits),
  expiry,
  cvv: digits.max(4, MESSAGES.cvvLength(4)),
  zipCode: digits.max(7, MESSAGES.zipLength),
});

/** The card form of the alternative provider. */
export const providerCardSchema = object({
  name: holderName,
  cardNumber: digits.max(16, MESSAGES.cardDigits),
  expiry,
  cvv: digits.max(3, MESSAGES.cvvLength(3)),
});
