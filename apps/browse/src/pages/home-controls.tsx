import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { LocatedAt, OrderType } from '@island-eats/api-client';
import { paths } from '@island-eats/app-frame';
import { AddressSearchBox } from '../features/location/components/address-search-box';
import { LocationChoice } from '../features/location/components/location-choice';
import { OrderTypeToggle } from '@island-eats/customer-features/order-type-toggle';
import { RestaurantSearchForm } from '../features/search/components/restaurant-search-form';

const ISLAND_NAMES: Record<LocatedAt, string> = { st_croix: 'St. Croix', st_thomas: 'St. Thomas' };

interface Props {
  orderType: OrderType;
  island: LocatedAt;
  loggedIn: boolean;
  onPointChosen: () => void;
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: -${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  position: relative;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** SPEC.md §2 Home: location box, order type, island choice and, for visitors, the search. */
export function HomeControls({ orderType, island, loggedIn, onPointChosen }: Props) {
  const navigate = useNavigate();
  return (
    <Panel>
      <Row>
        <AddressSearchBox
          loggedIn={loggedIn}
          islandName={ISLAND_NAMES[island]}
          onChosen={onPointChosen}
        />
        <OrderTypeToggle value={orderType} />
      </Row>
      <LocationChoice value={island} />
      {!loggedIn && (
        <RestaurantSearchForm
          onSearch={(name) =>
            void navigate(
              name
                ? `${paths.restaurants()}?search=${encodeURIComponent(name)}`
                : paths.restaurants(),
            )
          }
        />
      )}
    </Panel>
  );
}
