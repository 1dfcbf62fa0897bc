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
// its left half, cut down the middle
const HALF_STAR = 'v15.77l-6.18 3.25 1.18-6.88-5-4.87 6.91-1.01z';
const GAP_PX = 2;

/**
 * Read-only stars for an average or a review. Screen readers hear one phrase
 * ('Rated 4.5 out of 5') instead of five images.
 *
 * One picture of the five stars, not five: a list of sixty restaurants drew 360 icons of six
 * elements each, half of the home page's HTML, which a phone has to read, lay out and hydrate.
 */
export function StarRating({ value, size = 16, className }: StarRatingProps) {
  const rounded = roundToHalf(value);
  // one star's step along the row in the picture's units, the gap between stars included
  const step = 24 + (GAP_PX * 24) / size;
  const topOf = (star: number) => `M${(12 + star * step).toFixed(2)} 2`;
  const stars = [0, 1, 2, 3, 4];
  const outlines = stars.map((star) => topOf(star) + STAR).join('');
  const given = stars
    .filter((star) => star < Math.ceil(rounded))
    .map((star) => topOf(star) + (star + 1 <= rounded ? STAR : HALF_STAR))
    .join('');
  return (
    <Stars
      role="img"
      aria-label={`Rated ${rounded} out of 5`}
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${(4 * step + 24).toFixed(2)} 24`}
      width={5 * size + 4 * GAP_PX}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {/* the given stars' insides under every star's outline: a half star's cut has no line */}
      {given && <path d={given} fill="currentColor" stroke="none" data-given="" />}
      <path d={outlines} />
    </Stars>
  );
}
