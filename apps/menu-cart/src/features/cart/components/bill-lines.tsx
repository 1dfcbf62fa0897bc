import styled from 'styled-components';
import type { BillTotal } from '@island-eats/api-client';
import { visibleBillLines } from '../utils/visible-bill-lines';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  div:last-child > * {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The 'Cart Total' bill lines as the server priced them; the last is the net amount. */
export function BillLines({ lines }: { lines: BillTotal[] }) {
  return (
    <section aria-labelledby="cart-total-heading">
      <h2 id="cart-total-heading">Cart Total</h2>
      <List>
        {visibleBillLines(lines).map((line) => (
          <div key={line.displayKey} style={{ display: 'contents' }}>
            <dt>{line.displayKey}</dt>
            <dd>{line.displayValue}</dd>
          </div>
        ))}
      </List>
    </section>
  );
}
