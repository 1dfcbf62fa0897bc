import styled from 'styled-components';

export interface StarRatingProps {
  /** 0 to 5; halves and other fractions round to the nearest half star. */
  value: number;
  /** Pixel size of each star. */
  size?: number;
  className?: string;
}

const Stars = styled.svg`
  flex: none;
  color: ${({ theme }) => theme.colors.star};
`;

/** Rounds to the nearest half and keeps the value within 0..5, so bad data draws sensibly. */
export function roundToHalf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(5, Math.max(0, Math.round(value * 2) / 2));
}

// The star of StarIcon (icons.tsx) on a 24-unit square, drawn from its top point by relative
// steps so that one path can hold a star at any place along the row.
const STAR =
  'l3.09 6.26 6.91 1.01-5 4.87 1.18 6.88-6.18-3.25-6.18 3.25 1.18-6.88-5-4.87 6.91-1.01z';
const GAP_PX = 2;

/**
 * Read-only stars for an average or a review. Screen readers hear one phrase
 * ('Rated 4.5 out of 5') instead of five images.
 *
 * One picture of the five stars, not five: a list of sixty restaurants drew 360 icons of six
 * elements each, half of the home page's HTML, which a phone has to read, lay out and hydrate.
 * The given stars are the five filled, cut off where the rating ends (a nested svg clips what
 * lies outside it), under every star's outline.
 */
export function StarRating({ value, size = 16, className }: StarRatingProps) {
  const rounded = roundToHalf(value);
  // one star's step along the row in the picture's units, the gap between stars included
  const step = 24 + (GAP_PX * 24) / size;
  const stars = [0, 1, 2, 3, 4]
    .map((star) => `M${(12 + star * step).toFixed(2)} 2${STAR}`)
    .join('');
  // whole stars, and half of the next one for a half
  const given = Math.floor(rounded) * step + (rounded % 1) * 24;
  return (
    <Stars
      role="img"
      aria-label={`Rated ${rounded} out of 5`}
      className={className}
      viewBox={`0 0 ${(4 * step + 24).toFixed(2)} 24`}
      width={5 * size + 4 * GAP_PX}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <svg width={given.toFixed(2)} height="24">
        <path d={stars} fill="currentColor" stroke="none" />
      </svg>
      <path d={stars} />
    </Stars>
  );
}
