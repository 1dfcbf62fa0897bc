import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@island-eats/api-client';
import { renderApp } from '@island-eats/app-frame/testing';
import { authFlowAtom } from '../../auth-flow';
import { AuthModals } from '../auth-modals';
import { apiMock, resetApiMock } from './api-mock';
import { flowStore } from './flow-store';

jest.mock('@island-eats/api-client', () => ({
  ...jest.requireActual('@island-eats/api-client'),
  ...jest.requireActual('./api-mock').apiMock,
}));

const phone = { countryCode: '+1', mobileNumber: '3405512345' };
const verify = () => screen.getByRole('button', { name: 'Verify' });

beforeEach(resetApiMock);
afterEach(() => jest.useRealTimers());

describe('OTP modal', () => {
  it('has six boxes, enables Verify only at six digits and fills all six from a paste', async () => {
    const u = userEvent.setup();
    renderApp(<AuthModals />, {
      store: flowStore({ step: 'otp', purpose: 'signup', phone, retryAfter: 30 }),
    });
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(verify()).toBeDisabled();
    await u.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await u.keyboard('12345');
    expect(verify()).toBeDisabled();
    await u.keyboard('6');
    expect(verify()).toBeEnabled();

    await u.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await u.paste('654321');
    expect(screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)).toEqual([
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
    ]);
    expect(verify()).toBeEnabled();
  });

  it('shows a wrong code refused and moves on to Sign Up with the right one', async () => {
    const u = userEvent.setup();
    apiMock.otpVerification
      .mockRejectedValueOnce(
        new ApiError('server', 'Invalid OTP. Please try again.', 200, undefined),
      )
      .mockResolvedValueOnce({ error: 'false' });
    const { store } = renderApp(<AuthModals />, {
      store: flowStore({ step: 'otp', purpose: 'signup', phone }),
    });
    await u.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await u.paste('000000');
    await u.click(verify());
    expect(await screen.findByText('Invalid OTP. Please try again.')).toBeInTheDocument();
    expect(verify()).toBeDisabled();

    await u.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await u.paste('123456');
    await u.click(verify());
    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
    expect(apiMock.otpVerification).toHaveBeenLastCalledWith({
      ...phone,
      otpNumber: '123456',
      type: 'signup',
    });
    expect(store.get(authFlowAtom).otpNumber).toBe('123456');
  });

  it('counts down before Resend OTP is offered', async () => {
    jest.useFakeTimers();
    apiMock.resendOtp.mockResolvedValue({ error: 'false', message: 'Sent again.', retryAfter: 30 });
    renderApp(<AuthModals />, {
      store: flowStore({ step: 'otp', purpose: 'signup', phone, retryAfter: 2 }),
    });
    expect(screen.getByText('Resend OTP in 2s')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Resend OTP in 1s')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    jest.useRealTimers();
    await userEvent.setup().click(resend);
    expect(apiMock.resendOtp).toHaveBeenCalledWith({ ...phone, type: 'signup' });
    expect(await screen.findByText('Resend OTP in 30s')).toBeInTheDocument();
  });

  it('goes back to Log In for a new user and to Forgot Password otherwise', async () => {
    const u = userEvent.setup();
    const { store, unmount } = renderApp(<AuthModals />, {
      store: flowStore({
        step: 'otp',
        purpose: 'signup',
        phone,
      }),
    });
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(store.get(authFlowAtom).step).toBe('login');
    unmount();

    const forgot = renderApp(<AuthModals />, {
      store: flowStore({ step: 'otp', purpose: 'forgot', phone }),
    });
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(forgot.store.get(authFlowAtom).step).toBe('forgotPassword');
  });
});
