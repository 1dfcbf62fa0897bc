import styled from 'styled-components';
import { slotLabel } from '@island-eats/api-client/order-later';
import type { PastOrder } from '@island-eats/api-client';
import { ChargeLines, DishLines } from '../../../lib/order-lines';

const Paper = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 640px;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2,
  h3,
  p {
    margin: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin-bottom: 0;
  }
  @media print {
    max-width: none;
    padding: 0;
    border: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

/** How the order was paid, as the order kept it (the card itself may be deleted since). */
function paidWith(order: PastOrder): string {
  return order.cardLastFour ? `Card ending in ${order.cardLastFour}` : 'PayPal';
}

/**
 * An order's receipt: who sold it and where, what was in it with its add-ons, and the money
 * lines of the order's details (the server's one list, the total charged last).
 */
export function OrderReceipt({ order }: { order: PastOrder }) {
  const { orderDetails: details } = order;
  return (
    <Paper aria-labelledby="receipt-outlet">
      <div>
        <h2 id="receipt-outlet">{details.outletName}</h2>
        <p>{details.outletAddress}</p>
      </div>
      <Facts>
        <dt>Order ID</dt>
        <dd>{details.displayOrderId}</dd>
        <dt>Date</dt>
        <dd>{order.displaydate}</dd>
        {order.scheduled_for && (
          <>
            <dt>Scheduled for</dt>
            <dd>{slotLabel(new Date(order.scheduled_for))}</dd>
          </>
        )}
        <dt>Order type</dt>
        <dd>{order.order_type === 'Delivery' ? 'Delivery' : 'Pick UP'}</dd>
        {order.deliveryAddress && (
          <>
            <dt>Deliver to</dt>
            <dd>{order.deliveryAddress}</dd>
          </>
        )}
        <dt>Paid with</dt>
        <dd>{paidWith(order)}</dd>
      </Facts>
      <section aria-labelledby="receipt-items">
        <h3 id="receipt-items">Items ({details.displayTotalItems})</h3>
        <DishLines dishes={details.dishes} />
      </section>
      <section aria-labelledby="receipt-charges">
        <h3 id="receipt-charges">Charges</h3>
        <ChargeLines charges={details.charges} />
      </section>
      {order.refundMessage && <Note>{order.refundMessage}</Note>}
    </Paper>
  );
}
