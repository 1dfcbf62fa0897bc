import type { FastifyInstance } from 'fastify';
import type * as api from '@island-eats/api-client';
import { findUserByPhone, userDetails } from '../auth/accounts';
import { FIELD_MESSAGES, SIGNUP_COUNTRY_CODES, isEmail, isOtpFormat } from '../auth/fields';
import { passwordProblem, phoneProblem } from '../auth/fields';
import { LOGIN_FAILED, checkLogin } from '../auth/log-in';
import { verifyOtp } from '../auth/otp-codes';
import { OTP_MESSAGES } from '../auth/otp-rules';
import { UNKNOWN_NUMBER, resetPassword } from '../auth/reset-password';
import { AUTH_SCHEMAS } from '../auth/schemas';
import type { ChangePasswordBody, LoginBody, PhoneBody, SignupBody } from '../auth/schemas';
import type { VerifyBody } from '../auth/schemas';
import { otpPurpose, sendOtp } from '../auth/send-otp';
import { signUp } from '../auth/sign-up';
import { disconnectSession, disconnectUserSessions } from '../auth/session-sockets';
import { bearerToken, issueToken, revokeToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { currentUserId, UNAUTHENTICATED } from '../http/auth';
import { fail, ok } from '../http/wire';

export const LOGGED_OUT = 'You have been logged out.';
export const PASSWORD_CHANGED = 'Your password has been changed. Please log in.';

/** The phone fields trimmed, as every auth call keys on them. */
const phoneOf = (body: PhoneBody) => ({
  mobileNumber: body.mobileNumber.trim(),
  countryCode: body.countryCode.trim(),
});

/** SPEC.md §4 auth state machine: check the number, then sign up with a code or log in. */
export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: PhoneBody }>(
    '/CheckAvailability',
    { schema: AUTH_SCHEMAS.phone },
    async (request) => {
      const phone = phoneOf(request.body);
      const problem = phoneProblem(phone);
      if (problem) return fail(problem);
      if (await findUserByPhone(ctx.db, phone))
        return ok({ isNewUser: 0 }) satisfies api.AnswerOf<typeof api.checkAvailability>;
      const sent = await sendOtp(ctx, request, phone, 'signup');
      if (sent.kind === 'limited') return fail(sent.message, { isNewUser: 1 });
      // Within the cooldown the code sent moments ago is still live: nothing more to send.
      const retryAfter = sent.kind === 'cooldown' ? sent.secondsLeft : 30;
      return ok({ isNewUser: 1, message: OTP_MESSAGES.sent, retryAfter }) satisfies api.AnswerOf<
        typeof api.checkAvailability
      >;
    },
  );

  app.post<{ Body: PhoneBody }>('/resendOtp', { schema: AUTH_SCHEMAS.resend }, async (request) => {
    const phone = phoneOf(request.body);
    const problem = phoneProblem(phone);
    if (problem) return fail(problem);
    const user = await findUserByPhone(ctx.db, phone);
    const purpose = otpPurpose(request.body.type, user !== undefined);
    if (purpose === 'forgot_password' && !user) return fail(UNKNOWN_NUMBER);
    const sent = await sendOtp(ctx, request, phone, purpose);
    if (sent.kind === 'limited') return fail(sent.message);
    if (sent.kind === 'cooldown') {
      return fail(OTP_MESSAGES.cooldown(sent.secondsLeft), { retryAfter: sent.secondsLeft });
    }
    return ok({ message: OTP_MESSAGES.sent, retryAfter: 30 }) satisfies api.AnswerOf<
      typeof api.resendOtp
    >;
  });

  app.post<{ Body: PhoneBody }>(
    '/forgotPassword',
    { schema: AUTH_SCHEMAS.phone },
    async (request) => {
      const phone = phoneOf(request.body);
      const problem = phoneProblem(phone);
      if (problem) return fail(problem);
      if (!(await findUserByPhone(ctx.db, phone))) return fail(UNKNOWN_NUMBER);
      const sent = await sendOtp(ctx, request, phone, 'forgot_password');
      if (sent.kind === 'limited') return fail(sent.message);
      const retryAfter = sent.kind === 'cooldown' ? sent.secondsLeft : 30;
      return ok({ message: OTP_MESSAGES.sent, retryAfter }) satisfies api.AnswerOf<
        typeof api.forgotPassword
      >;
    },
  );

  app.post<{ Body: VerifyBody }>(
    '/otpVerification',
    { schema: AUTH_SCHEMAS.verify },
    async (request) => {
      const phone = phoneOf(request.body);
      const problem = phoneProblem(phone);
      if (problem) return fail(problem);
      const code = request.body.otpNumber.trim();
      if (!isOtpFormat(code)) return fail(FIELD_MESSAGES.otpFormat);
      const user = await findUserByPhone(ctx.db, phone);
      const purpose = otpPurpose(request.body.type, user !== undefined);
      const refused = await verifyOtp(ctx.db, { phone, purpose, code, now: ctx.now() });
      return refused
        ? fail(refused)
        : (ok({ message: OTP_MESSAGES.verified }) satisfies api.AnswerOf<
            typeof api.otpVerification
          >);
    },
  );

  app.post<{ Body: LoginBody }>(
    '/userPasswordLogin',
    { schema: AUTH_SCHEMAS.login },
    async (request) => {
      const phone = phoneOf(request.body);
      const problem = phoneProblem(phone);
      if (problem) return fail(problem);
      const user = await checkLogin(ctx.db, phone, request.body.password);
      if (!user) return fail(LOGIN_FAILED);
      const udId = request.body.udId ?? null;
      const accessToken = await issueToken(ctx.db, user.id, udId ?? undefined);
      return ok({
        Userdetails: userDetails(user, ctx.publicUrl, udId),
        accessToken,
      }) satisfies api.AnswerOf<typeof api.userPasswordLogin>;
    },
  );

  app.post<{ Body: SignupBody }>(
    '/userWithPasswordSignup',
    { schema: AUTH_SCHEMAS.signup },
    async (request) => {
      const { body } = request;
      const phone = phoneOf(body);
      const email = body.email.trim();
      const userName = body.userName.trim();
      const problem =
        phoneProblem(phone) ??
        (SIGNUP_COUNTRY_CODES.some((code) => code === phone.countryCode)
          ? null
          : FIELD_MESSAGES.signupCountryCode) ??
        (isEmail(email) ? null : FIELD_MESSAGES.email) ??
        (userName ? null : FIELD_MESSAGES.userName) ??
        passwordProblem(body.password) ??
        (isOtpFormat(body.otpNumber.trim()) ? null : FIELD_MESSAGES.otpFormat);
      if (problem) return fail(problem);
      const result = await signUp(
        ctx.db,
        {
          ...phone,
          email,
          userName,
          password: body.password,
          otpNumber: body.otpNumber.trim(),
          locatedAt: request.island,
        },
        ctx.now(),
      );
      if ('problem' in result) return fail(result.problem);
      const udId = body.udId ?? null;
      const token = await issueToken(ctx.db, result.user.id, udId ?? undefined);
      return ok({
        userDetails: userDetails(result.user, ctx.publicUrl, udId),
        token,
      }) satisfies api.AnswerOf<typeof api.userWithPasswordSignup>;
    },
  );

  app.post<{ Body: ChangePasswordBody }>(
    '/changePassword',
    { schema: AUTH_SCHEMAS.changePassword },
    async (request) => {
      const { body } = request;
      const phone = phoneOf(body);
      const problem =
        phoneProblem(phone) ??
        passwordProblem(body.password) ??
        (body.password === body.confirmPassword ? null : FIELD_MESSAGES.passwordMismatch) ??
        (isOtpFormat(body.otpNumber.trim()) ? null : FIELD_MESSAGES.otpFormat);
      if (problem) return fail(problem);
      const keepToken = bearerToken(request.headers.authorization);
      const reset = await resetPassword(ctx.db, {
        phone,
        otpNumber: body.otpNumber.trim(),
        password: body.password,
        now: ctx.now(),
        keepToken,
      });
      if (!reset.ok) return fail(reset.message);
      disconnectUserSessions(app.io, reset.userId, keepToken);
      return ok({ message: PASSWORD_CHANGED }) satisfies api.AnswerOf<typeof api.changePassword>;
    },
  );

  app.post('/logout', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token || (await currentUserId(ctx, request)) === null) return fail(UNAUTHENTICATED);
    await revokeToken(ctx.db, token);
    disconnectSession(app.io, token);
    return ok({ message: LOGGED_OUT }) satisfies api.AnswerOf<typeof api.logout>;
  });
}
