/** '+1', '3405551234' → '+1 340-555-1234' (country code, then groups of 3, 3 and the rest). */
export function formatPhone(countryCode: string, mobileNumber: string): string {
  const digits = mobileNumber.replace(/\D/g, '');
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean);
  return [countryCode, groups.join('-')].filter(Boolean).join(' ');
}
