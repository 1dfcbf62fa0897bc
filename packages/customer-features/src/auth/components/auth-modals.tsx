import { useEffect } from 'react';
import { keepForAfterLogin } from '../after-login';
import { useAuthFlow } from '../use-auth-flow';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import { OtpModal } from './otp-modal';
import { ResetPasswordModal } from './reset-password-modal';
import { SignUpModal } from './sign-up-modal';

/**
 * The one open modal of the auth flow. Loaded lazily by AuthModalsHost, which also opens Log In
 * when another app sends bus.request('openLogin').
 */
export function AuthModals() {
  const { flow } = useAuthFlow();
  // closed without logging in: what the visitor asked for is dropped, not done at a later login
  useEffect(() => () => keepForAfterLogin(null), []);

  switch (flow.step) {
    case 'login':
      return <LoginModal />;
    case 'otp':
      return <OtpModal />;
    case 'signUp':
      return <SignUpModal />;
    case 'forgotPassword':
      return <ForgotPasswordModal />;
    case 'resetPassword':
      return <ResetPasswordModal />;
    case 'closed':
      return null;
  }
}
