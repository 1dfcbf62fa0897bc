import { memo } from 'react';
import styled from 'styled-components';
import type { Dish } from '@island-eats/api-client';
import { formatMoney } from '@island-eats/api-client/money';
import { Badge, Button, Card, ImageWithFallback, type ListView } from '@island-eats/ui';
import { defaultDishImage } from '../../../lib/images';
import { dishState, servingWindow } from '../utils/dish-state';
import { DishDescription } from './dish-description';
import { VegMark } from './veg-mark';

const Root = styled(Card)<{ $view: ListView }>`
  display: grid;
  grid-template-columns: ${({ $view }) => ($view === 'list' ? '96px 1fr' : '1fr')};
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  overflow: visible;
  /* The browser skips laying out cards far off screen: a 1,000-dish menu stays smooth. */
  content-visibility: auto;
  contain-intrinsic-size: auto ${({ $view }) => ($view === 'list' ? '150px' : '360px')};

  img {
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  align-content: start;
  min-width: 0;
`;

const Name = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
`;

const Price = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface DishCardProps {
  dish: Dish;
  view: ListView;
  /** The image a dish without its own falls back to. */
  restaurantImage: string;
  /** The restaurant is closed or does not take the chosen order type now. */
  muted: boolean;
  onAdd: (dish: Dish) => void;
}

/** A dish of the menu (SPEC §2 Restaurant menu); memoised so a tab switch redraws little. */
export const DishCard = memo(function DishCard({
  dish,
  view,
  restaurantImage,
  muted,
  onAdd,
}: DishCardProps) {
  const state = dishState(dish);
  const served = servingWindow(dish);
  const size = view === 'list' ? 96 : 320;
  return (
    <Root forwardedAs="li" $view={view} muted={muted} padding="sm" aria-label={dish.dishName}>
      <ImageWithFallback
        src={dish.dishImage || restaurantImage}
        fallbackSrc={defaultDishImage()}
        alt=""
        width={size}
        height={view === 'list' ? 96 : 200}
        fluid={view === 'grid'}
      />
      <Body>
        <Name>
          <VegMark veg={dish.isVeg === 1} />
          {dish.dishName}
        </Name>
        {dish.description && <DishDescription text={dish.description} />}
        <Row>
          <Price>{view === 'grid' ? formatMoney(dish.price) : dish.displayPrice}</Price>
          {dish.isCustomizable === 1 && <Badge tone="info">Customizable</Badge>}
          {state === 'out-of-stock' && <Badge tone="danger">Out of Stock</Badge>}
          {state === 'unavailable' && <Badge tone="warning">Dish Unavailable</Badge>}
        </Row>
        {state === 'unavailable' && served && (
          <Note>
            Served from {served.from} to {served.to}
          </Note>
        )}
        <Row>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Add ${dish.dishName}`}
            disabled={muted}
            onClick={() => onAdd(dish)}
          >
            Add
          </Button>
        </Row>
      </Body>
    </Root>
  );
});
