import styled from 'styled-components';

export type MapPinKind = 'user' | 'restaurant' | 'driver';

export interface MapPin {
  kind: MapPinKind;
  latitude: number;
  longitude: number;
  /** what the pin is, for the legend and screen readers */
  label: string;
}

export const PIN_COLOURS: Record<MapPinKind, string> = {
  user: '#0B6E79',
  restaurant: '#B8432A',
  driver: '#7A4B00',
};

const Legend = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Dot = styled.i<{ $colour: string }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
`;

/** Which colour of pin is what, under the map. */
export function MapLegend({ pins }: { pins: readonly MapPin[] }) {
  return (
    <Legend>
      {pins.map((pin) => (
        <span key={pin.kind}>
          <Dot $colour={PIN_COLOURS[pin.kind]} />
          {pin.label}
        </span>
      ))}
    </Legend>
  );
}
