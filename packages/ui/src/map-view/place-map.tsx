import { lazy, Suspense } from 'react';
import { IslandMap, type IslandMapProps } from './island-map';

export type { MapPin, MapPinKind, LatLng } from './island-map';

export interface PlaceMapProps extends Omit<IslandMapProps, 'onPick' | 'outlines'> {
  /** A Google Maps key from the runtime config; empty or missing draws the offline map. */
  apiKey?: string;
  /** the island's coastline for the offline map */
  outlines?: IslandMapProps['outlines'];
  /**
   * Picking mode: a click, the user pin dragged, or (Google) a place chosen sets the point; the
   * address comes with it once Google's geocoder has one.
   */
  onPick?: (latitude: number, longitude: number, address?: string) => void;
}

const isValidPoint = (latitude: number, longitude: number) =>
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  Math.abs(latitude) <= 90 &&
  Math.abs(longitude) <= 180;

// Google's library loads only where a key is set and a map is on screen (DESIGN.md §7).
const GoogleMap = lazy(() => import('./google-map'));

/**
 * The one map of the site (address dialog, tracking, restaurant Info): Google's interactive
 * map with a maps key, otherwise the offline island map, which needs no outside service.
 */
export function PlaceMap({ apiKey, outlines = [], onPick, ...props }: PlaceMapProps) {
  const points = props.pins ?? [];
  if (points.some((pin) => !isValidPoint(pin.latitude, pin.longitude))) {
    // SPEC §8: coordinates that are not a place are logged and no map is drawn
    console.warn('[map] invalid coordinates', points);
    return null;
  }
  const offline = (
    <IslandMap
      {...props}
      outlines={outlines}
      onPick={onPick && ((latitude, longitude) => onPick(latitude, longitude))}
    />
  );
  if (!apiKey) return offline;
  return (
    <Suspense fallback={offline}>
      <GoogleMap {...props} apiKey={apiKey} outlines={outlines} onPick={onPick} />
    </Suspense>
  );
}
