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

  /** The given stars' insides, a star or a half each, left to right ('M' starts one). */
  const givenStars = (container: HTMLElement) =>
    (container.querySelector('[data-given]')?.getAttribute('d') ?? '')
      .split('M')
      .slice(1)
      .map((star) => (star.includes('v15.77') ? 'half' : 'whole'));

  it('reads as one phrase and draws three stars and a half', () => {
    const { container } = renderWithTheme(<StarRating value={3.5} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(givenStars(container)).toEqual(['whole', 'whole', 'whole', 'half']);
    // every star keeps its outline
    expect(container.querySelector('path:not([data-given])')?.getAttribute('d')).toMatch(
      /^(M[^M]+){5}$/,
    );
  });

  it('draws no inside for no stars, and five for five', () => {
    const { container: none } = renderWithTheme(<StarRating value={0} />);
    expect(givenStars(none)).toEqual([]);
    const { container: five } = renderWithTheme(<StarRating value={5} />);
    expect(givenStars(five)).toEqual(['whole', 'whole', 'whole', 'whole', 'whole']);
  });
});
