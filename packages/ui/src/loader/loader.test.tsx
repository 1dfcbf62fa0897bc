import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { FullPageLoader } from './full-page-loader';
import { Loader } from './loader';

describe('Loader', () => {
  it('announces its label as a status', () => {
    renderWithTheme(<Loader label="Loading restaurants" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading restaurants');
  });

  it('defaults to "Loading" in the full-page variant', () => {
    renderWithTheme(<FullPageLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
