import { number, object, string } from 'yup';
import { MESSAGES } from './messages';

export const NOTE_MAX_LENGTH = 100;

export const footerQuestionSchema = object({
  question: string().trim().required(MESSAGES.required),
});

export const cartNoteSchema = object({
  additionalInfo: string().max(NOTE_MAX_LENGTH, MESSAGES.invalid),
});

/** An empty input arrives as '' or NaN: both mean no tip was typed. */
export const tipSchema = object({
  tipAmount: number()
    .transform((value: number, original: unknown) =>
      original === '' || Number.isNaN(value) ? undefined : value,
    )
    .required(MESSAGES.tipRequired)
    .min(1, MESSAGES.tipRequired),
});

const stars = number()
  .required(MESSAGES.ratingRequired)
  .min(1, MESSAGES.ratingRequired)
  .max(5, MESSAGES.invalid);

export const takeOutRatingSchema = object({
  orderRating: stars,
  feedback: string(),
});

export const deliveryRatingSchema = object({
  delivery_experience: stars,
  communication: stars,
  feedback: string(),
});
