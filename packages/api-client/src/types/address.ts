export interface Address {
  id: number;
  addressId: number;
  /** Home, Work or a custom name */
  type: string;
  fullAddress: string;
  location: string;
  houseFlatNo: string | null;
  landMark: string;
  latitude: number;
  longitude: number;
  zipcode: string;
}
