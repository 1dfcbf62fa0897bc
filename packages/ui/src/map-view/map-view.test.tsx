import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { MapView } from './map-view';

describe('MapView', () => {
  it('draws the offline map with the point when no key is configured', () => {
    renderWithTheme(<MapView latitude={17.728} longitude={-64.781} label="Cruzan Grill" />);
    expect(
      screen.getByRole('img', { name: 'Map of Cruzan Grill at 17.72800, -64.78100' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in a map' })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=17.728'),
    );
  });

  it('embeds the Google map when a key is configured', () => {
    renderWithTheme(
      <MapView latitude={17.728} longitude={-64.781} label="Cruzan Grill" apiKey="k 1" />,
    );
    const frame = screen.getByTitle('Map of Cruzan Grill');
    expect(frame.getAttribute('src')).toBe(
      'https://www.google.com/maps/embed/v1/place?key=k%201&q=17.728,-64.781&zoom=16',
    );
  });

  it('draws nothing for invalid coordinates', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderWithTheme(
      <MapView latitude={Number.NaN} longitude={-64.7} label="Nowhere" />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('draws the coastline around the point when outlines are given', () => {
    renderWithTheme(
      <MapView
        latitude={17.728}
        longitude={-64.781}
        label="Cruzan Grill"
        outlines={[
          [
            [17.6, -64.9],
            [17.8, -64.9],
            [17.8, -64.5],
          ],
        ]}
        towns={[{ name: 'Kingshill', latitude: 17.7236, longitude: -64.7903 }]}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Map of Cruzan Grill: Cruzan Grill at 17.72800, -64.78100' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Kingshill')).toBeInTheDocument();
  });
});
