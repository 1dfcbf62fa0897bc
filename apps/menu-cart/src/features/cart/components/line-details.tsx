import styled from 'styled-components';
import type { CartLine } from '@island-eats/api-client';
import { Badge } from '@island-eats/ui';
import { lineAddOns, lineOutOfStock } from '@island-eats/api-client/rules';

const Name = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Small = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** A cart line's dish name, chosen add-ons, notes and stock state. */
export function LineDetails({ line }: { line: CartLine }) {
  const addOns = lineAddOns(line);
  return (
    <>
      <Name>{line.dishName}</Name>
      {addOns.length > 0 && <Small>{addOns.join(', ')}</Small>}
      {line.spl_instruction && <Small>Notes: {line.spl_instruction}</Small>}
      {lineOutOfStock(line) && <Badge tone="danger">Out of Stock</Badge>}
    </>
  );
}
