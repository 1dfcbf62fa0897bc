import { useState } from 'react';
import styled from 'styled-components';
import { clearCartEverywhere } from '@island-eats/app-frame/choices';
import { Button } from '@island-eats/ui';
import { refreshCart } from '../api/refresh-cart';

export const LIMIT_MESSAGE =
  'Sorry! There is a limit for this item. Please remove items from your cart to proceed.';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  p {
    margin: 0;
  }
`;

/** Shown while a dish is above its per-order limit (the cart's isTwoMany). */
export function LimitWarning({ detail }: { detail: string }) {
  const [clearing, setClearing] = useState(false);
  const clear = async () => {
    setClearing(true);
    await clearCartEverywhere();
    await refreshCart();
    setClearing(false);
  };
  return (
    <Box role="alert">
      <p>
        {LIMIT_MESSAGE}
        {detail && ` ${detail}`}
      </p>
      <Button size="sm" variant="secondary" loading={clearing} onClick={() => void clear()}>
        CLEAR CART
      </Button>
    </Box>
  );
}
