import type { Address } from '../types/address';
import type { ApiOk } from '../types/common';
import { apiGet, apiPost } from '../http';
import { forgetDeliveryAddress } from '../storage';

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

/**
 * `message` is the server's confirmation to show. A deleted address that was the delivery point
 * stops being it, whichever page deleted it.
 */
export async function destroyAddress(payload: {
  addressId: number;
}): Promise<ApiOk & { message: string }> {
  const answer = await apiPost<ApiOk & { message: string }>('destroyAddress', payload);
  forgetDeliveryAddress(payload.addressId);
  return answer;
}
