/** The two locations of SPEC.md §9, in the order the settings list shows them. */
export const ISLANDS = [
  {
    id: 1,
    name: 'st_croix',
    displayName: 'St. Croix',
    latitude: 17.736537,
    longitude: -64.735021,
    zipcode: '00820',
  },
  {
    id: 2,
    name: 'st_thomas',
    displayName: 'St. Thomas',
    latitude: 18.349835,
    longitude: -64.929399,
    zipcode: '00802',
  },
] as const;

export type Island = (typeof ISLANDS)[number]['name'];

export const DEFAULT_ISLAND: Island = 'st_croix';

export { ISLAND_TIME_ZONE } from '@island-eats/api-client/rules';

/** The answer to a located_at that names no island. */
export const UNKNOWN_LOCATION = 'Unknown location.';

export function isIsland(value: unknown): value is Island {
  return ISLANDS.some((island) => island.name === value);
}
