import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { imageUrl, type OrderType, type RestaurantListItem } from '@island-eats/api-client';
import { restaurantBadge } from '@island-eats/api-client/rules';
import { Badge, Card, ImageWithFallback, RatingSummary, type ListView } from '@island-eats/ui';
import { hoursToday } from '../utils/hours-today';
import { listItemFlags } from '../utils/list-item-flags';
import { paths } from '@island-eats/app-frame';
import { FavouriteButton } from './favourite-button';

export const FALLBACK_IMAGE = '/images/default-restaurant.svg';

export interface RestaurantCardProps {
  restaurant: RestaurantListItem;
  orderType: OrderType;
  view?: ListView;
  /** Favourites show food tags and the average stars too. */
  detailed?: boolean;
  /** h3 under a carousel's h2; h2 in a list straight under the page's h1. */
  headingLevel?: 'h2' | 'h3';
  /** A restaurant with several outlets opens the 'N Outlets Near You' dialog. */
  onOpenOutlets: (restaurant: RestaurantListItem) => void;
  onFavouriteChange: (restaurant: RestaurantListItem, liked: boolean) => void;
  /** A card the page shows at once: its picture is asked for with the page. */
  eager?: boolean;
}

const Tile = styled(Card)<{ $view: ListView }>`
  height: 100%;
  /* The browser skips laying out and painting cards far off screen: the home page holds sixty,
     of which a phone shows two. */
  content-visibility: auto;
  contain-intrinsic-height: auto ${({ $view }) => ($view === 'list' ? '160px' : '340px')};

  ${({ $view }) =>
    $view === 'list' &&
    css`
      flex-direction: row;
      align-items: stretch;

      > img {
        width: 38%;
        max-width: 220px;
        flex: none;
      }
    `}
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  min-width: 0;

  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.3;
  }
`;

/* The name's link or button covers the whole card; the heart sits above it. */
const stretched = css`
  color: inherit;
  text-decoration: none;
  font: inherit;
  text-align: left;
  background: none;
  border: 0;
  padding: 0;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const NameLink = styled(Link)`
  ${stretched}
`;

const NameButton = styled.button`
  ${stretched}
`;

const Name = styled.h3``;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Corner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  z-index: 1;
`;

/**
 * SPEC.md §2 restaurant card: image, badge, name, 'N outlets near you', display time and
 * today's hours and the stars with their count; favourites add food tags.
 */
export function RestaurantCard({
  restaurant,
  orderType,
  view = 'grid',
  detailed = false,
  headingLevel = 'h3',
  onOpenOutlets,
  onFavouriteChange,
  eager,
}: RestaurantCardProps) {
  const [outlet] = restaurant.outlet;
  const outlets = restaurant.outlet.length;
  const badge = outlet ? restaurantBadge(listItemFlags(restaurant, outlet), orderType) : null;
  return (
    <Tile forwardedAs="article" padding="none" interactive $view={view}>
      <ImageWithFallback
        src={imageUrl(restaurant.restaurantImage)}
        fallbackSrc={imageUrl(FALLBACK_IMAGE) ?? FALLBACK_IMAGE}
        alt=""
        width={360}
        height={240}
        fluid
        loading={eager ? 'eager' : 'lazy'}
      />
      <Corner>
        <FavouriteButton
          restaurantId={restaurant.restaurantId}
          restaurantName={restaurant.restaurantName}
          liked={restaurant.is_like === 1}
          onChange={(liked) => onFavouriteChange(restaurant, liked)}
        />
      </Corner>
      <Body>
        {badge && (
          <div>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </div>
        )}
        <Name as={headingLevel}>
          {outlets > 1 || !outlet ? (
            <NameButton type="button" onClick={() => onOpenOutlets(restaurant)}>
              {restaurant.restaurantName}
            </NameButton>
          ) : (
            <NameLink to={paths.menu(outlet.outletId)}>{restaurant.restaurantName}</NameLink>
          )}
        </Name>
        {outlets > 1 && <Meta>{outlets} outlets near you</Meta>}
        {detailed && outlet?.foodTag && <Meta>{outlet.foodTag}</Meta>}
        <RatingSummary average={restaurant.averageReview} count={restaurant.reviewCount} />
        {outlet && <Meta>{outlet.displayTime}</Meta>}
        {outlet && <Meta>{hoursToday(outlet)}</Meta>}
      </Body>
    </Tile>
  );
}
