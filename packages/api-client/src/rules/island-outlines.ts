import type { LocatedAt } from '../types/common';

import { ISLAND_COASTLINES } from './island-outline-data';

type Island = LocatedAt;

export type OutlinePoint = readonly [latitude: number, longitude: number];

/**
 * The islands' real coastlines (Natural Earth 1:10m, cut by scripts/island-outlines.mjs; St.
 * John and the offshore cays left out): what the offline map draws and what the address check
 * uses.
 */
export const ISLAND_OUTLINES: Record<Island, readonly OutlinePoint[]> = ISLAND_COASTLINES;

/**
 * The data set is drawn at 1:10m (a few hundred metres of detail): a point on the shore may lie
 * just outside its line. Within this distance of the coast counts as on the island; the nearest
 * other land (Buck Island, St. John) is farther out.
 */
export const COAST_MARGIN_KM = 0.5;

/** Ray casting: is the point inside the polygon? */
function insidePolygon(
  latitude: number,
  longitude: number,
  outline: readonly OutlinePoint[],
): boolean {
  let inside = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const [latI, lngI] = outline[i]!;
    const [latJ, lngJ] = outline[j]!;
    const crosses =
      latI > latitude !== latJ > latitude &&
      longitude < ((lngJ - lngI) * (latitude - latI)) / (latJ - latI) + lngI;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** The distance in km from the point to the outline's nearest edge (flat earth at this scale). */
function kmToOutline(
  latitude: number,
  longitude: number,
  outline: readonly OutlinePoint[],
): number {
  const kmPerLat = 110.57;
  const kmPerLng = 111.32 * Math.cos((latitude * Math.PI) / 180);
  let best = Infinity;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const ax = (outline[j]![1] - longitude) * kmPerLng;
    const ay = (outline[j]![0] - latitude) * kmPerLat;
    const dx = (outline[i]![1] - longitude) * kmPerLng - ax;
    const dy = (outline[i]![0] - latitude) * kmPerLat - ay;
    const t = Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}

export function isOnIsland(island: Island, latitude: number, longitude: number): boolean {
  const outline = ISLAND_OUTLINES[island];
  return (
    insidePolygon(latitude, longitude, outline) ||
    kmToOutline(latitude, longitude, outline) <= COAST_MARGIN_KM
  );
}

/** The towns the offline map names, with their centres. */
export const ISLAND_TOWNS: Record<
  Island,
  readonly { name: string; latitude: number; longitude: number }[]
> = {
  st_croix: [
    { name: 'Christiansted', latitude: 17.7466, longitude: -64.7032 },
    { name: 'Frederiksted', latitude: 17.7125, longitude: -64.8815 },
    { name: 'Kingshill', latitude: 17.7236, longitude: -64.7903 },
  ],
  st_thomas: [
    { name: 'Charlotte Amalie', latitude: 18.3419, longitude: -64.9307 },
    { name: 'Red Hook', latitude: 18.3247, longitude: -64.851 },
    { name: 'Tutu', latitude: 18.34, longitude: -64.893 },
  ],
};

/** The island a point lies on, if any. */
export function islandAt(latitude: number, longitude: number): Island | null {
  const islands = Object.keys(ISLAND_OUTLINES) as Island[];
  return islands.find((island) => isOnIsland(island, latitude, longitude)) ?? null;
}
