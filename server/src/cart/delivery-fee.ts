import { haversineMiles } from '../geo/distance';

/** Roads on the islands wind: straight-line distance times this approximates driving miles. */
export const ROAD_FACTOR = 1.3;

type Point = { latitude: number; longitude: number };

/** Driving miles between two points, to one decimal (the wire's order_distance). */
export function roadMiles(from: Point, to: Point): number {
  return Math.round(haversineMiles(from, to) * ROAD_FACTOR * 10) / 10;
}

/** Flat fee plus a per-mile part, in cents. */
export function deliveryFeeCents(flatCents: number, perMileCents: number, miles: number): number {
  return flatCents + Math.round(perMileCents * miles);
}
