import styled from 'styled-components';
import type { OrderDetails } from '@island-eats/api-client';

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
  li:last-child[data-total] {
    font-weight: 700;
    border-bottom: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** An order's dishes with their add-ons and prices, as the server listed them. */
export function DishLines({ dishes }: Pick<OrderDetails, 'dishes'>) {
  return (
    <Lines aria-label="Dishes">
      {dishes.map((dish, index) => (
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
  );
}

/**
 * An order's money lines exactly as the server computed them (its one list of charges, the
 * last one the total charged): the details dialog, the receipt and tracking show the same lines.
 */
export function ChargeLines({ charges }: Pick<OrderDetails, 'charges'>) {
  return (
    <Lines aria-label="Charges">
      {charges.map((charge, index) => (
        <li key={charge.displayKey} data-total={index === charges.length - 1 ? '' : undefined}>
          <span>{charge.displayKey}</span>
          <span>{charge.displayValue}</span>
        </li>
      ))}
    </Lines>
  );
}
