import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  getDeliveryType,
  imageUrl,
  type Outlet,
  type RestaurantListItem,
} from '@island-eats/api-client';
import { Badge, Card, ImageWithFallback, formatTime } from '@island-eats/ui';
import { restaurantBadge } from '../utils/restaurant-badge';

const FALLBACK_IMAGE = '/images/default-restaurant.svg';

const Tile = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  position: relative;

  img {
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};

  h3 {
    font-size: 1.05rem;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

function hoursToday(outlet: Outlet | undefined) {
  const { from_time: from, to_time: to } = outlet?.business_hours ?? {};
  return from && to ? `${formatTime(from)} - ${formatTime(to)}` : 'Closed today';
}

/** SPEC.md §2 restaurant card: image, badge, name, outlets line, display time, hours. */
export function RestaurantCard({ restaurant }: { restaurant: RestaurantListItem }) {
  const outlet = restaurant.outlet[0];
  const badge = restaurantBadge(restaurant, getDeliveryType());
  const outlets = restaurant.outlet.length;
  return (
    <Tile forwardedAs="article" padding="none">
      <ImageWithFallback
        src={imageUrl(restaurant.restaurantImage)}
        fallbackSrc={imageUrl(FALLBACK_IMAGE) ?? FALLBACK_IMAGE}
        alt=""
        width={360}
        height={240}
      />
      <Body>
        <div>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
        <h3>
          <Link to={outlet ? `/restaurant-details/${outlet.outletId}/menu` : '/restaurants'}>
            {restaurant.restaurantName}
          </Link>
        </h3>
        {outlets > 1 && <Meta>{outlets} outlets near you</Meta>}
        {outlet && <Meta>{outlet.displayTime}</Meta>}
        <Meta>{hoursToday(outlet)}</Meta>
      </Body>
    </Tile>
  );
}
