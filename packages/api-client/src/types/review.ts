import type { FromSchema } from 'json-schema-to-ts';
import type { reviewPageSchema, reviewSchema } from '../wire/account';

export type Review = FromSchema<typeof reviewSchema>;
export type ReviewPage = FromSchema<typeof reviewPageSchema>;
