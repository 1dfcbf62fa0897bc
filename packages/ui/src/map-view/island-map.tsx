import { useId, useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { fitProjection, type LatLng } from './island-projection';
import { MapLegend, PIN_COLOURS, type MapPin } from './map-legend';

export type { LatLng } from './island-projection';

export type { MapPin, MapPinKind } from './map-legend';

export interface IslandMapProps {
  /** Names the map for screen readers. */
  label: string;
  /** coastlines to draw, each as [latitude, longitude] points */
  outlines: readonly (readonly LatLng[])[];
  /** place names written on the map */
  towns?: readonly { name: string; latitude: number; longitude: number }[];
  pins?: readonly MapPin[];
  /** draws a dashed line between two points (user and restaurant on the tracking map) */
  route?: readonly [LatLng, LatLng];
  /** the points the view is fitted to (with room around them); default: outlines and pins */
  focus?: readonly LatLng[];
  /** picking mode: a click (or the arrow keys) sets the point */
  onPick?: (latitude: number, longitude: number) => void;
  height?: number;
  className?: string;
}

const Frame = styled.figure<{ $height: number }>`
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #cde8f0;
  overflow: hidden;

  svg {
    display: block;
    width: 100%;
    height: ${({ $height }) => $height}px;
  }
  svg[data-picking='true'] {
    cursor: crosshair;
  }
  svg:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** The drawing's width in its own units: labels and pins are sized against it. */
const VIEW_WIDTH = 480;

/** The step the arrow keys move the picked point by: about 200 m. */
const KEY_STEP = 0.002;

/**
 * The offline map: the islands' coastlines drawn to scale (north up), town names, pins for
 * user, restaurant and driver, and in picking mode a click that reports the real latitude and
 * longitude under the pointer. Needs no outside service.
 */
export function IslandMap({
  label,
  outlines,
  towns = [],
  pins = [],
  route,
  focus,
  onPick,
  height = 320,
  className,
}: IslandMapProps) {
  const titleId = useId();
  const projection = useMemo(
    () =>
      focus && focus.length > 0
        ? fitProjection(focus, VIEW_WIDTH, 0.6)
        : fitProjection(
            [...outlines.flat(), ...pins.map((p) => [p.latitude, p.longitude] as const)],
            VIEW_WIDTH,
          ),
    [outlines, pins, focus],
  );
  const path = (points: readonly LatLng[]) =>
    points
      .map((point, i) => {
        const [x, y] = projection.toXY(point);
        return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
      })
      .join(' ') + 'Z';

  function pick(event: MouseEvent<SVGSVGElement>) {
    if (!onPick) return;
    const svg = event.currentTarget;
    const matrix = svg.getScreenCTM?.();
    let x: number;
    let y: number;
    if (matrix) {
      const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
      [x, y] = [point.x, point.y];
    } else {
      const box = svg.getBoundingClientRect();
      x = ((event.clientX - box.left) / (box.width || 1)) * projection.width;
      y = ((event.clientY - box.top) / (box.height || 1)) * projection.height;
    }
    const [latitude, longitude] = projection.toLatLng(x, y);
    onPick(Number(latitude.toFixed(6)), Number(longitude.toFixed(6)));
  }

  function nudge(event: KeyboardEvent<SVGSVGElement>) {
    const user = pins.find((p) => p.kind === 'user');
    if (!onPick || !user) return;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [KEY_STEP, 0],
      ArrowDown: [-KEY_STEP, 0],
      ArrowLeft: [0, -KEY_STEP],
      ArrowRight: [0, KEY_STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onPick(
      Number((user.latitude + move[0]).toFixed(6)),
      Number((user.longitude + move[1]).toFixed(6)),
    );
  }

  const described = pins
    .map((p) => `${p.label} at ${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}`)
    .join('; ');
  // One string: React's server renders a <title> of several children as an empty one, and the
  // page then fails to hydrate.
  const title =
    label +
    (described ? `: ${described}` : '') +
    (onPick ? '. Click the map, or use the arrow keys, to set the point.' : '');

  return (
    <Frame $height={height} className={className}>
      <svg
        viewBox={`0 0 ${projection.width} ${projection.height}`}
        preserveAspectRatio="xMidYMid meet"
        role={onPick ? 'application' : 'img'}
        aria-labelledby={titleId}
        tabIndex={onPick ? 0 : undefined}
        data-picking={onPick ? 'true' : undefined}
        onClick={pick}
        onKeyDown={nudge}
      >
        <title id={titleId}>{title}</title>
        {outlines.map((outline, i) => (
          <path key={i} d={path(outline)} fill="#F3E9D6" stroke="#8A7F6B" strokeWidth="1.5" />
        ))}
        {towns.map((town) => {
          const [x, y] = projection.toXY([town.latitude, town.longitude]);
          return (
            <g key={town.name} aria-hidden="true">
              <circle cx={x} cy={y} r="2.5" fill="#4F5D63" />
              <text x={x + 5} y={y - 4} fontSize="13" fill="#1F2A30">
                {town.name}
              </text>
            </g>
          );
        })}
        {route &&
          (() => {
            const [a, b] = route.map((p) => projection.toXY(p));
            return (
              <line
                x1={a![0]}
                y1={a![1]}
                x2={b![0]}
                y2={b![1]}
                stroke="#0B6E79"
                strokeWidth="3"
                strokeDasharray="8 6"
                aria-hidden="true"
              />
            );
          })()}
        {pins.map((pin) => {
          const [x, y] = projection.toXY([pin.latitude, pin.longitude]);
          return (
            <g key={pin.kind} transform={`translate(${x} ${y})`} aria-hidden="true">
              <path
                d="M0 0 C-9 -13 -12 -18 -12 -23 A12 12 0 0 1 12 -23 C12 -18 9 -13 0 0Z"
                fill={PIN_COLOURS[pin.kind]}
                stroke="#FFFFFF"
                strokeWidth="1.5"
              />
              <circle cy="-23" r="4.5" fill="#FFFFFF" />
            </g>
          );
        })}
      </svg>
      {pins.length > 0 && <MapLegend pins={pins} />}
    </Frame>
  );
}
