import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { RatingSummary } from './rating-summary';

describe('RatingSummary', () => {
  it('shows the stars, the mean and the count', () => {
    const { container } = renderWithTheme(<RatingSummary average={4.3} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(container).toHaveTextContent('4.3(12 reviews)');
  });

  it('says one review, and no reviews without stars', () => {
    const { rerender } = renderWithTheme(<RatingSummary average={5} count={1} />);
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
    rerender(<RatingSummary average={0} count={0} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
