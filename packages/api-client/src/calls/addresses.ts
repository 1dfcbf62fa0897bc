import type { Address } from '../types/address';
import type { ApiOk } from '../types/common';
import { apiGet, apiPost } from '../http';

export interface AddressInput {
  location: string;
  houseFlatNo: string;
  landMark: string;
  type: string;
  latitude: number;
  longitude: number;
  zipcode: string;
}

export interface SaveAddressResponse extends ApiOk {
  addressId: number;
}

export function getAddress(): Promise<ApiOk & { address: Address[] }> {
  return apiGet('getAddress');
}

export function addAddress(payload: AddressInput): Promise<SaveAddressResponse> {
  return apiPost('addAddress', payload);
}

export function updateAddress(
  payload: AddressInput & { addressId: number },
): Promise<SaveAddressResponse> {
  return apiPost('updateAddress', payload);
}

/** `message` is the server's confirmation to show. */
export function destroyAddress(payload: {
  addressId: number;
}): Promise<ApiOk & { message: string }> {
  return apiPost('destroyAddress', payload);
}
