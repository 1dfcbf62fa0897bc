import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { issueOtp, withdrawOtp } from './otp-codes';
import { OTP_MESSAGES } from './otp-rules';
import type { IssueResult, Phone } from './otp-codes';
import type { OtpPurpose } from './otp-sender';

/**
 * Issues a code within the limits and hands it to the context's sender. A code the sender
 * could not deliver is withdrawn and the customer told so: no code stands that nobody got.
 */
export async function sendOtp(
  ctx: AppContext,
  request: FastifyRequest,
  phone: Phone,
  purpose: OtpPurpose,
): Promise<IssueResult> {
  const now = ctx.now();
  const result = await issueOtp(ctx.db, {
    phone,
    purpose,
    ip: request.ip,
    now,
    maxPerIp: ctx.otpMaxPerIp,
  });
  if (result.kind !== 'sent') return result;
  try {
    await ctx.otpSender.send(
      { ...phone, code: result.code, purpose, expiresAt: result.expiresAt },
      request.log,
    );
  } catch (error) {
    // the sender's errors never carry the code (auth/twilio-otp-sender.ts)
    request.log.error({ err: error, purpose }, 'OTP not sent');
    await withdrawOtp(ctx.db, { phone, purpose, sentAt: now });
    return { kind: 'limited', message: OTP_MESSAGES.notSent };
  }
  return result;
}

/** The client names the flow only sometimes; a number with an account can only be resetting. */
export function otpPurpose(type: 'signup' | 'forgot' | undefined, hasAccount: boolean): OtpPurpose {
  if (type === 'signup') return 'signup';
  if (type === 'forgot') return 'forgot_password';
  return hasAccount ? 'forgot_password' : 'signup';
}
