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
