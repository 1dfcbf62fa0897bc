import styled from 'styled-components';
import { visibleBillLines, type BillLine } from './visible-bill-lines';

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  /* the last line is the net amount */
  div:last-child {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** The 'Cart Total' bill lines as the server priced them; the last is the net amount. */
export function BillLines({ lines }: { lines: BillLine[] }) {
  return (
    <section aria-labelledby="cart-total-heading">
      <Heading id="cart-total-heading">Cart Total</Heading>
      <List>
        {visibleBillLines(lines).map((line) => (
          <div key={line.displayKey}>
            <dt>{line.displayKey}</dt>
            <dd>{line.displayValue}</dd>
          </div>
        ))}
      </List>
    </section>
  );
}
