import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { PlaceMap } from './place-map';

// Google cannot be reached from the tests: the library's components are replaced by small
// stand-ins that call the same props Google's map would, so what is checked is our wiring.
const FOUND = {
  formatted_address: '1 King Street, Christiansted',
  geometry: { location: { lat: () => 17.74678, lng: () => -64.70321 } },
};
const geocoding = {
  Geocoder: class {
    geocode = () => Promise.resolve({ results: [FOUND] });
  },
};
const places = {
  AutocompleteService: class {
    getPlacePredictions = () =>
      Promise.resolve({
        predictions: [{ place_id: 'king', description: 'King Street, Christiansted' }],
      });
  },
};
jest.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ children }: { children: ReactNode }) => <>{children}</>,
  Map: ({
    children,
    mapTypeId,
    onClick,
  }: {
    children: ReactNode;
    mapTypeId: string;
    onClick: (event: { detail: { latLng: { lat: number; lng: number } } }) => void;
  }) => (
    <div data-testid="google-map" data-map-type={mapTypeId}>
      <button onClick={() => onClick({ detail: { latLng: { lat: 17.71, lng: -64.8 } } })}>
        click the map
      </button>
      {children}
    </div>
  ),
  Marker: ({
    title,
    draggable,
    onDragEnd,
  }: {
    title: string;
    draggable: boolean;
    onDragEnd: (event: { latLng: { lat: () => number; lng: () => number } }) => void;
  }) => (
    <button
      data-draggable={draggable}
      onClick={() => onDragEnd({ latLng: { lat: () => 17.72, lng: () => -64.81 } })}
    >
      {title}
    </button>
  ),
  useMap: () => null,
  // like Google's, each library is one object for the page's life
  useMapsLibrary: (name: string) => (name === 'geocoding' ? geocoding : places),
}));

const pins = [{ kind: 'user' as const, label: 'Delivery point', latitude: 17.7, longitude: -64.7 }];
const outline = [
  [17.6, -64.9],
  [17.8, -64.9],
  [17.8, -64.5],
  [17.6, -64.5],
] as const;

test('without a key it draws the offline island map', () => {
  renderWithTheme(<PlaceMap label="Map of St. Croix" outlines={[outline]} pins={pins} />);
  expect(screen.getByRole('img', { name: /Map of St. Croix/ })).toBeInTheDocument();
  expect(screen.queryByTestId('google-map')).toBeNull();
});

test("with a key: Google's map, satellite first with a roadmap toggle; a click and a drag set the point, geocoded", async () => {
  const onPick = jest.fn();
  renderWithTheme(
    <PlaceMap apiKey="key" label="Map" outlines={[outline]} pins={pins} onPick={onPick} />,
  );
  const map = await screen.findByTestId('google-map');
  expect(map).toHaveAttribute('data-map-type', 'satellite');
  fireEvent.click(screen.getByRole('radio', { name: 'Roadmap' }));
  expect(map).toHaveAttribute('data-map-type', 'roadmap');

  fireEvent.click(screen.getByRole('button', { name: 'click the map' }));
  expect(onPick).toHaveBeenCalledWith(17.71, -64.8);
  await waitFor(() => expect(onPick).toHaveBeenCalledWith(17.71, -64.8, FOUND.formatted_address));

  const marker = screen.getByRole('button', { name: 'Delivery point' });
  expect(marker).toHaveAttribute('data-draggable', 'true');
  fireEvent.click(marker);
  expect(onPick).toHaveBeenCalledWith(17.72, -64.81);
});

test('Places autocomplete suggests places as one types; choosing one moves the point there', async () => {
  const onPick = jest.fn();
  renderWithTheme(
    <PlaceMap apiKey="key" label="Map" outlines={[outline]} pins={pins} onPick={onPick} />,
  );
  const search = await screen.findByLabelText('Search a place');
  fireEvent.change(search, { target: { value: 'King' } });
  await waitFor(() =>
    expect(document.querySelector('option[value="King Street, Christiansted"]')).not.toBeNull(),
  );
  await act(async () => {
    fireEvent.change(search, { target: { value: 'King Street, Christiansted' } });
  });
  await waitFor(() =>
    expect(onPick).toHaveBeenCalledWith(17.74678, -64.70321, FOUND.formatted_address),
  );
});

test('a map shown only (tracking, Info) has no search, no toggle and no draggable pin', async () => {
  renderWithTheme(<PlaceMap apiKey="key" label="Delivery map" pins={pins} />);
  await screen.findByTestId('google-map');
  expect(screen.queryByLabelText('Search a place')).toBeNull();
  expect(screen.queryByRole('radio', { name: 'Roadmap' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Delivery point' })).toHaveAttribute(
    'data-draggable',
    'false',
  );
});
