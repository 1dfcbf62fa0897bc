import styled from 'styled-components';
import type { RestaurantInfo } from '@island-eats/api-client';
import { ISLAND_OUTLINES, ISLAND_TOWNS, islandAt } from '@island-eats/api-client/rules';
import { useMapsKey } from '@island-eats/app-frame/client';
import { PlaceMap } from '@island-eats/ui/place-map';

const Fields = styled.dl`
  display: grid;

  /* each field's pair, in the grid as if it were not wrapped */
  & > div {
    display: contents;
  }

  grid-template-columns: minmax(8rem, auto) 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0 0 ${({ theme }) => theme.space[5]};

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const orNA = (value: string | null | undefined) => (value && value.trim() ? value : 'N/A');

/** The Info child view: every field of the outlet ('N/A' when missing) and its map. */
export function InfoView({ info }: { info: RestaurantInfo }) {
  const mapsKey = useMapsKey();
  const fields: Array<[string, string | null]> = [
    ['Outlet Name', info.outlet_name],
    ['Email', info.email],
    ['Address Line 1', info.addressLineOne],
    ['Address Line 2', info.addressLineTwo],
    ['Area', info.area],
    ['City', info.city],
    ['Street', info.street],
    ['Zip Code', info.zipcode],
    ['Contact Number', info.contactNumber],
  ];
  return (
    <section aria-labelledby="info-heading">
      <h2 id="info-heading">Info</h2>
      <Fields>
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{orNA(value)}</dd>
          </div>
        ))}
      </Fields>
      {mapsKey !== undefined && (
        <PlaceMap
          label={`Map of ${info.outlet_name}`}
          pins={[
            {
              kind: 'restaurant',
              label: info.outlet_name,
              latitude: info.outlet_lat,
              longitude: info.outlet_lng,
            },
          ]}
          apiKey={mapsKey}
          height={260}
          {...islandMap(info.outlet_lat, info.outlet_lng)}
        />
      )}
    </section>
  );
}

/** The coastline and towns of the island the outlet is on, for the offline map. */
function islandMap(latitude: number, longitude: number) {
  const island = islandAt(latitude, longitude);
  return island ? { outlines: [ISLAND_OUTLINES[island]], towns: ISLAND_TOWNS[island] } : {};
}
