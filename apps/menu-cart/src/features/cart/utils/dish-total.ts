import type { CustomisationItem } from '@island-eats/api-client';

const toCents = (price: string | number) => {
  const value = Number(price);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};

/**
 * SPEC §5: (base price + the chosen add-ons that are in stock) x quantity, to 2 decimals.
 * Summed in cents so 0.1 + 0.2 never shows as 0.30000000000000004.
 */
export function dishTotal(
  basePrice: string | number,
  chosen: readonly Pick<CustomisationItem, 'Price' | 'stock_status'>[],
  quantity: number,
): number {
  const addOns = chosen
    .filter((item) => item.stock_status !== 1)
    .reduce((sum, item) => sum + toCents(item.Price), 0);
  const count = Number.isInteger(quantity) && quantity > 0 ? quantity : 0;
  return ((toCents(basePrice) + addOns) * count) / 100;
}
