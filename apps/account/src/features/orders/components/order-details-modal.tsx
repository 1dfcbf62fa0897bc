import styled from 'styled-components';
import type { PastOrder } from '@island-eats/api-client';
import { Modal } from '@island-eats/ui';

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

const Lines = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/**
 * SPEC.md §2 Profile: the order-details modal (order id, item count, amount to pay, outlet name
 * and address, dishes with customisations and prices, charges).
 */
export function OrderDetailsModal({ order, onClose }: { order: PastOrder; onClose: () => void }) {
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
      <Lines aria-label="Dishes">
        {details.dishes.map((dish, index) => (
          <li key={index}>
            <span>
              {dish.dishplayDish}
              {dish.customisationItems.length > 0 && (
                <small>{dish.customisationItems.join(', ')}</small>
              )}
            </span>
            <span>{dish.displayPrice}</span>
          </li>
        ))}
      </Lines>
      <Heading>Charges</Heading>
      <Lines aria-label="Charges">
        {details.charges.map((charge) => (
          <li key={charge.displayKey}>
            <span>{charge.displayKey}</span>
            <span>{charge.displayValue}</span>
          </li>
        ))}
      </Lines>
    </Modal>
  );
}
