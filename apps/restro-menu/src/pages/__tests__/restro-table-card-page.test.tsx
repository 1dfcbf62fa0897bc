import { act, screen } from '@testing-library/react';
import { configureApi } from '@island-eats/api-client';
import { renderApp, startApi, type TestServer } from '@island-eats/app-frame/testing';
import RestroTableCardPage from '../restro-table-card-page';

let api: TestServer;

beforeEach(async () => {
  api = await startApi();
  // as the host configures it from its runtime config: guests open restro-menu on its own origin
  configureApi({
    apiBase: api.url,
    imageBase: api.url,
    restroMenuUrl: 'https://menu.islandeats.example',
  });
  api.reply((request) =>
    request.path.endsWith('/outlet-detail/12')
      ? { body: { error: 'false', restaurantInfo: { outletId: 12, outlet_name: 'Harbor Grill' } } }
      : { body: { error: 'true', errorMessage: 'Restaurant not found.' } },
  );
});
afterEach(() => api.close());

const renderAt = (path: string) =>
  renderApp(<RestroTableCardPage />, { path, route: '/restro-menu/:outletId/qr' });

it("prints the outlet's name, the QR code of its menu on restro-menu's origin and how to use it", async () => {
  renderAt('/restro-menu/12/qr');
  expect(screen.getByText('Loading table card')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Harbor Grill', level: 1 })).toBeVisible();
  expect(
    screen.getByRole('img', {
      name: 'QR code of our menu: https://menu.islandeats.example/restro-menu/12',
    }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Point your phone's camera at the code/)).toBeInTheDocument();
  expect(
    screen.getByText('No camera? Visit menu.islandeats.example/restro-menu/12'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
});

it('shows the card the page server rendered at once, without reading the outlet again', async () => {
  renderApp(<RestroTableCardPage />, {
    path: '/restro-menu/12/qr',
    route: '/restro-menu/:outletId/qr',
    handed: { '["outlet",12]': { outletId: 12, outlet_name: 'Harbor Grill' } },
  });
  expect(screen.getByRole('heading', { name: 'Harbor Grill', level: 1 })).toBeVisible();
  expect(screen.queryByText('Loading table card')).not.toBeInTheDocument();
  // a read the mount started would have reached the local API by now
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(api.received).toHaveLength(0);
});

it('says so for an outlet that does not exist or an id that is not one', async () => {
  renderAt('/restro-menu/99/qr');
  const notFound = () => screen.getAllByText('Restaurant not found.', { selector: 'main p' });
  expect(await screen.findByText('Restaurant not found.', { selector: 'main p' })).toBeVisible();
  renderAt('/restro-menu/menu/qr');
  expect(notFound()).toHaveLength(2);
});
