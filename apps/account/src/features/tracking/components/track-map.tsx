import { memo } from 'react';
import type { TrackedOrder } from '@island-eats/api-client';
import { ISLAND_OUTLINES, ISLAND_TOWNS, islandAt } from '@island-eats/api-client/rules';
import { useMapsKey } from '@island-eats/app-frame/client';
import { PlaceMap, type MapPin } from '@island-eats/ui/place-map';

type Points = Pick<
  TrackedOrder,
  | 'outletName'
  | 'outletlatitude'
  | 'outletLongitude'
  | 'userLatitude'
  | 'userLongitude'
  | 'deliveryStaffLatitude'
  | 'deliveryStaffLongitude'
>;

/** SPEC.md §9: the track map is 500 px high. */
const HEIGHT = 500;

/**
 * The Delivery map: user, restaurant and driver pins and the line between user and
 * restaurant, on the island the outlet is on. Memoised on the points: status changes alone do
 * not redraw it.
 */
export const TrackMap = memo(function TrackMap(points: Points) {
  const mapsKey = useMapsKey();
  const island = islandAt(points.outletlatitude, points.outletLongitude);
  const pins: MapPin[] = [
    {
      kind: 'restaurant',
      label: points.outletName,
      latitude: points.outletlatitude,
      longitude: points.outletLongitude,
    },
  ];
  const user =
    points.userLatitude !== null && points.userLongitude !== null
      ? ([points.userLatitude, points.userLongitude] as const)
      : null;
  if (user) pins.push({ kind: 'user', label: 'You', latitude: user[0], longitude: user[1] });
  if (points.deliveryStaffLatitude !== null && points.deliveryStaffLongitude !== null) {
    pins.push({
      kind: 'driver',
      label: 'Driver',
      latitude: points.deliveryStaffLatitude,
      longitude: points.deliveryStaffLongitude,
    });
  }
  return (
    <PlaceMap
      apiKey={mapsKey}
      label="Delivery map"
      outlines={island ? [ISLAND_OUTLINES[island]] : []}
      towns={island ? ISLAND_TOWNS[island] : []}
      pins={pins}
      route={user ? [user, [points.outletlatitude, points.outletLongitude]] : undefined}
      focus={pins.map((pin) => [pin.latitude, pin.longitude] as const)}
      height={HEIGHT}
    />
  );
});
