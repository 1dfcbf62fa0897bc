import { hashPassword } from '../../src/auth/password';
import type { Db } from '../../src/db/db';
import { fillCart } from './orders-fixtures';
import { newCustomer } from './menu-fixture';

/** A customer an API process serves: a token, a saved card, a delivery address, a full cart. */
export interface ProcessCustomer {
  userId: number;
  auth: Record<string, string>;
  cardToken: string;
  addressId: number;
  cartIds: number[];
  /** How the customer signs in, once givePassword() has set one. */
  login?: { countryCode: string; mobileNumber: string; password: string };
}

/** The customer's bearer token, as a socket sends it. */
export const tokenOf = (customer: ProcessCustomer) =>
  customer.auth.authorization!.replace('Bearer ', '');

/** Made straight in the database, before the API process that serves them starts. */
export async function addProcessCustomer(
  db: Db,
  outletId: number,
  orderType: 'Take Out' | 'Delivery' = 'Take Out',
): Promise<ProcessCustomer> {
  const { userId, auth } = await newCustomer(db);
  const cardToken = `sandbox_card_process_${userId}_4242`;
  await db.query(
    `INSERT INTO saved_cards (user_id, provider_token, last_four, exp_month, exp_year)
     VALUES ($1, $2, '4242', 12, 2040)`,
    [userId, cardToken],
  );
  // At the outlet's door: always within its delivery range.
  const [address] = await db.query<{ id: number }>(
    `INSERT INTO addresses (user_id, type, location, landmark, latitude, longitude, located_at)
     SELECT $1, 'Home', '1 Company Street', 'the blue door', latitude, longitude, located_at
       FROM outlets WHERE id = $2
     RETURNING id`,
    [userId, outletId],
  );
  const cartIds = await fillCart(db, userId, outletId, orderType);
  return { userId, auth, cardToken, addressId: address?.id ?? 0, cartIds };
}

/** Sets the customer's password, so a load can sign them in too (helpers/customer-load). */
export async function givePassword(
  db: Db,
  customer: ProcessCustomer,
  password: string,
): Promise<ProcessCustomer> {
  const [user] = await db.query<{ countryCode: string; mobileNumber: string }>(
    `UPDATE users SET password_hash = $2 WHERE id = $1
     RETURNING country_code AS "countryCode", mobile_number AS "mobileNumber"`,
    [customer.userId, await hashPassword(password)],
  );
  return { ...customer, login: { ...user!, password } };
}
