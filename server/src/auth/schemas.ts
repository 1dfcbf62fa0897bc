import { locatedAtSchema } from '../http/island';

/**
 * Bodies of the auth calls. Types and lengths are checked here (422); the SPEC.md §5 rules with
 * their own texts are checked in the handlers (fields.ts), so the client can show them.
 */
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const phone = {
  located_at: locatedAtSchema,
  mobileNumber: text(20),
  countryCode: text(8),
} as const;

const body = <P extends object, R extends readonly string[]>(properties: P, required: R) =>
  ({ body: { type: 'object', required, properties } }) as const;

const phoneRequired = ['mobileNumber', 'countryCode'] as const;
const otpType = { type: 'string', enum: ['signup', 'forgot'] } as const;

export const AUTH_SCHEMAS = {
  phone: body(phone, phoneRequired),
  resend: body({ ...phone, type: otpType }, phoneRequired),
  login: body({ ...phone, password: text(200), udId: text(100) }, [
    ...phoneRequired,
    'password',
  ] as const),
  signup: body(
    {
      ...phone,
      email: text(254),
      userName: text(100),
      password: text(200),
      udId: text(100),
      otpNumber: text(10),
    },
    [...phoneRequired, 'email', 'userName', 'password', 'otpNumber'] as const,
  ),
  verify: body({ ...phone, otpNumber: text(10), udId: text(100), type: otpType }, [
    ...phoneRequired,
    'otpNumber',
  ] as const),
  changePassword: body(
    { ...phone, otpNumber: text(10), password: text(200), confirmPassword: text(200) },
    [...phoneRequired, 'otpNumber', 'password', 'confirmPassword'] as const,
  ),
  logout: body({ located_at: locatedAtSchema }, [] as const),
} as const;

export interface PhoneBody {
  mobileNumber: string;
  countryCode: string;
  type?: 'signup' | 'forgot';
}
export interface LoginBody extends PhoneBody {
  password: string;
  udId?: string;
}
export interface SignupBody extends PhoneBody {
  email: string;
  userName: string;
  password: string;
  udId?: string;
  otpNumber: string;
}
export interface VerifyBody extends PhoneBody {
  otpNumber: string;
  udId?: string;
}
export interface ChangePasswordBody extends PhoneBody {
  otpNumber: string;
  password: string;
  confirmPassword: string;
}
