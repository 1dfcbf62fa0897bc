/** SPEC.md §3 Address, as getAddress answers it. */
export interface AddressAnswer {
  id: number;
  addressId: number;
  type: string;
  fullAddress: string;
  location: string;
  houseFlatNo: string;
  landMark: string;
  latitude: number;
  longitude: number;
  zipcode: string;
}

export interface AddressRow {
  id: number;
  type: string;
  location: string;
  house_flat_no: string;
  landmark: string;
  latitude: number;
  longitude: number;
  zipcode: string;
}

export function addressAnswer(row: AddressRow): AddressAnswer {
  return {
    id: row.id,
    addressId: row.id,
    type: row.type,
    fullAddress: [row.house_flat_no, row.location].filter(Boolean).join(', '),
    location: row.location,
    houseFlatNo: row.house_flat_no,
    landMark: row.landmark,
    latitude: row.latitude,
    longitude: row.longitude,
    zipcode: row.zipcode,
  };
}
