import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getSession } from '@island-eats/api-client';
import { renderApp } from '@island-eats/app-frame/testing';
import { AuthModals } from '../auth-modals';
import { apiMock, resetApiMock } from './api-mock';
import { flowStore } from './flow-store';

jest.mock('@island-eats/api-client', () => ({
  ...jest.requireActual('@island-eats/api-client'),
  ...jest.requireActual('./api-mock').apiMock,
}));

const flow = {
  step: 'signUp' as const,
  phone: { countryCode: '+1', mobileNumber: '3405512345' },
  otpNumber: '123456',
};
const submit = () => screen.getByRole('button', { name: 'Sign Up' });

beforeEach(() => {
  resetApiMock();
  clearSession();
});

describe('Sign Up modal', () => {
  it('offers +1 and +91 and keeps submit disabled while invalid or the terms are unticked', async () => {
    const u = userEvent.setup();
    renderApp(<AuthModals />, { store: flowStore(flow) });
    const code = screen.getByRole('combobox', { name: 'Country Code' });
    expect(Array.from((code as HTMLSelectElement).options).map((option) => option.value)).toEqual([
      '+1',
      '+91',
    ]);
    await waitFor(() => expect(submit()).toBeDisabled());

    await u.type(screen.getByLabelText('Name'), 'Ana Island');
    await u.type(screen.getByLabelText('Email'), 'ana@');
    await u.type(screen.getByLabelText('Password'), 'abc');
    await u.tab();
    expect(await screen.findByText('Invalid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();

    await u.clear(screen.getByLabelText('Name'));
    await u.tab();
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Required'),
    );
    // the terms box was left unticked on the way: it says so too
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }),
    ).toHaveAccessibleDescription('Required');
    await u.type(screen.getByLabelText('Name'), 'Ana Island');
    await u.type(screen.getByLabelText('Email'), 'example.com');
    await u.type(screen.getByLabelText('Password'), 'defghi');
    expect(submit()).toBeDisabled();

    await u.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }));
    expect(submit()).toBeEnabled();
  });

  it('signs up with the verified code and logs the user in', async () => {
    const u = userEvent.setup();
    apiMock.userWithPasswordSignup.mockResolvedValue({
      error: 'false',
      token: 'new-token',
      userDetails: {
        userName: 'Ana Island',
        email: 'ana@example.com',
        countryCode: '+1',
        mobileNumber: '3405512345',
        located_at: 'st_croix',
        short_interest_survey: null,
        udId: 'X',
      },
    });
    renderApp(<AuthModals />, { store: flowStore(flow) });
    await u.type(screen.getByLabelText('Name'), 'Ana Island');
    await u.type(screen.getByLabelText('Email'), 'ana@example.com');
    await u.type(screen.getByLabelText('Password'), 'secret1');
    await u.click(screen.getByRole('checkbox'));
    await u.dblClick(submit());
    await screen.findByText('Welcome to Island Eats, Ana Island!');
    expect(apiMock.userWithPasswordSignup).toHaveBeenCalledTimes(1);
    expect(apiMock.userWithPasswordSignup).toHaveBeenCalledWith({
      mobileNumber: '3405512345',
      countryCode: '+1',
      email: 'ana@example.com',
      userName: 'Ana Island',
      password: 'secret1',
      otpNumber: '123456',
    });
    expect(getSession()?.token).toBe('new-token');
  });
});
