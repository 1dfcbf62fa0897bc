import type { LocatedAt } from '../types/common';

type Island = LocatedAt;

export type OutlinePoint = readonly [latitude: number, longitude: number];

/**
 * Simplified coastlines (a few km of slack, offshore cays left out), enough to tell an address
 * on St. Croix from one on St. Thomas, St. John or in the sea. Traced clockwise from the west.
 */
export const ISLAND_OUTLINES: Record<Island, readonly OutlinePoint[]> = {
  st_croix: [
    [17.676, -64.905],
    [17.712, -64.898],
    [17.758, -64.895],
    [17.783, -64.87],
    [17.786, -64.82],
    [17.79, -64.76],
    [17.768, -64.72],
    [17.762, -64.69],
    [17.775, -64.65],
    [17.77, -64.6],
    [17.765, -64.555],
    [17.742, -64.555],
    [17.73, -64.6],
    [17.715, -64.64],
    [17.695, -64.7],
    [17.685, -64.75],
    [17.672, -64.8],
    [17.668, -64.86],
  ],
  st_thomas: [
    [18.343, -65.045],
    [18.365, -65.035],
    [18.378, -65.0],
    [18.385, -64.96],
    [18.39, -64.92],
    [18.378, -64.88],
    [18.368, -64.85],
    [18.345, -64.825],
    [18.318, -64.828],
    [18.305, -64.86],
    [18.31, -64.9],
    [18.322, -64.93],
    [18.327, -64.97],
    [18.33, -65.01],
  ],
};

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

export function isOnIsland(island: Island, latitude: number, longitude: number): boolean {
  return insidePolygon(latitude, longitude, ISLAND_OUTLINES[island]);
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
