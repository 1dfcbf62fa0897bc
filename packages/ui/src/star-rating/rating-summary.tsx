import styled from 'styled-components';
import { StarRating } from './star-rating';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface RatingSummaryProps {
  /** Mean stars, 0 to 5. */
  average: number;
  /** How many reviews gave stars; 0 reads 'No reviews yet'. */
  count: number;
  size?: number;
  className?: string;
}

/**
 * A restaurant's stars, their mean and how many reviews gave them. Heard as one phrase:
 * 'Rated 4.5 out of 5 (12 reviews)'; the visible mean repeats the stars, so it is hidden.
 */
export function RatingSummary({ average, count, size = 14, className }: RatingSummaryProps) {
  if (count === 0) {
    return (
      <Line className={className}>
        <Muted>No reviews yet</Muted>
      </Line>
    );
  }
  return (
    <Line className={className}>
      <StarRating value={average} size={size} />
      <span aria-hidden="true">{average.toFixed(1)}</span>
      <Muted>({count === 1 ? '1 review' : `${count} reviews`})</Muted>
    </Line>
  );
}
