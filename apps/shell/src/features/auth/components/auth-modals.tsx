import { useEffect } from 'react';
import { bus } from '@island-eats/event-bus';
import { useAuthFlow } from '../use-auth-flow';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import { OtpModal } from './otp-modal';
import { ResetPasswordModal } from './reset-password-modal';
import { SignUpModal } from './sign-up-modal';

/** The one open modal of the auth flow; other apps open Log In with bus.request('openLogin'). */
export function AuthModals() {
  const { flow, go } = useAuthFlow();
  useEffect(() => bus.onRequest('openLogin', () => go({ step: 'login', entry: 'login' })), [go]);

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
