import styled from 'styled-components';
import { StarIcon } from '../icons/icons';

export interface StarRatingProps {
  /** 0 to 5; halves and other fractions round to the nearest half star. */
  value: number;
  /** Pixel size of each star. */
  size?: number;
  className?: string;
}

const Stars = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  color: ${({ theme }) => theme.colors.star};
  line-height: 1;
`;

const Half = styled.span`
  position: relative;
  display: inline-flex;
`;

const HalfFill = styled.span`
  position: absolute;
  inset: 0;
  width: 50%;
  overflow: hidden;
  display: inline-flex;
`;

/** Rounds to the nearest half and keeps the value within 0..5, so bad data draws sensibly. */
export function roundToHalf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(5, Math.max(0, Math.round(value * 2) / 2));
}

/**
 * Read-only stars for an average or a review. Screen readers hear one phrase
 * ('Rated 4.5 out of 5') instead of five images.
 */
export function StarRating({ value, size = 16, className }: StarRatingProps) {
  const rounded = roundToHalf(value);
  return (
    <Stars role="img" aria-label={`Rated ${rounded} out of 5`} className={className}>
      {[1, 2, 3, 4, 5].map((star) => {
        if (rounded >= star) return <StarIcon key={star} size={size} filled />;
        if (rounded === star - 0.5)
          return (
            <Half key={star} data-half="">
              <StarIcon size={size} />
              <HalfFill>
                <StarIcon size={size} filled />
              </HalfFill>
            </Half>
          );
        return <StarIcon key={star} size={size} />;
      })}
    </Stars>
  );
}
