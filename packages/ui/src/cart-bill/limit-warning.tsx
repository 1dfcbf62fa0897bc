import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';

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

export interface LimitWarningProps {
  /** The cart's toMany.shortDes, said after the message. */
  detail: string;
  /** Empties the cart everywhere and shows the emptied cart. */
  onClear: () => Promise<void>;
}

/** Shown on My Cart and at checkout while a dish is above its per-order limit (isTwoMany). */
export function LimitWarning({ detail, onClear }: LimitWarningProps) {
  const [clearing, setClearing] = useState(false);
  const clear = async () => {
    setClearing(true);
    try {
      await onClear();
    } finally {
      setClearing(false);
    }
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
