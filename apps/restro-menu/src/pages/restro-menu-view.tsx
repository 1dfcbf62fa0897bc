import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { OrderType, RestaurantInfo } from '@island-eats/api-client';
import { PAYMENT_NOT_SETUP, RESTAURANT_NOT_AVAILABLE } from '@island-eats/api-client/answer-texts';
import { outletStatus } from '@island-eats/api-client/rules';
import type { RemotePartId } from '@island-eats/app-frame';
import { Note } from '@island-eats/customer-features/cart-note';
import { OrderTypeToggle } from '@island-eats/customer-features/order-type-toggle';
import { Badge } from '@island-eats/ui';
import { PageHead } from '../layout/page-head';
import { RestroLayout } from '../layout/restro-layout';

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** menu-cart's menu, the part the page shows under the outlet's name. */
export const MENU_PART = 'menu_cart/outlet-menu' satisfies RemotePartId;

interface Props {
  outletId: number;
  info: RestaurantInfo;
  orderType: OrderType;
  /** menu-cart's menu part */
  menu: (muted: boolean) => ReactNode;
}

/**
 * The outlet's menu page once its details are in: its name and status, Pick UP / Delivery and
 * the menu.
 */
export function RestroMenuView({ outletId, info, orderType, menu }: Props) {
  const { badge, orderable } = outletStatus(info, orderType);
  return (
    <RestroLayout outletId={outletId} info={info}>
      <PageHead>
        <Title>
          <h1>{info.outlet_name}</h1>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </Title>
        <OrderTypeToggle value={orderType} />
      </PageHead>
      {!orderable && (
        <Note role="note">
          {badge.label === 'Close'
            ? RESTAURANT_NOT_AVAILABLE
            : badge.label === 'Payment not set up'
              ? PAYMENT_NOT_SETUP
              : `This restaurant is not taking ${orderType === 'Delivery' ? 'Delivery' : 'Pick UP'} orders right now.`}
        </Note>
      )}
      {menu(!orderable)}
    </RestroLayout>
  );
}
