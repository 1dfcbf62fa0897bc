import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  formatPhone,
  isApiError,
  OTP_LENGTH,
  otpVerification,
  resendOtp,
} from '@island-eats/api-client';
import { showFailure } from '@island-eats/app-frame/client';
import { Button, ChevronLeftIcon, Modal, notify } from '@island-eats/ui';
import { OtpBoxes } from '@island-eats/ui/otp-boxes';
import { useAuthFlow } from '../use-auth-flow';
import { useResendCooldown } from '../use-resend-cooldown';
import { FormActions, Hint } from './form-actions';

const Resend = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * OTP entry (SPEC.md §4): OTPModal after a new number, OTPModal2 in forgot-password. Verify
 * is enabled only at six digits; the back arrow returns to where the code was asked for.
 */
export function OtpModal() {
  const { flow, go, close } = useAuthFlow();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const busy = useRef(false);
  const { secondsLeft, restart } = useResendCooldown(flow.retryAfter);
  const hintId = useId();
  const type = flow.purpose;

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy.current || code.length !== OTP_LENGTH) return;
    busy.current = true;
    setVerifying(true);
    try {
      await otpVerification({ ...flow.phone, otpNumber: code, type });
      go({ step: type === 'signup' ? 'signUp' : 'resetPassword', otpNumber: code });
    } catch (failure) {
      showFailure(failure);
      setCode('');
    } finally {
      busy.current = false;
      setVerifying(false);
    }
  }

  async function resend() {
    if (resending || secondsLeft > 0) return;
    setResending(true);
    try {
      const answer = await resendOtp({ ...flow.phone, type });
      notify.success(answer.message);
      restart(answer.retryAfter);
      setCode('');
    } catch (failure) {
      const retryAfter = isApiError(failure) ? Number(failure.body?.retryAfter) : NaN;
      if (retryAfter > 0) restart(retryAfter);
      showFailure(failure);
    } finally {
      setResending(false);
    }
  }

  return (
    <Modal open onClose={close} title="Verify OTP" size="sm" aria-describedby={hintId}>
      <Button
        variant="ghost"
        size="sm"
        startIcon={<ChevronLeftIcon />}
        onClick={() => go({ step: type === 'signup' ? 'login' : 'forgotPassword' })}
      >
        Back
      </Button>
      <form onSubmit={verify} noValidate>
        <Hint id={hintId}>
          Enter the 6-digit code sent to{' '}
          {formatPhone(flow.phone.countryCode, flow.phone.mobileNumber)}.
        </Hint>
        <OtpBoxes label="One-time code" value={code} onChange={setCode} />
        <FormActions>
          <Button type="submit" fullWidth loading={verifying} disabled={code.length !== OTP_LENGTH}>
            Verify
          </Button>
          <Resend aria-live="polite">
            {secondsLeft > 0 ? (
              `Resend OTP in ${secondsLeft}s`
            ) : (
              <Button variant="link" onClick={() => void resend()} loading={resending}>
                Resend OTP
              </Button>
            )}
          </Resend>
        </FormActions>
      </form>
    </Modal>
  );
}
