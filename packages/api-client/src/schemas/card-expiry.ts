/**
 * Formats the expiry field as the user types: digits only, a slash after the month, at most
 * MM/YYYY. Deleting the slash leaves the month alone so backspace is never trapped.
 */
export function formatCardExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 6);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return input.includes('/') ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** 'MM/YYYY' → the month and year fields addCard sends. */
export function splitCardExpiry(expiry: string): { month: string; year: string } {
  const [month = '', year = ''] = expiry.split('/');
  return { month, year };
}
