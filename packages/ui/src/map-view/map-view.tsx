import styled from 'styled-components';
import { IslandMap, type LatLng } from './island-map';

export interface MapViewProps {
  latitude: number;
  longitude: number;
  /** Names the map for screen readers, e.g. the outlet's name. */
  label: string;
  /** A Google Maps key from the runtime config; empty or missing draws the offline map. */
  apiKey?: string;
  height?: number;
  zoom?: number;
  className?: string;
  /** The coastline around the point: the offline map draws it (IslandMap) instead of a sketch. */
  outlines?: readonly (readonly LatLng[])[];
  towns?: readonly { name: string; latitude: number; longitude: number }[];
}

const Frame = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.infoSoft};

  iframe,
  svg {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Caption = styled.p`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  bottom: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const isValidPoint = (latitude: number, longitude: number) =>
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  Math.abs(latitude) <= 90 &&
  Math.abs(longitude) <= 180;

/** Google's Maps Embed API: a real map without loading the JavaScript API on the page. */
export const googleEmbedUrl = (key: string, lat: number, lng: number, zoom: number) =>
  `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${lat},${lng}&zoom=${zoom}`;

const directionsUrl = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;

/**
 * The outlet map: Google's when a key is configured, otherwise an offline map drawn here (a
 * street grid and a pin) so the page never depends on an outside service. Invalid coordinates
 * draw no map (SPEC §8: logged, nothing drawn).
 */
export function MapView({
  latitude,
  longitude,
  label,
  apiKey,
  height = 260,
  zoom = 16,
  className,
  outlines,
  towns,
}: MapViewProps) {
  if (!isValidPoint(latitude, longitude)) {
    console.warn('[map] invalid coordinates', latitude, longitude);
    return null;
  }
  const point = `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
  if (apiKey) {
    return (
      <Frame $height={height} className={className}>
        <iframe
          title={`Map of ${label}`}
          src={googleEmbedUrl(apiKey, latitude, longitude, zoom)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </Frame>
    );
  }
  if (outlines && outlines.length > 0) {
    return (
      <IslandMap
        label={`Map of ${label}`}
        outlines={outlines}
        towns={towns}
        pins={[{ kind: 'restaurant', label, latitude, longitude }]}
        height={height}
        className={className}
      />
    );
  }
  return (
    <Frame $height={height} className={className}>
      <svg
        role="img"
        aria-label={`Map of ${label} at ${point}`}
        viewBox="0 0 400 200"
        preserveAspectRatio="xMidYMid slice"
      >
        <rect width="400" height="200" fill="#DFF1F2" />
        <path d="M0 150 Q120 120 200 140 T400 120 V200 H0Z" fill="#F3E9D6" />
        <g stroke="#FFFFFF" strokeWidth="6" fill="none">
          <path d="M0 70 H400 M0 120 H400 M90 0 V200 M230 0 V200 M320 0 V200" />
        </g>
        <g stroke="#E4D9C4" strokeWidth="2" fill="none">
          <path d="M0 40 H400 M160 0 V200 M40 0 L140 200" />
        </g>
        <g transform="translate(200 100)">
          <path
            d="M0 0 C-14 -20 -18 -28 -18 -36 A18 18 0 0 1 18 -36 C18 -28 14 -20 0 0Z"
            fill="#B8432A"
          />
          <circle cy="-36" r="7" fill="#FFFFFF" />
        </g>
      </svg>
      <Caption>
        {point} ·{' '}
        <a href={directionsUrl(latitude, longitude)} target="_blank" rel="noreferrer">
          Open in a map
        </a>
      </Caption>
    </Frame>
  );
}
