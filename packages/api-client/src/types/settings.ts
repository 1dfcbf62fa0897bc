import type { FromSchema } from 'json-schema-to-ts';
import type { loginSettingAnswer } from '../wire/answers-account';

export type Settings = Omit<FromSchema<typeof loginSettingAnswer>, 'error' | 'errorMessage'>;
