import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Carousel } from './carousel';

describe('Carousel', () => {
  it('is a named region holding one list item per child', () => {
    renderWithTheme(
      <Carousel title="Lunch Break">
        <span>One</span>
        <span>Two</span>
        <span>Three</span>
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Lunch Break' });
    expect(within(region).getByRole('heading', { name: 'Lunch Break' })).toBeInTheDocument();
    const items = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['One', 'Two', 'Three']);
  });

  it('scrolls one view at a time with its named buttons', async () => {
    renderWithTheme(
      <Carousel title="Dinner">
        <span>One</span>
      </Carousel>,
    );
    const track = screen.getByRole('list');
    Object.defineProperty(track, 'clientWidth', { value: 600 });
    const scrollBy = jest.fn();
    track.scrollBy = scrollBy;
    await userEvent.click(screen.getByRole('button', { name: 'Next Dinner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous Dinner' }));
    expect(scrollBy.mock.calls).toEqual([
      [{ left: 616, behavior: 'smooth' }],
      [{ left: -616, behavior: 'smooth' }],
    ]);
  });

  it('shows an action beside the title', () => {
    renderWithTheme(
      <Carousel title="Restaurants Near By" action={<a href="/restaurants">View More</a>}>
        <span>One</span>
      </Carousel>,
    );
    expect(screen.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/restaurants');
  });
});
