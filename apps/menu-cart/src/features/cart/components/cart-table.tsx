import styled from 'styled-components';
import type { CartLine } from '@island-eats/api-client';
import { formatMoney } from '@island-eats/api-client/money';
import { CloseIcon, IconButton, VisuallyHidden, media } from '@island-eats/ui';
import { setLineQuantity } from '../api/change-line';
import { lineOutOfStock } from '@island-eats/api-client/rules';
import { EditLineButton } from './edit-line-button';
import { LineDetails } from './line-details';
import { LineQuantity } from './line-quantity';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td.money {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  /* Phones: each line becomes a small card; the cells name themselves. */
  ${media.down('md')} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      padding: ${({ theme }) => theme.space[2]} 0;
    }
    td {
      border: 0;
      padding: ${({ theme }) => theme.space[1]};
    }
    td:first-child {
      grid-column: 1 / -1;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The My Cart table: Item, Unit Price, Quantity, Total (SPEC §2). */
export function CartTable({ lines, outletId }: { lines: CartLine[]; outletId: number }) {
  return (
    <Table>
      <caption>
        <VisuallyHidden>Cart items</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Unit Price</th>
          <th scope="col">Quantity</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.cartId}>
            <td>
              <LineDetails line={line} />
              <Actions>
                <EditLineButton line={line} outletId={outletId} />
                {lineOutOfStock(line) && (
                  <IconButton
                    size="sm"
                    aria-label={`Remove ${line.dishName}`}
                    onClick={() => void setLineQuantity(line, outletId, 0)}
                  >
                    <CloseIcon />
                  </IconButton>
                )}
              </Actions>
            </td>
            <td className="money" data-label="Unit Price">
              {formatMoney(line.dishPrice)}
            </td>
            <td>
              <LineQuantity line={line} outletId={outletId} />
            </td>
            <td className="money" data-label="Total">
              {formatMoney(line.dishTotal)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
