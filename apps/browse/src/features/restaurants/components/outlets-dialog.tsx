import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { OrderType, RestaurantListItem } from '@island-eats/api-client';
import { restaurantBadge } from '@island-eats/api-client/rules';
import { Badge, Modal } from '@island-eats/ui';
import { hoursToday } from '../utils/hours-today';
import { listItemFlags } from '../utils/list-item-flags';
import { paths } from '@island-eats/app-frame';

interface Props {
  restaurant: RestaurantListItem | null;
  orderType: OrderType;
  onClose: () => void;
}

const Outlets = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const OutletLink = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  strong {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** SPEC.md §2: the dialog 'N Outlets Near You', each outlet linking to its menu. */
export function OutletsDialog({ restaurant, orderType, onClose }: Props) {
  const outlets = restaurant?.outlet ?? [];
  return (
    <Modal
      open={restaurant !== null}
      onClose={onClose}
      title={`${outlets.length} Outlets Near You`}
    >
      <Outlets>
        {restaurant &&
          outlets.map((outlet) => {
            const badge = restaurantBadge(listItemFlags(restaurant, outlet), orderType);
            return (
              <li key={outlet.outletId}>
                <OutletLink to={paths.menu(outlet.outletId)} onClick={onClose}>
                  <strong>
                    {outlet.outletName}
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                  </strong>
                  <span>
                    {outlet.displayTime} · {hoursToday(outlet)}
                  </span>
                </OutletLink>
              </li>
            );
          })}
      </Outlets>
    </Modal>
  );
}
