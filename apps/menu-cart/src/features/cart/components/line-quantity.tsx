import { useState } from 'react';
import type { CartLine } from '@island-eats/api-client';
import { QuantityStepper } from '@island-eats/ui/quantity-stepper';
import { setLineQuantity } from '../api/change-line';

/** Minus / plus of a cart line; minus from 1 sends quantity 0, which removes the line. */
export function LineQuantity({ line, outletId }: { line: CartLine; outletId: number }) {
  const [busy, setBusy] = useState(false);
  const change = async (quantity: number) => {
    setBusy(true);
    await setLineQuantity(line, outletId, quantity);
    setBusy(false);
  };
  return (
    <QuantityStepper
      label={`Quantity of ${line.dishName}`}
      value={line.dishQuantity}
      min={0}
      busy={busy}
      onChange={(quantity) => void change(quantity)}
    />
  );
}
