import type { Db } from '../db/db';
import type { Phone } from '../auth/otp-codes';
import { hashToken } from '../auth/tokens';

export type StaffRole = 'owner' | 'staff';

/** A signed-in staff member and the outlets they act for (all of the restaurant's for an owner). */
export interface StaffMember {
  id: number;
  name: string;
  role: StaffRole;
  restaurantId: number;
  restaurantName: string;
  outlets: { id: number; name: string }[];
}

/**
 * The member's outlets as one column: an owner's are every outlet of its restaurant; a staff
 * member's are those listed for them, and only within their restaurant, whatever the list says.
 */
const MEMBER_COLUMNS = `m.id, m.name, m.role, m.restaurant_id AS "restaurantId",
  r.name AS "restaurantName",
  COALESCE((SELECT json_agg(json_build_object('id', o.id, 'name', o.name) ORDER BY o.id)
     FROM outlets o
    WHERE o.restaurant_id = m.restaurant_id
      AND (m.role = 'owner' OR EXISTS (SELECT 1 FROM staff_member_outlets s
                                        WHERE s.staff_id = m.id AND s.outlet_id = o.id))),
   '[]'::json) AS outlets`;

const MEMBER_FROM = 'staff_members m JOIN restaurants r ON r.id = m.restaurant_id';

/** A live member by id, or null when there is none or they were removed. */
export async function staffMemberById(db: Db, id: number): Promise<StaffMember | null> {
  const [row] = await db.query<StaffMember>(
    `SELECT ${MEMBER_COLUMNS} FROM ${MEMBER_FROM} WHERE m.id = $1 AND m.removed_at IS NULL`,
    [id],
  );
  return row ?? null;
}

/** The live member a live staff token belongs to, in one read; null for any other token. */
export async function staffMemberOfToken(db: Db, token: string): Promise<StaffMember | null> {
  const [row] = await db.query<StaffMember>(
    `SELECT ${MEMBER_COLUMNS} FROM staff_tokens t JOIN ${MEMBER_FROM} ON m.id = t.staff_id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()
        AND m.removed_at IS NULL`,
    [hashToken(token)],
  );
  return row ?? null;
}

/** The live member of a phone with their password's hash, for a sign-in. */
export async function staffLoginRow(
  db: Db,
  phone: Phone,
): Promise<{ id: number; passwordHash: string } | null> {
  const [row] = await db.query<{ id: number; passwordHash: string }>(
    `SELECT id, password_hash AS "passwordHash" FROM staff_members
      WHERE country_code = $1 AND mobile_number = $2 AND removed_at IS NULL`,
    [phone.countryCode, phone.mobileNumber],
  );
  return row ?? null;
}

/** The live members of a restaurant, owners first. */
export async function staffOfRestaurant(db: Db, restaurantId: number): Promise<StaffMember[]> {
  const rows = await db.query<StaffMember>(
    `SELECT ${MEMBER_COLUMNS} FROM ${MEMBER_FROM}
      WHERE m.restaurant_id = $1 AND m.removed_at IS NULL
      ORDER BY m.role = 'owner' DESC, m.name, m.id`,
    [restaurantId],
  );
  return rows;
}

/** Whether the member acts for every one of `outletIds` (an empty list is nobody's). */
export function servesAll(staff: StaffMember, outletIds: readonly number[]): boolean {
  const own = new Set(staff.outlets.map((outlet) => outlet.id));
  return outletIds.length > 0 && outletIds.every((id) => own.has(id));
}
