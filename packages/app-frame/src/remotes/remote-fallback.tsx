import styled from 'styled-components';
import { Button } from '@island-eats/ui';

const Box = styled.section`
  margin: ${({ theme }) => theme.space[6]} auto;
  max-width: 520px;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert" aria-live="assertive">
      <h2>This part of Island Eats is not available right now.</h2>
      <p>The rest of the site still works. Please try again in a moment.</p>
      <Button onClick={onRetry}>Try again</Button>
    </Box>
  );
}
