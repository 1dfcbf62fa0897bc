import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  chooseDeliveryAddress,
  clearSession,
  setSession,
  stored,
  type Address,
} from '@island-eats/api-client';
import { renderApp, type TestServer } from '@island-eats/app-frame/testing';
import { session } from '../../../../testing/fixtures';
import { bodyOf, startAccountApi } from '../../../../testing/account-api';
import { AddressChooser } from '../address-chooser';
import { AddressManager } from '../address-manager';

const home: Address = {
  id: 1,
  addressId: 1,
  type: 'Home',
  fullAddress: '12, Near Christiansted, St. Croix',
  location: 'Near Christiansted, St. Croix',
  houseFlatNo: '12',
  landMark: 'Blue gate',
  latitude: 17.745,
  longitude: -64.705,
  zipcode: '00820',
};

let api: TestServer;
let addresses: Address[];

beforeEach(async () => {
  addresses = [home];
  setSession(session);
  api = await startAccountApi({
    getAddress: () => ({ error: 'false', address: addresses }),
    addAddress: () => ({ error: 'false', addressId: 2 }),
    updateAddress: () => ({ error: 'false', addressId: 1 }),
    destroyAddress: () => ({ error: 'false', message: 'Address deleted successfully.' }),
  });
});
afterEach(async () => {
  clearSession();
  localStorage.clear();
  await api.close();
});

const reads = () => api.received.filter((r) => r.path.endsWith('/getAddress')).length;
const sent = (call: string) => bodyOf(api.received.filter((r) => r.path.endsWith(call)).at(-1)!);

describe('Manage Addresses', () => {
  it('removes an address after its confirm', async () => {
    const user = userEvent.setup();
    renderApp(<AddressManager open onClose={() => {}} />);
    const manager = await screen.findByRole('dialog', { name: 'Manage Addresses' });
    expect(await within(manager).findByText('12, Near Christiansted, St. Croix')).toBeVisible();
    await user.click(within(manager).getByRole('button', { name: 'Remove Home' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Address' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this address?');
    addresses = [];
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Address deleted successfully.')).toBeInTheDocument();
    expect(sent('/destroyAddress')).toMatchObject({ addressId: 1 });
    expect(await screen.findByText('No address found')).toBeInTheDocument();
  });

  it('stops a deleted address being the delivery point', async () => {
    const user = userEvent.setup();
    chooseDeliveryAddress(home);
    renderApp(<AddressManager open onClose={() => {}} />);
    const manager = await screen.findByRole('dialog', { name: 'Manage Addresses' });
    await user.click(await within(manager).findByRole('button', { name: 'Remove Home' }));
    addresses = [];
    const confirm = screen.getByRole('dialog', { name: 'Delete Address' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Address deleted successfully.')).toBeInTheDocument();
    // back at the island's centre, with no address chosen
    expect(stored.get('chosenLocation')).toEqual({
      latitudeData: 17.736537,
      longitudeData: -64.735021,
      timezone: 'America/St_Thomas',
      address: '',
      addressId: null,
    });
  });

  it('adds an address at a town of the gazetteer, tagged Other with a name', async () => {
    const user = userEvent.setup();
    renderApp(<AddressManager open onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Delivery Address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Landmark is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Location'), 'Frederiksted');
    await user.type(within(dialog).getByLabelText('Landmark'), 'By the pier');
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByLabelText('Address name'), 'Beach house');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.received.some((r) => r.path.endsWith('/addAddress'))).toBe(true),
    );
    expect(sent('/addAddress')).toMatchObject({
      location: 'Frederiksted',
      landMark: 'By the pier',
      type: 'Beach house',
      latitude: 17.7125,
      longitude: -64.8815,
    });
    expect(stored.get('chosenLocation')).toMatchObject({ addressId: 2, latitudeData: 17.7125 });
    // the manager lists the saved address again
    expect(await screen.findByRole('dialog', { name: 'Manage Addresses' })).toBeVisible();
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('asks whether the user is there for a location typed by hand, and refuses the sea', async () => {
    const user = userEvent.setup();
    renderApp(<AddressManager open onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Delivery Address' });
    expect(within(dialog).getByLabelText('Landmark')).toHaveValue('Blue gate');
    const map = within(dialog).getByRole('application');
    map.getBoundingClientRect = () => ({ left: 0, top: 0, width: 600, height: 300 }) as DOMRect;
    fireEvent.click(map, { clientX: 3, clientY: 3 });
    await user.clear(within(dialog).getByLabelText('Location'));
    await user.type(within(dialog).getByLabelText('Location'), 'Out at sea');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirm Location' });
    expect(confirm).toHaveTextContent(
      'Are you currently at the location, where we are delivering to?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your selected location is not in St. Croix. Please change your delivery location.',
    );
    expect(api.received.some((r) => r.path.endsWith('/updateAddress'))).toBe(false);
  });

  it('edits an address with a click on the island', async () => {
    const user = userEvent.setup();
    renderApp(<AddressManager open onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    const dialog = screen.getByRole('dialog', { name: 'Set Delivery Address' });
    const map = within(dialog).getByRole('application');
    map.focus();
    await user.keyboard('{ArrowUp}');
    expect(within(dialog).getByLabelText('Location')).toHaveValue('Near Christiansted, St. Croix');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.received.some((r) => r.path.endsWith('/updateAddress'))).toBe(true),
    );
    expect(sent('/updateAddress')).toMatchObject({ addressId: 1, latitude: 17.747, type: 'Home' });
    await waitFor(() => expect(reads()).toBe(2));
  });
});

describe('Choose a Delivery Address', () => {
  it("lists 'Deliver to: {type}' and stores the chosen one", async () => {
    const user = userEvent.setup();
    const chosen = jest.fn();
    renderApp(<AddressChooser open onClose={() => {}} onChosen={chosen} />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Delivery Address' });
    await user.click(await within(dialog).findByRole('button', { name: /Deliver to: Home/ }));
    expect(chosen).toHaveBeenCalledWith(home);
    expect(stored.get('chosenLocation')).toMatchObject({ addressId: 1 });
  });

  it("says 'No address found' and offers 'Add Address'", async () => {
    addresses = [];
    renderApp(<AddressChooser open onClose={() => {}} />);
    expect(await screen.findByText('No address found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Address' })).toBeInTheDocument();
  });
});
