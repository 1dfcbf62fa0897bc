import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getSession, setSession, stored } from '@island-eats/api-client';
import { formField } from '@island-eats/api-client/testing';
import { renderApp, type TestServer } from '@island-eats/app-frame/testing';
import { profile, session } from '../../testing/fixtures';
import { startAccountApi } from '../../testing/account-api';
import EditProfilePage from '../edit-profile-page';

let api: TestServer;
const LOCATIONS = [
  { id: 1, name: 'st_croix', displayName: 'St. Croix' },
  { id: 2, name: 'st_thomas', displayName: 'St. Thomas' },
];

beforeEach(async () => {
  setSession(session);
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  api = await startAccountApi({
    getProfile: () => ({ error: 'false', usersDetails: profile({ image: '/images/dana.png' }) }),
    getloginSetting: () => ({ error: 'false', tip: [2], located_at: LOCATIONS }),
    updateProfile: () => ({ error: 'false', message: 'Profile updated successfully.' }),
  });
});
afterEach(async () => {
  clearSession();
  localStorage.clear();
  await api.close();
});

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('Edit Profile page', () => {
  it('shows the fields, email and phone disabled, and saves with the picture', async () => {
    const user = userEvent.setup();
    renderApp(<EditProfilePage />);
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Dana Demo');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Phone Number')).toBeDisabled();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+1 340-555-0100');
    await user.upload(screen.getByLabelText('Profile Image'), png());
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.clear(name);
    await user.type(name, 'Dana D.');
    await user.type(screen.getByLabelText('Short Interests Survey'), 'Seafood');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    const sent = api.received.find((r) => r.path.endsWith('/updateProfile'))!;
    expect(formField(sent.body, 'userName')).toBe('Dana D.');
    expect(formField(sent.body, 'short_interest_survey')).toBe('Seafood');
    expect(sent.body).toContain('filename="me.png"');
    expect(getSession()?.userName).toBe('Dana D.');
  });

  it('keeps Submit disabled while the name is empty', async () => {
    const user = userEvent.setup();
    renderApp(<EditProfilePage />);
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it("asks for a picture when there is none: 'Please Select Profile Image'", async () => {
    api.reply(({ path }) => ({
      body: path.endsWith('/getProfile')
        ? { error: 'false', usersDetails: profile({ image: null }) }
        : { error: 'false', tip: [], located_at: LOCATIONS },
    }));
    renderApp(<EditProfilePage />);
    expect(await screen.findByText('Please Select Profile Image')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled());
  });

  it('refuses a file that is not png, gif or jpeg, or too large', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp(<EditProfilePage />);
    const input = await screen.findByLabelText('Profile Image');
    await user.upload(input, new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a PNG, GIF or JPEG image.');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('2 MB or less');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('asks before switching the location; Yes switches and clears the cart', async () => {
    const user = userEvent.setup();
    renderApp(<EditProfilePage />);
    const select = await screen.findByLabelText('Location');
    await user.selectOptions(select, 'st_thomas');
    let dialog = screen.getByRole('dialog', { name: 'Switch Location' });
    await user.click(within(dialog).getByRole('button', { name: "Don't Switch" }));
    expect(select).toHaveValue('st_croix');
    await user.selectOptions(select, 'st_thomas');
    dialog = screen.getByRole('dialog', { name: 'Switch Location' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Switch Location' }));
    await waitFor(() => expect(select).toHaveValue('st_thomas'));
    expect(stored.get('currentLocation')).toBe('st_thomas');
    expect(api.received.some((r) => r.path.endsWith('/clearCart'))).toBe(true);
  });
});
