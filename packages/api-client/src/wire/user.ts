import { described, wireObject } from './wire-object';
import { locatedAtSchema, nullableText, textSchema } from './common';

const person = {
  userName: textSchema,
  email: textSchema,
  mobileNumber: described(textSchema, '10 digits'),
  countryCode: described(textSchema, "dial code, '+1'"),
  located_at: locatedAtSchema,
};

export const userProfileSchema = wireObject({
  ...person,
  image: described(nullableText, "absolute URL of the user's picture; null when none"),
  short_interest_survey: nullableText,
  udId: textSchema,
});

/** The user as login and sign-up return it. */
export const userDetailsSchema = wireObject(
  { ...person, short_interest_survey: nullableText, udId: textSchema },
  { image: userProfileSchema.properties.image },
);
