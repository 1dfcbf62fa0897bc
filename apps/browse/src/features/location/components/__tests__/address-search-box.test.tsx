import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseDeliveryAddress, type Address } from '@island-eats/api-client';
import { renderApp, startApi, type TestServer } from '@island-eats/app-frame/testing';
import { AddressSearchBox } from '../address-search-box';

const address = (addressId: number, type: string, fullAddress: string): Address => ({
  id: addressId,
  addressId,
  type,
  fullAddress,
  location: fullAddress,
  houseFlatNo: '',
  landMark: 'Gate',
  latitude: 17.745,
  longitude: -64.705,
  zipcode: '00820',
});
const saved = [
  address(1, 'Home', 'Near Christiansted, St. Croix'),
  address(2, 'Work', 'Frederiksted, St. Croix'),
];

let api: TestServer;
beforeEach(async () => {
  api = await startApi();
  localStorage.setItem('session', JSON.stringify({ token: 'T', udId: 'U', userName: 'Fan' }));
  api.reply(() => ({ body: { error: 'false', address: saved } }));
});
afterEach(async () => {
  localStorage.clear();
  await api.close();
});

it('lists every saved address when opened on the chosen one, and filters by what is typed', async () => {
  const user = userEvent.setup();
  chooseDeliveryAddress(saved[1]!);
  renderApp(<AddressSearchBox loggedIn islandName="St. Croix" onChosen={() => {}} />);
  const box = screen.getByRole('combobox', { name: 'Delivery location' });
  expect(box).toHaveValue('Frederiksted, St. Croix');

  await user.click(box);
  const list = screen.getByRole('listbox', { name: 'Saved addresses' });
  expect(await within(list).findAllByRole('option')).toHaveLength(2);
  expect(within(list).queryByText('No address found')).toBeNull();

  await user.clear(box);
  await user.type(box, 'christ');
  expect(within(list).getAllByRole('option')).toHaveLength(1);
  expect(within(list).getByRole('option')).toHaveTextContent('Deliver to: Home');
});
