import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@island-eats/app-frame/testing';
import { authFlowAtom } from '../../auth-flow';
import { AuthModals } from '../auth-modals';
import { apiMock, resetApiMock } from './api-mock';
import { flowStore } from './flow-store';

jest.mock('@island-eats/api-client', () => ({
  ...jest.requireActual('@island-eats/api-client'),
  ...jest.requireActual('./api-mock').apiMock,
}));

const phone = { countryCode: '+1', mobileNumber: '3405550100' };

beforeEach(resetApiMock);

describe('Forgot Password modal', () => {
  it('refuses a bad number on the field, then sends the code and opens OTPModal2', async () => {
    const u = userEvent.setup();
    apiMock.forgotPassword.mockResolvedValue({ error: 'false', message: 'Sent.', retryAfter: 30 });
    const { store } = renderApp(<AuthModals />, { store: flowStore({ step: 'forgotPassword' }) });
    await u.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '12');
    await u.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Mobile number must be 10 digits')).toBeInTheDocument();
    expect(apiMock.forgotPassword).not.toHaveBeenCalled();

    await u.clear(screen.getByRole('textbox', { name: 'Mobile Number' }));
    await u.type(screen.getByRole('textbox', { name: 'Mobile Number' }), phone.mobileNumber);
    await u.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('dialog', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(store.get(authFlowAtom)).toMatchObject({ step: 'otp', purpose: 'forgot', phone });
  });
});

describe('Reset Password modal', () => {
  it("says 'Password doesn't match' and resets with the verified code", async () => {
    const u = userEvent.setup();
    apiMock.changePassword.mockResolvedValue({ error: 'false', message: 'Password changed.' });
    const { store } = renderApp(<AuthModals />, {
      store: flowStore({
        step: 'resetPassword',
        phone,
        otpNumber: '654321',
      }),
    });
    await u.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);

    await u.type(screen.getByLabelText('New Password'), 'abc');
    await u.type(screen.getByLabelText('Confirm Password'), 'abcdef');
    await u.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText("Password doesn't match")).toBeInTheDocument();
    expect(apiMock.changePassword).not.toHaveBeenCalled();

    await u.type(screen.getByLabelText('New Password'), 'def');
    await u.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByText('Password changed.');
    expect(apiMock.changePassword).toHaveBeenCalledWith({
      ...phone,
      otpNumber: '654321',
      password: 'abcdef',
      confirmPassword: 'abcdef',
    });
    expect(store.get(authFlowAtom).step).toBe('closed');
  });
});
