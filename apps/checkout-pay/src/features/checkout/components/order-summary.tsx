import styled from 'styled-components';
import type { CartView } from '@island-eats/api-client';
import { lineAddOns } from '@island-eats/api-client/rules';
import { scheduledText } from '@island-eats/api-client/order-later';
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

const Scheduled = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: 600;
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
      {cart.scheduled_for && <Scheduled>{scheduledText(cart.scheduled_for)}</Scheduled>}
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
