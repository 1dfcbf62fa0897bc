import styled from 'styled-components';
import type { CartView } from '@island-eats/api-client';
import { lineAddOns } from '@island-eats/api-client/rules';
import { ScheduledFor } from '@island-eats/customer-features/scheduled-for';
import { Card } from '@island-eats/ui';
import { BillLines } from '@island-eats/ui/cart-bill';

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The cart summary at the right of checkout: the outlet, its lines and the bill. */
export function OrderSummary({ cart }: { cart: CartView }) {
  return (
    <Card as="section" aria-labelledby="summary-heading">
      <Heading id="summary-heading">{cart.dishes.outletDetails.outletName}</Heading>
      <ScheduledFor at={cart.scheduled_for} />
      <Lines>
        {cart.dishes.dishes.map((line) => {
          const addOns = lineAddOns(line);
          return (
            <li key={line.cartId}>
              <span>
                {line.dishQuantity} × {line.dishName}
                {addOns.length > 0 && <small>{addOns.join(', ')}</small>}
              </span>
              <span>${line.dishTotal}</span>
            </li>
          );
        })}
      </Lines>
      <BillLines lines={cart.dishes.billTotals} />
    </Card>
  );
}
