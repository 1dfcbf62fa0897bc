import styled from 'styled-components';
import type { TrackedOrder } from '@island-eats/api-client';
import { ChargeLines } from '../../../lib/order-lines';

const Summary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  h2,
  p {
    margin: 0;
  }
`;

const Dishes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// what happened to the customer's money, where the order was not made after all
const Refund = styled.p`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

/**
 * Order id, restaurant, dishes, item count, the money lines (the server's, as the history and
 * receipt show them), the restaurant's confirmation text and, on a
 * paid order that was refused, its refund.
 */
export function TrackedOrderSummary({ order }: { order: TrackedOrder }) {
  const items = `${order.orderItems} ${order.orderItems === 1 ? 'Item' : 'Items'}`;
  return (
    <Summary aria-label="Order">
      <Muted>Order ID: {order.displayOrderId}</Muted>
      <h2>{order.outletName}</h2>
      <Dishes aria-label="Dishes">
        {order.dishes.map((dish, index) => (
          <li key={index}>
            {dish.dishQuantity} x {dish.dishName}
          </li>
        ))}
      </Dishes>
      <p>{items}</p>
      <ChargeLines charges={order.charges} />
      {order.restaurantConfirmedDescription && <p>{order.restaurantConfirmedDescription}</p>}
      {order.refundMessage && <Refund role="status">{order.refundMessage}</Refund>}
    </Summary>
  );
}
