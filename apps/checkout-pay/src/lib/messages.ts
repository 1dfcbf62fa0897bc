/**
 * The checkout's own texts of SPEC.md §2 and §8; those the server answers with are in
 * '@island-eats/api-client/answer-texts'.
 */
export const CHECKOUT_MESSAGES = {
  paymentCancelled: 'Payment is cancelled.',
  deleteCard: 'Are you sure you want to delete?',
} as const;
