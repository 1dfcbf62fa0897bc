/// <reference types="google.maps" />
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  APIProvider,
  Map as GoogleMapCanvas,
  Marker,
  useMap,
  useMapsLibrary,
} from '@vis.gl/react-google-maps';
import { SegmentedToggle } from '../segmented-toggle/segmented-toggle';
import type { LatLng } from './island-projection';
import { MapLegend, type MapPin } from './map-legend';
import type { PlaceMapProps } from './place-map';
import { PlaceSearch } from './place-search';

const Frame = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

const Canvas = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

type MapType = 'satellite' | 'roadmap';
const MAP_TYPES = [
  { value: 'satellite' as const, label: 'Satellite' },
  { value: 'roadmap' as const, label: 'Roadmap' },
];

const toLatLng = ([lat, lng]: LatLng) => ({ lat, lng });
const rounded = (value: number) => Number(value.toFixed(6));

/** The dashed user–restaurant line of the tracking map, drawn once per pair of points. */
function RouteLine({ route }: { route: readonly [LatLng, LatLng] }) {
  const map = useMap();
  const [from, to] = route;
  useEffect(() => {
    if (!map) return;
    const line = new google.maps.Polyline({
      map,
      path: [toLatLng(from), toLatLng(to)],
      strokeColor: '#0B6E79',
      strokeWeight: 3,
    });
    return () => line.setMap(null);
  }, [map, from, to]);
  return null;
}

/**
 * Reverse geocoding of a picked point into an address line (Google's Geocoder), so the location
 * field follows the marker; undefined while the library loads or finds nothing.
 */
function usePickWithAddress(onPick: PlaceMapProps['onPick']) {
  const geocoding = useMapsLibrary('geocoding');
  return (latitude: number, longitude: number) => {
    if (!onPick) return;
    onPick(latitude, longitude);
    if (!geocoding) return;
    void new geocoding.Geocoder()
      .geocode({ location: { lat: latitude, lng: longitude } })
      .then(({ results }) => {
        const address = results[0]?.formatted_address;
        if (address) onPick(latitude, longitude, address);
      })
      .catch(() => undefined);
  };
}

function InteractiveMap({ label, pins = [], route, focus, onPick, height = 320 }: PlaceMapProps) {
  const [mapType, setMapType] = useState<MapType>(onPick ? 'satellite' : 'roadmap');
  const pick = usePickWithAddress(onPick);
  const centre: LatLng =
    focus?.[0] ?? (pins[0] ? [pins[0].latitude, pins[0].longitude] : [17.7466, -64.7032]);
  const dragEnd = (pin: MapPin) => (event: google.maps.MapMouseEvent) => {
    if (pin.kind === 'user' && event.latLng)
      pick(rounded(event.latLng.lat()), rounded(event.latLng.lng()));
  };
  return (
    <Frame aria-label={label}>
      {onPick && (
        <PlaceSearch near={centre} onPlace={(lat, lng, address) => onPick(lat, lng, address)} />
      )}
      {onPick && (
        <SegmentedToggle
          label="Map type"
          options={MAP_TYPES}
          value={mapType}
          onChange={setMapType}
        />
      )}
      <Canvas $height={height}>
        <GoogleMapCanvas
          defaultCenter={toLatLng(centre)}
          defaultZoom={onPick ? 15 : 14}
          mapTypeId={mapType}
          gestureHandling="cooperative"
          onClick={(event) => {
            const point = event.detail.latLng;
            if (point) pick(rounded(point.lat), rounded(point.lng));
          }}
        >
          {pins.map((pin) => (
            <Marker
              key={pin.kind}
              position={{ lat: pin.latitude, lng: pin.longitude }}
              title={pin.label}
              draggable={Boolean(onPick) && pin.kind === 'user'}
              onDragEnd={dragEnd(pin)}
            />
          ))}
          {route && <RouteLine route={route} />}
        </GoogleMapCanvas>
      </Canvas>
      {pins.length > 0 && <MapLegend pins={pins} />}
    </Frame>
  );
}

/** The interactive Google map (@vis.gl/react-google-maps), loaded only when a maps key is set. */
export default function GoogleMap(props: PlaceMapProps & { apiKey: string }) {
  return (
    <APIProvider apiKey={props.apiKey}>
      <InteractiveMap {...props} />
    </APIProvider>
  );
}
