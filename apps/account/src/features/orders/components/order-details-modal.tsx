import styled from 'styled-components';
import type { PastOrder } from '@island-eats/api-client';
import { Link } from 'react-router-dom';
import { Modal } from '@island-eats/ui';
import { offersReorder } from '../utils/order-action';
import { ChargeLines, DishLines } from '../../../lib/order-lines';
import { ReorderButton } from './reorder-button';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0 0 ${({ theme }) => theme.space[4]};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  small {
    font-weight: 400;
  }
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const ReceiptLink = styled(Link)`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

interface Props {
  order: PastOrder;
  receiptPath?: (orderId: number) => string;
  /** Where the cart is shown after a reorder; without it the dialog offers none. */
  cartPath?: string;
  onClose: () => void;
}

/**
 * SPEC.md §2 Profile: the order-details modal (order id, item count, amount to pay, outlet name
 * and address, dishes with customisations and prices, charges).
 */
export function OrderDetailsModal({ order, receiptPath, cartPath, onClose }: Props) {
  const { orderDetails: details } = order;
  return (
    <Modal open onClose={onClose} title="Order Details">
      <Summary>
        <dt>Order ID</dt>
        <dd>{details.displayOrderId}</dd>
        <dt>Items</dt>
        <dd>{details.displayTotalItems}</dd>
        <dt>Amount to Pay</dt>
        <dd>{order.displayNetAmount}</dd>
        <dt>Outlet</dt>
        <dd>
          {details.outletName}
          <br />
          <small>{details.outletAddress}</small>
        </dd>
      </Summary>
      <Heading>Dishes</Heading>
      <DishLines dishes={details.dishes} />
      <Heading>Charges</Heading>
      <ChargeLines charges={details.charges} />
      <Actions>
        {receiptPath && <ReceiptLink to={receiptPath(order.orderId)}>View receipt</ReceiptLink>}
        {cartPath && offersReorder(order) && (
          <ReorderButton order={order} cartPath={cartPath} size="md" />
        )}
      </Actions>
    </Modal>
  );
}
