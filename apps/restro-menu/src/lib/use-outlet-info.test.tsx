import { act, screen } from '@testing-library/react';
import { stored, type RestaurantInfo } from '@island-eats/api-client';
import { renderApp, startApi, type TestServer } from '@island-eats/app-frame/testing';
import { useOutletInfo } from './use-outlet-info';

let api: TestServer;
beforeEach(async () => {
  api = await startApi();
  localStorage.clear();
  api.reply(() => ({
    body: { error: 'false', restaurantInfo: { outletId: 12, outlet_name: 'read here' } },
  }));
});
afterEach(() => api.close());

const handedInfo = { outletId: 12, outlet_name: 'Harbor Grill' } as RestaurantInfo;
const handed = { '["outlet",12]': handedInfo };

function OutletName({ firstRead }: { firstRead: boolean }) {
  const { data } = useOutletInfo(12, { firstRead });
  return <p>{data?.outlet_name ?? 'loading'}</p>;
}

/** A read the mount started has reached the local API by then. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

it('takes the outlet the page server handed the menu page, reads it not again and keeps it', async () => {
  renderApp(<OutletName firstRead />, { handed });
  expect(screen.getByText('Harbor Grill')).toBeInTheDocument();
  await settle();
  expect(api.received).toHaveLength(0);
  // kept as after a read, though none was made here
  expect(stored.get('restaurantInfo')).toEqual(handedInfo);
});

it('reads the outlet of a page whose outlet the server cannot know (the guest’s storage)', async () => {
  renderApp(<OutletName firstRead={false} />, { handed });
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('read here')).toBeInTheDocument();
  expect(stored.get('restaurantInfo')).toMatchObject({ outlet_name: 'read here' });
});
