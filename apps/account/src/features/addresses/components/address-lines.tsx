import styled from 'styled-components';
import type { Address } from '@island-eats/api-client';

const Lines = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
  text-align: left;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

/** An address as the lists show it: its type, then the full address. */
export function AddressLines({ address, prefix = '' }: { address: Address; prefix?: string }) {
  return (
    <Lines>
      <strong>
        {prefix}
        {address.type}
      </strong>
      <span>{address.fullAddress}</span>
    </Lines>
  );
}
