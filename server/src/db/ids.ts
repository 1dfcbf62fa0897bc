/** Row ids are Postgres integers; a larger number, NaN or a fraction names no row. */
export const MAX_DB_ID = 2_147_483_647;

export function isDbId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_DB_ID;
}
