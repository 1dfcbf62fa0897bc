import type { LocatedAt } from '@island-eats/api-client';
import { ISLAND_TOWNS } from '@island-eats/api-client/rules';

/** The offline gazetteer's reverse geocoding: the town nearest the point, on that island. */
export function nearestTown(island: LocatedAt, latitude: number, longitude: number) {
  const shrink = Math.cos((latitude * Math.PI) / 180);
  const distance = (town: { latitude: number; longitude: number }) =>
    Math.hypot(town.latitude - latitude, (town.longitude - longitude) * shrink);
  return [...ISLAND_TOWNS[island]].sort((a, b) => distance(a) - distance(b))[0]!;
}
