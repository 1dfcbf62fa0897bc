import type { AnyObject, ObjectSchema } from 'yup';
import {
  addressSchema,
  cardAddSchema,
  cartNoteSchema,
  checkoutContactSchema,
  deliveryRatingSchema,
  editProfileSchema,
  footerQuestionSchema,
  loginSchema,
  otpSchema,
  providerCardSchema,
  resetPasswordSchema,
  signUpSchema,
  strictPasswordSchema,
  takeOutRatingSchema,
  tipSchema,
} from '..';

/** The first message the schema gives for `field`, or undefined when the field is valid. */
function messageFor(
  schema: ObjectSchema<AnyObject>,
  values: Record<string, unknown>,
  field: string,
) {
  try {
    schema.validateSyncAt(field, values);
    return undefined;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

const phone = { countryCode: '+1', mobileNumber: '3405551234' };
const signUp = {
  ...phone,
  otpNumber: '123456',
  udId: 'DEVICE',
  userName: 'Ana',
  email: 'ana@example.com',
  password: 'secret',
  terms: true,
};
const card = {
  holderName: 'Ana Smith',
  cardNumber: '4111111111111111',
  expiry: '12/2030',
  cvv: '123',
  zipCode: '00820',
};
const providerCard = {
  name: 'Ana Smith',
  cardNumber: '4111111111111111',
  expiry: '12/2030',
  cvv: '123',
};
const contact = { userName: 'Ana', email: 'ana@example.com', mobileNumber: '3405551234' };
const EXPIRY = 'Please enter the expiry date as MM/YYYY.';
const profile = { ...contact, image: 'http://img/a.png', located_at: 'st_croix' };
const address = {
  location: 'Christiansted',
  houseFlatNo: '',
  landMark: 'Near the fort',
  type: 'Home',
};

type Row = [string, ObjectSchema<AnyObject>, Record<string, unknown>, string, string | undefined];

const rows: Row[] = [
  [
    'mobile required',
    loginSchema(false),
    { ...phone, mobileNumber: '' },
    'mobileNumber',
    'Required',
  ],
  [
    'mobile digits',
    loginSchema(false),
    { ...phone, mobileNumber: '340555123a' },
    'mobileNumber',
    'Please enter vaild phone number',
  ],
  [
    'mobile length',
    loginSchema(false),
    { ...phone, mobileNumber: '34055' },
    'mobileNumber',
    'Mobile number must be 10 digits',
  ],
  ['mobile ok', loginSchema(false), phone, 'mobileNumber', undefined],
  ['password hidden', loginSchema(false), { ...phone, password: '' }, 'password', undefined],
  ['password shown, empty', loginSchema(true), { ...phone, password: '' }, 'password', 'Required'],
  [
    'password shown, short',
    loginSchema(true),
    { ...phone, password: '12345' },
    'password',
    'Password must be at least 6 characters.',
  ],
  [
    'password shown, ok',
    loginSchema(true),
    { ...phone, password: '123456' },
    'password',
    undefined,
  ],
  ['sign-up email', signUpSchema, { ...signUp, email: 'ana@' }, 'email', 'Invalid email address.'],
  ['sign-up email required', signUpSchema, { ...signUp, email: '' }, 'email', 'Required'],
  [
    'sign-up country code',
    signUpSchema,
    { ...signUp, countryCode: '+44' },
    'countryCode',
    'Invalid value',
  ],
  ['sign-up +91', signUpSchema, { ...signUp, countryCode: '+91' }, 'countryCode', undefined],
  ['sign-up terms', signUpSchema, { ...signUp, terms: false }, 'terms', 'Required'],
  ['sign-up user name', signUpSchema, { ...signUp, userName: ' ' }, 'userName', 'Required'],
  ['sign-up udId', signUpSchema, { ...signUp, udId: '' }, 'udId', 'Required'],
  ['sign-up otp', signUpSchema, { ...signUp, otpNumber: '' }, 'otpNumber', 'Required'],
  [
    'sign-up password',
    signUpSchema,
    { ...signUp, password: 'abc' },
    'password',
    'Password must be at least 6 characters.',
  ],
  ['otp 5 digits', otpSchema, { otpNumber: '12345' }, 'otpNumber', 'Invalid value'],
  ['otp 6 digits', otpSchema, { otpNumber: '123456' }, 'otpNumber', undefined],
  [
    'reset mismatch',
    resetPasswordSchema,
    { password: 'secret', confirmPassword: 'secreT' },
    'confirmPassword',
    "Password doesn't match",
  ],
  [
    'reset match',
    resetPasswordSchema,
    { password: 'secret', confirmPassword: 'secret' },
    'confirmPassword',
    undefined,
  ],
  ['question empty', footerQuestionSchema, { question: '   ' }, 'question', 'Required'],
  ['note 100', cartNoteSchema, { additionalInfo: 'x'.repeat(100) }, 'additionalInfo', undefined],
  [
    'note 101',
    cartNoteSchema,
    { additionalInfo: 'x'.repeat(101) },
    'additionalInfo',
    'Invalid value',
  ],
  ['landmark', addressSchema, { ...address, landMark: '' }, 'landMark', 'Landmark is required.'],
  ['flat optional', addressSchema, address, 'houseFlatNo', undefined],
  [
    'card holder letters',
    cardAddSchema,
    { ...card, holderName: 'Ana 2' },
    'holderName',
    'Please use letters and spaces only.',
  ],
  [
    'card number short',
    cardAddSchema,
    { ...card, cardNumber: '411111111111111' },
    'cardNumber',
    'Please enter upto 16 digits',
  ],
  [
    'card number digits',
    cardAddSchema,
    { ...card, cardNumber: '41111111111111a1' },
    'cardNumber',
    'Please enter digits only.',
  ],
  ['card expiry format', cardAddSchema, { ...card, expiry: '12/30' }, 'expiry', EXPIRY],
  ['card expiry month', cardAddSchema, { ...card, expiry: '13/2030' }, 'expiry', EXPIRY],
  ['card cvv 5', cardAddSchema, { ...card, cvv: '12345' }, 'cvv', 'Please enter up to 4 digits.'],
  ['card cvv 4', cardAddSchema, { ...card, cvv: '1234' }, 'cvv', undefined],
  [
    'card zip 8',
    cardAddSchema,
    { ...card, zipCode: '12345678' },
    'zipCode',
    'Please enter up to 7 digits.',
  ],
  ['card zip required', cardAddSchema, { ...card, zipCode: '' }, 'zipCode', 'Required'],
  [
    'provider cvv 4',
    providerCardSchema,
    { ...providerCard, cvv: '1234' },
    'cvv',
    'Please enter up to 3 digits.',
  ],
  [
    'provider holder letters',
    providerCardSchema,
    { ...providerCard, name: 'Ana 2' },
    'name',
    'Please use letters and spaces only.',
  ],
  ['provider expiry', providerCardSchema, { ...providerCard, expiry: '1/2030' }, 'expiry', EXPIRY],
  [
    'provider number 17',
    providerCardSchema,
    { ...providerCard, cardNumber: '41111111111111111' },
    'cardNumber',
    'Please enter upto 16 digits',
  ],
  ['provider name', providerCardSchema, { ...providerCard, name: '' }, 'name', 'Required'],
  [
    'contact email',
    checkoutContactSchema,
    { ...contact, email: 'nope' },
    'email',
    'Invalid email address.',
  ],
  [
    'contact phone 11',
    checkoutContactSchema,
    { ...contact, mobileNumber: '34055512345' },
    'mobileNumber',
    'Invalid value',
  ],
  ['contact name', checkoutContactSchema, { ...contact, userName: '' }, 'userName', 'Required'],
  [
    'profile image',
    editProfileSchema,
    { ...profile, image: '' },
    'image',
    'Please Select Profile Image',
  ],
  [
    'profile location',
    editProfileSchema,
    { ...profile, located_at: 'st_john' },
    'located_at',
    'Invalid value',
  ],
  [
    'profile email',
    editProfileSchema,
    { ...profile, email: 'x@y' },
    'email',
    'Invalid email address.',
  ],
  ['tip empty', tipSchema, { tipAmount: '' }, 'tipAmount', 'Tip amount is required!'],
  ['tip zero', tipSchema, { tipAmount: 0 }, 'tipAmount', 'Tip amount is required!'],
  ['tip one', tipSchema, { tipAmount: '1' }, 'tipAmount', undefined],
  ['rating none', takeOutRatingSchema, { orderRating: 0 }, 'orderRating', 'Rating is required!'],
  ['rating given', takeOutRatingSchema, { orderRating: 4 }, 'orderRating', undefined],
  [
    'delivery communication',
    deliveryRatingSchema,
    { delivery_experience: 5 },
    'communication',
    'Rating is required!',
  ],
];

describe('SPEC §5 messages', () => {
  it.each(rows)('%s', (_name, schema, values, field, message) => {
    expect(messageFor(schema, values, field)).toBe(message);
  });

  it('accepts complete forms', () => {
    expect(signUpSchema.isValidSync(signUp)).toBe(true);
    expect(cardAddSchema.isValidSync(card)).toBe(true);
    expect(providerCardSchema.isValidSync(providerCard)).toBe(true);
    expect(editProfileSchema.isValidSync(profile)).toBe(true);
    expect(addressSchema.isValidSync(address)).toBe(true);
  });

  it.each([
    ['Secret1!', true],
    ['secret1!', false],
    ['Secret!!', false],
    ['Secret12', false],
    ['Se1!', false],
  ])('strict password %s → %s', (password, valid) => {
    expect(strictPasswordSchema.isValidSync(password)).toBe(valid);
  });
});
