import { described, listOf, wireObject } from './wire-object';
import { integerSchema, locationSchema, nullableText, numberSchema, textSchema } from './common';

export const addressSchema = wireObject({
  id: integerSchema,
  addressId: described(integerSchema, 'the same as id'),
  type: described(textSchema, 'Home, Work or a custom name'),
  fullAddress: textSchema,
  location: textSchema,
  houseFlatNo: nullableText,
  landMark: textSchema,
  latitude: numberSchema,
  longitude: numberSchema,
  zipcode: textSchema,
});

export const savedCardSchema = wireObject({
  id: integerSchema,
  Account: described(textSchema, 'the masked card number'),
  AccountToken: described(textSchema, 'what orderConfirm sends as token to pay with this card'),
});

export const reviewSchema = wireObject({
  id: integerSchema,
  userName: textSchema,
  image: nullableText,
  orderRating: numberSchema,
  feedback: nullableText,
  updated_at: textSchema,
});

export const reviewPageSchema = wireObject({
  data: listOf(reviewSchema),
  last_page: integerSchema,
  current_page: integerSchema,
  total: described(integerSchema, 'reviews of the outlet on every page'),
});

export const settingsFields = {
  tip: described(listOf(textSchema), "preset tip amounts in dollars ('2.00')"),
  located_at: listOf(locationSchema),
};
