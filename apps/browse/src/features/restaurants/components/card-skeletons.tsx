import styled, { keyframes } from 'styled-components';
import { Carousel, VisuallyHidden } from '@island-eats/ui';

const pulse = keyframes`
  50% { opacity: 0.55; }
`;

const Skeleton = styled.div`
  aspect-ratio: 360 / 390;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSand};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Card-sized placeholders while the list loads, so the cards arrive without a layout shift. */
export function CardSkeletons({ title }: { title: string }) {
  return (
    <div aria-busy="true">
      <Carousel title={title}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} role="presentation" />
        ))}
      </Carousel>
      <VisuallyHidden role="status">Loading restaurants</VisuallyHidden>
    </div>
  );
}
