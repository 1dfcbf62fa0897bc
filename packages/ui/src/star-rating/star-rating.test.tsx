import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { roundToHalf, StarRating } from './star-rating';

describe('StarRating', () => {
  it.each([
    [4.26, 4.5],
    [4.2, 4],
    [0, 0],
    [7, 5],
    [-1, 0],
    [Number.NaN, 0],
  ])('rounds %p to %p', (value, expected) => {
    expect(roundToHalf(value)).toBe(expected);
  });

  it('reads as one phrase and draws a half star', () => {
    const { container } = renderWithTheme(<StarRating value={3.5} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-half]')).toHaveLength(1);
  });
});
