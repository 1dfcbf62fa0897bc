import { splitCardExpiry } from '@island-eats/api-client';

export interface ProviderCardValues {
  name: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
}

export const EMPTY_PROVIDER_CARD: ProviderCardValues = {
  name: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
};

/** payPalCardRequest's card fields; the provider reads the expiry as YYYY-MM. */
export function providerCardFields(values: ProviderCardValues) {
  const { month, year } = splitCardExpiry(values.expiry);
  return {
    number: values.cardNumber,
    name: values.name.trim(),
    security_code: values.cvv,
    expiry: `${year}-${month}`,
  };
}
