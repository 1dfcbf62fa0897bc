import type { Location } from '@island-eats/api-client';
import { centsToAmount } from '@island-eats/api-client/money';
import type { Db } from '../db/db';
import { ISLANDS } from '../islands/islands';

/** Used until app_settings holds tip_presets_cents. */
export const DEFAULT_TIP_PRESETS_CENTS = [200, 300, 500];

/** The client skips the first entry of this list (SPEC.md §2), so it leads with a placeholder. */
export function locationList(): Location[] {
  return [
    { id: 0, name: '', displayName: 'Select Location' },
    ...ISLANDS.map(({ id, name, displayName }) => ({ id, name, displayName })),
  ];
}

/** Tip presets as the wire's money strings, e.g. ['2.00', '3.00', '5.00']. */
export async function tipPresets(db: Db): Promise<string[]> {
  const [row] = await db.query<{ value: unknown }>(
    "SELECT value FROM app_settings WHERE key = 'tip_presets_cents'",
  );
  const cents = Array.isArray(row?.value) ? row.value : DEFAULT_TIP_PRESETS_CENTS;
  return cents.filter((c): c is number => Number.isInteger(c) && c > 0).map(centsToAmount);
}
