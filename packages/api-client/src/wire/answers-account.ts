import { described, listOf } from './wire-object';
import {
  failureAnswer,
  flagSchema,
  integerSchema,
  messageField,
  okAnswer,
  textSchema,
} from './common';
import { userDetailsSchema, userProfileSchema } from './user';
import { addressSchema, reviewPageSchema, settingsFields } from './account';

/** What each account call answers when it succeeds (error 'false'), SPEC.md §7. */
const retryAfter = described(integerSchema, 'seconds until resendOtp may send another code');

export const checkAvailabilityAnswer = okAnswer(
  {
    isNewUser: described(
      flagSchema,
      '1: a new number, a sign-up code was sent; 0: an account exists, ask for the password',
    ),
  },
  { ...messageField, retryAfter },
);
export const otpSentAnswer = okAnswer({ ...messageField, retryAfter });
export const messageAnswer = okAnswer(messageField);
export const passwordLoginAnswer = okAnswer({
  Userdetails: userDetailsSchema,
  accessToken: described(textSchema, 'the bearer token of the new session'),
});
export const signupAnswer = okAnswer({
  userDetails: userDetailsSchema,
  token: described(textSchema, 'the bearer token of the new session'),
});
export const loginSettingAnswer = okAnswer(settingsFields);
export const profileAnswer = okAnswer({ usersDetails: userProfileSchema });
export const updateProfileAnswer = okAnswer(messageField, { usersDetails: userProfileSchema });
export const addressListAnswer = okAnswer({ address: listOf(addressSchema) });
export const saveAddressAnswer = okAnswer({ addressId: integerSchema });
export const reviewsAnswer = okAnswer({ reviews: reviewPageSchema });
export const toggleFavouriteAnswer = okAnswer({
  is_like: flagSchema,
  FavouriteCount: described(integerSchema, "the user's favourites on this island after it"),
});
export const cartCountAnswer = okAnswer({
  count: described(integerSchema, 'dishes in the cart (quantities summed)'),
  FavouriteCount: described(integerSchema, "the user's favourites on this island"),
});
/** GET dev/otp/{phone}: the last code sent to a number (offline sender, outside production). */
export const devOtpAnswer = okAnswer({
  otp: textSchema,
  expiresAt: described(textSchema, 'ISO 8601 time the code stops working'),
});
export const healthAnswer = okAnswer({ status: { type: 'string', enum: ['ok'] } });
/** GET ready: this API process may be sent calls (503 with errorMessage naming what is not). */
export const readyAnswer = okAnswer({ status: { type: 'string', enum: ['ready'] } });
/** CheckAvailability refused for a new number that asked for too many codes. */
export const checkAvailabilityRefusal = failureAnswer({ isNewUser: flagSchema });
/** resendOtp refused while the cooldown runs: retryAfter says how long. */
export const resendOtpRefusal = failureAnswer({ retryAfter });
