import type { Db } from '../db/db';
import type { Island } from '../islands/islands';
import { addressAnswer } from './address-answer';
import { MAX_SAVED_ADDRESSES } from './address-input';
import type { AddressAnswer, AddressRow } from './address-answer';

export interface AddressFields {
  type: string;
  location: string;
  houseFlatNo: string;
  landMark: string;
  latitude: number;
  longitude: number;
  zipcode: string;
  island: Island;
}

/** The user's addresses on one island: the other island's cannot be delivered to from here. */
export async function listAddresses(
  db: Db,
  userId: number,
  island: Island,
): Promise<AddressAnswer[]> {
  const rows = await db.query<AddressRow>(
    `SELECT id, type, location, house_flat_no, landmark, latitude, longitude, zipcode
       FROM addresses WHERE user_id = $1 AND located_at = $2 ORDER BY id`,
    [userId, island],
  );
  return rows.map(addressAnswer);
}

/** The fields in the column order of insertAddress and updateAddress. */
const columnValues = (a: AddressFields) => [
  a.type,
  a.location,
  a.houseFlatNo,
  a.landMark,
  a.latitude,
  a.longitude,
  a.zipcode,
  a.island,
];

/** The new address's id, or null when the customer has MAX_SAVED_ADDRESSES already. */
export async function insertAddress(
  db: Db,
  userId: number,
  a: AddressFields,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    // one customer's adds in turn, so parallel ones cannot pass the cap together
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const [saved] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM addresses WHERE user_id = $1',
      [userId],
    );
    if ((saved?.n ?? 0) >= MAX_SAVED_ADDRESSES) return null;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO addresses
         (user_id, type, location, house_flat_no, landmark, latitude, longitude, zipcode, located_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [userId, ...columnValues(a)],
    );
    return row!.id;
  });
}

/** false when the address is not the user's (or does not exist): the same answer either way. */
export async function updateAddress(
  db: Db,
  userId: number,
  addressId: number,
  a: AddressFields,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE addresses SET type = $3, location = $4, house_flat_no = $5, landmark = $6,
            latitude = $7, longitude = $8, zipcode = $9, located_at = $10, updated_at = now()
      WHERE id = $1 AND user_id = $2 RETURNING id`,
    [addressId, userId, ...columnValues(a)],
  );
  return rows.length > 0;
}

export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING id', [
    addressId,
    userId,
  ]);
  return rows.length > 0;
}
