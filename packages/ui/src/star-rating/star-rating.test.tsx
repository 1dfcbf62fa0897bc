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

  /** How far along the row, in the picture's units, the filled stars show. */
  const givenWidth = (container: HTMLElement) =>
    Number(container.querySelector('svg svg')?.getAttribute('width'));
  const rowWidth = (container: HTMLElement) =>
    Number(container.querySelector('svg')?.getAttribute('viewBox')?.split(' ')[2]);

  it('reads as one phrase and fills three stars and a half', () => {
    // at 16 px a star is 24 units and the gap between two 3
    const { container } = renderWithTheme(<StarRating value={3.5} size={16} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(givenWidth(container)).toBe(3 * 27 + 12);
    // every star keeps its outline
    expect(container.querySelector('svg > path')?.getAttribute('d')).toMatch(/^(M[^M]+){5}$/);
  });

  it('fills no star for none, and the whole row for five', () => {
    const { container: none } = renderWithTheme(<StarRating value={0} />);
    expect(givenWidth(none)).toBe(0);
    const { container: five } = renderWithTheme(<StarRating value={5} />);
    expect(givenWidth(five)).toBeGreaterThanOrEqual(rowWidth(five));
  });
});
