import {
  addAddress,
  updateAddress,
  type Address,
  type AddressInput,
} from '@island-eats/api-client';

/** Adds the address, or updates `existing`; answers the address as the lists show it. */
export async function saveAddress(
  fields: AddressInput,
  existing: Address | undefined,
): Promise<Address> {
  const { addressId } = existing
    ? await updateAddress({ ...fields, addressId: existing.addressId })
    : await addAddress(fields);
  return {
    ...fields,
    id: addressId,
    addressId,
    fullAddress: [fields.houseFlatNo, fields.location].filter(Boolean).join(', '),
  };
}
