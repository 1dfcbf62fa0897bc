import { Link } from 'react-router-dom';
import { scheduledText } from '@island-eats/api-client/order-later';
import styled from 'styled-components';
import type { PastOrder } from '@island-eats/api-client';
import { Badge, Button, buttonStyles, type ButtonStyleProps } from '@island-eats/ui';
import { offersReorder, orderAction } from '../utils/order-action';
import { ReorderButton } from './reorder-button';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  cursor: pointer;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const OpenButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const ReceiptLink = styled(Link)`
  margin-left: auto;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const TrackLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

interface Props {
  order: PastOrder;
  onOpen: (order: PastOrder) => void;
  onRate: (order: PastOrder) => void;
  /** Where 'Track Order' leads: the site's /order-status/:id or restro-menu's. */
  trackPath: (orderId: number) => string;
  /** Where the order's receipt is, where the host has one. */
  receiptPath?: (orderId: number) => string;
  /** Where the cart is shown after a reorder; without it the card offers none. */
  cartPath?: string;
}

/**
 * One 'Order History' card (SPEC.md §2 Profile). The whole card opens the details; its order
 * number is the keyboard's way in, and the action buttons do their own thing.
 */
export function OrderCard({ order, onOpen, onRate, trackPath, receiptPath, cartPath }: Props) {
  const { orderDetails: details } = order;
  const action = orderAction(order);
  return (
    <Item onClick={() => onOpen(order)}>
      <Top>
        <Title>
          <OpenButton
            type="button"
            onClick={(event) => {
              event.stopPropagation();
              onOpen(order);
            }}
          >
            Order {details.displayOrderId}
          </OpenButton>
        </Title>
        <Muted>{order.displaydate}</Muted>
      </Top>
      {order.scheduled_for && (
        <p>
          <strong>{scheduledText(order.scheduled_for)}</strong>
        </p>
      )}
      <p>
        <strong>{details.outletName}</strong>
      </p>
      <Muted>{details.outletAddress}</Muted>
      {order.deliveryAddress && (
        <p>
          Deliver to: <strong>{order.deliveryAddress}</strong>
        </p>
      )}
      <p>{details.dishes.map((dish) => dish.dishplayDish).join(', ')}</p>
      {order.refundMessage && <p>{order.refundMessage}</p>}
      <Bottom onClick={(event) => event.stopPropagation()}>
        <p>
          Net Amount: <strong>{order.displayNetAmount}</strong>
        </p>
        {receiptPath && (
          <ReceiptLink
            to={receiptPath(order.orderId)}
            aria-label={`Receipt of order ${details.displayOrderId}`}
          >
            Receipt
          </ReceiptLink>
        )}
        {action === 'track' && (
          <TrackLink to={trackPath(order.orderId)} $variant="primary" $size="sm" $fullWidth={false}>
            Track Order
          </TrackLink>
        )}
        {action === 'rate' && (
          <Button size="sm" onClick={() => onRate(order)}>
            Rate Us
          </Button>
        )}
        {action === 'rejected' && (
          <Badge tone="danger">{order.refundMessage ? 'Refunded' : 'Rejected'}</Badge>
        )}
        {cartPath && offersReorder(order) && <ReorderButton order={order} cartPath={cartPath} />}
      </Bottom>
    </Item>
  );
}
