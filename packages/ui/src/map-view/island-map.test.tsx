import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { UiProvider } from '../theme/ui-provider';
import { renderWithTheme } from '../testing/render-with-theme';
import { IslandMap } from './island-map';

const square = [
  [17.6, -64.9],
  [17.8, -64.9],
  [17.8, -64.5],
  [17.6, -64.5],
] as const;

describe('IslandMap', () => {
  it('names the pins for screen readers and shows a legend', () => {
    renderWithTheme(
      <IslandMap
        label="Delivery map"
        outlines={[square]}
        pins={[
          { kind: 'restaurant', label: 'Grill', latitude: 17.7, longitude: -64.7 },
          { kind: 'driver', label: 'Driver', latitude: 17.71, longitude: -64.72 },
        ]}
      />,
    );
    expect(
      screen.getByRole('img', {
        name: 'Delivery map: Grill at 17.70000, -64.70000; Driver at 17.71000, -64.72000',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Driver')).toBeInTheDocument();
  });

  it("hydrates the server's map as it is, with its name", async () => {
    const map = (
      <UiProvider>
        <IslandMap
          label="Delivery map"
          outlines={[square]}
          pins={[{ kind: 'user', label: 'You', latitude: 17.7, longitude: -64.7 }]}
        />
      </UiProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(map);
    expect(container.querySelector('title')).toHaveTextContent(
      'Delivery map: You at 17.70000, -64.70000',
    );
    const mismatches = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, map, { onRecoverableError: mismatches }),
    );
    expect(mismatches).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('reports the latitude and longitude under a click, and moves the point by arrow keys', () => {
    const pick = jest.fn();
    renderWithTheme(
      <IslandMap
        label="Map"
        outlines={[square]}
        pins={[{ kind: 'user', label: 'Point', latitude: 17.7, longitude: -64.7 }]}
        onPick={pick}
      />,
    );
    const map = screen.getByRole('application', { name: /Map/ });
    map.getBoundingClientRect = () => ({ left: 0, top: 0, width: 600, height: 600 }) as DOMRect;
    fireEvent.click(map, { clientX: 1, clientY: 1 });
    const [lat, lng] = pick.mock.calls[0] as [number, number];
    expect(lat).toBeGreaterThan(17.8);
    expect(lng).toBeLessThan(-64.9);
    fireEvent.keyDown(map, { key: 'ArrowUp' });
    expect(pick).toHaveBeenLastCalledWith(17.702, -64.7);
  });
});
