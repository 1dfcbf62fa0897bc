import { object, string } from 'yup';
import { MESSAGES } from './messages';

export const addressSchema = object({
  location: string().trim().required(MESSAGES.required),
  houseFlatNo: string(),
  landMark: string().trim().required(MESSAGES.landmark),
  type: string().required(MESSAGES.required),
  /** the name typed for tag Other; the type becomes 'Other' when empty */
  addressName: string(),
});
