import type { LocatedAt } from '@island-eats/api-client';

/** The islands' display names, as getloginSetting names them. */
export const ISLAND_NAMES: Record<LocatedAt, string> = {
  st_croix: 'St. Croix',
  st_thomas: 'St. Thomas',
};
