import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { issueOtp } from './otp-codes';
import type { IssueResult, Phone } from './otp-codes';
import type { OtpPurpose } from './otp-sender';

/** Issues a code within the limits and hands it to the context's sender. */
export async function sendOtp(
  ctx: AppContext,
  request: FastifyRequest,
  phone: Phone,
  purpose: OtpPurpose,
): Promise<IssueResult> {
  const result = await issueOtp(ctx.db, {
    phone,
    purpose,
    ip: request.ip,
    now: ctx.now(),
    maxPerIp: ctx.otpMaxPerIp,
  });
  if (result.kind === 'sent') {
    await ctx.otpSender.send(
      { ...phone, code: result.code, purpose, expiresAt: result.expiresAt },
      request.log,
    );
  }
  return result;
}

/** The client names the flow only sometimes; a number with an account can only be resetting. */
export function otpPurpose(type: 'signup' | 'forgot' | undefined, hasAccount: boolean): OtpPurpose {
  if (type === 'signup') return 'signup';
  if (type === 'forgot') return 'forgot_password';
  return hasAccount ? 'forgot_password' : 'signup';
}
