import { blockNonNumericKeys, formatCardExpiry } from '@island-eats/api-client';
import { TextField } from '@island-eats/ui/form-fields';

const digitsOnly = (typed: string) => typed.replace(/\D/g, '');

/** Digits only (SPEC.md §5): e, + and - are blocked, anything else typed is dropped. */
export function DigitsField({
  name,
  label,
  maxLength,
  autoComplete,
}: {
  name: string;
  label: string;
  maxLength: number;
  autoComplete?: string;
}) {
  return (
    <TextField
      name={name}
      label={label}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={maxLength}
      onKeyDown={blockNonNumericKeys}
      format={digitsOnly}
    />
  );
}

/** '4242 4242 4242 4242': easier to check against the card than 16 digits in a row. */
export const groupInFours = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** 16 digits shown in groups of four as they are typed; formik (and the server) get digits. */
export function CardNumberField({ name }: { name: string }) {
  return (
    <TextField
      name={name}
      label="Card Number"
      inputMode="numeric"
      autoComplete="cc-number"
      // 16 digits and the 3 spaces between their groups
      maxLength={19}
      onKeyDown={blockNonNumericKeys}
      format={(typed) => digitsOnly(typed).slice(0, 16)}
      display={groupInFours}
    />
  );
}

/** MM/YYYY, formatted as it is typed. */
export function ExpiryField({ name }: { name: string }) {
  return (
    <TextField
      name={name}
      label="Expiry (MM/YYYY)"
      inputMode="numeric"
      autoComplete="cc-exp"
      placeholder="MM/YYYY"
      maxLength={7}
      onKeyDown={blockNonNumericKeys}
      format={formatCardExpiry}
    />
  );
}
