import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, clearSession, getSession } from '@island-eats/api-client';
import { renderApp } from '@island-eats/app-frame/testing';
import { authFlowAtom } from '../../auth-flow';
import { AuthModals } from '../auth-modals';
import { apiMock, resetApiMock } from './api-mock';
import { flowStore } from './flow-store';

jest.mock('@island-eats/api-client', () => ({
  ...jest.requireActual('@island-eats/api-client'),
  ...jest.requireActual('./api-mock').apiMock,
}));

const user = () => userEvent.setup();
const phoneBox = () => screen.getByRole('textbox', { name: 'Mobile Number' });

beforeEach(() => {
  resetApiMock();
  clearSession();
});

describe('Log In modal', () => {
  it('defaults to +1 and refuses an empty, short or non-digit number before calling the server', async () => {
    const u = user();
    renderApp(<AuthModals />, { store: flowStore({ step: 'login' }) });
    expect(screen.getByRole('combobox', { name: 'Country Code' })).toHaveValue('+1');
    const submit = screen.getByRole('button', { name: 'Continue' });

    await u.click(submit);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(phoneBox()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneBox()).toHaveAccessibleDescription('Required');

    await u.type(phoneBox(), '34055');
    await u.click(submit);
    expect(await screen.findByText('Mobile number must be 10 digits')).toBeInTheDocument();

    await u.clear(phoneBox());
    await u.type(phoneBox(), '340555abcd');
    await u.click(submit);
    expect(await screen.findByText('Please enter vaild phone number')).toBeInTheDocument();
    expect(apiMock.checkAvailability).not.toHaveBeenCalled();
  });

  it('shows the password field for a known number, checks it, and hides it when the number changes', async () => {
    const u = user();
    apiMock.checkAvailability.mockResolvedValue({ error: 'false', isNewUser: 0 });
    renderApp(<AuthModals />, { store: flowStore({ step: 'login' }) });
    await u.type(phoneBox(), '3405550100');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    const password = await screen.findByLabelText('Password');

    await u.type(password, 'abc');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(apiMock.userPasswordLogin).not.toHaveBeenCalled();

    await u.type(phoneBox(), '{Backspace}');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await u.type(phoneBox(), '0');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Password');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Country Code' }), '+91');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('logs in, keeps the session and closes; a refusal shows the server message', async () => {
    const u = user();
    apiMock.checkAvailability.mockResolvedValue({ error: 'false', isNewUser: 0 });
    apiMock.userPasswordLogin
      .mockRejectedValueOnce(
        new ApiError('server', 'Invalid mobile number or password.', 200, undefined),
      )
      .mockResolvedValueOnce({
        error: 'false',
        accessToken: 'token-1',
        Userdetails: {
          userName: 'Demo Customer',
          email: 'demo@islandeats.test',
          countryCode: '+1',
          mobileNumber: '3405550100',
          located_at: 'st_croix',
          short_interest_survey: null,
          udId: 'X',
        },
      });
    const { store } = renderApp(<AuthModals />, { store: flowStore({ step: 'login' }) });
    await u.type(phoneBox(), '3405550100');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await u.type(await screen.findByLabelText('Password'), 'wrong-one');
    await u.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Invalid mobile number or password.')).toBeInTheDocument();
    expect(getSession()).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByText('Welcome, Demo Customer!');
    expect(getSession()?.token).toBe('token-1');
    expect(store.get(authFlowAtom).step).toBe('closed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a new number on to the OTP modal', async () => {
    const u = user();
    apiMock.checkAvailability.mockResolvedValue({ error: 'false', isNewUser: 1, retryAfter: 30 });
    const { store } = renderApp(<AuthModals />, { store: flowStore({ step: 'login' }) });
    await u.type(phoneBox(), '3405512345');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(store.get(authFlowAtom)).toMatchObject({
      step: 'otp',
      purpose: 'signup',
      phone: { countryCode: '+1', mobileNumber: '3405512345' },
    });
  });
});
