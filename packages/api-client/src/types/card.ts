import type { FromSchema } from 'json-schema-to-ts';
import type { savedCardSchema } from '../wire/account';

export type SavedCard = FromSchema<typeof savedCardSchema>;
