/** A point as [latitude, longitude]. */
export type LatLng = readonly [number, number];

export interface Projection {
  width: number;
  height: number;
  toXY: (point: LatLng) => [number, number];
  toLatLng: (x: number, y: number) => [number, number];
}

/**
 * An equirectangular projection fitted to the points with a margin: at island scale the earth
 * is flat enough, once longitudes are shrunk by the cosine of the latitude.
 */
export function fitProjection(points: readonly LatLng[], width = 600, margin = 0.12): Projection {
  const lats = points.map((p) => p[0]);
  const lngs = points.map((p) => p[1]);
  let [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  let [minLng, maxLng] = [Math.min(...lngs), Math.max(...lngs)];
  // a single point (or a straight line) still gets an area of about a kilometre around it
  const pad = 0.01;
  if (maxLat - minLat < pad) [minLat, maxLat] = [minLat - pad, maxLat + pad];
  if (maxLng - minLng < pad) [minLng, maxLng] = [minLng - pad, maxLng + pad];
  const latSpan = maxLat - minLat;
  const lngSpan = maxLng - minLng;
  minLat -= latSpan * margin;
  maxLat += latSpan * margin;
  minLng -= lngSpan * margin;
  maxLng += lngSpan * margin;
  const shrink = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const scale = width / ((maxLng - minLng) * shrink);
  const height = Math.round((maxLat - minLat) * scale);
  return {
    width,
    height,
    toXY: ([lat, lng]) => [(lng - minLng) * shrink * scale, (maxLat - lat) * scale],
    toLatLng: (x, y) => [maxLat - y / scale, minLng + x / (shrink * scale)],
  };
}
