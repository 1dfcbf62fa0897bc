import type { FromSchema } from 'json-schema-to-ts';
import type { addressSchema } from '../wire/account';

export type Address = FromSchema<typeof addressSchema>;
