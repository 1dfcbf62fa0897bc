import { randomBytes } from 'node:crypto';
import type { Phone } from '../auth/otp-codes';
import { hashPassword } from '../auth/password';
import { hashToken } from '../auth/tokens';
import { isUniqueViolation } from '../auth/accounts';
import type { Db } from '../db/db';
import type { StaffMember, StaffRole } from './staff-members';

// Long enough to reach a new cook on their day off; short enough that an old link is dead.
const INVITATION_DAYS = 7;

export const INVITATION_INVALID = 'This invitation link is no longer valid. Ask for a new one.';
export const STAFF_PHONE_TAKEN = 'This mobile number already has a staff account.';
export const NOT_YOUR_OUTLETS = 'Choose outlets of your own restaurant.';

/**
 * An owner's invitation to its restaurant, for the outlets given (an owner's is for all of
 * them): the token for the link, once; only its hash is kept. null when an outlet is not the
 * owner's restaurant's.
 */
export async function inviteStaff(
  db: Db,
  owner: StaffMember,
  invitation: { role: StaffRole; outletIds: readonly number[] },
): Promise<{ token: string; expiresAt: Date } | null> {
  const own = new Set(owner.outlets.map((outlet) => outlet.id));
  const outletIds = invitation.role === 'owner' ? [...own] : [...new Set(invitation.outletIds)];
  if (outletIds.length === 0 || outletIds.some((id) => !own.has(id))) return null;
  const token = randomBytes(24).toString('base64url');
  const [row] = await db.query<{ expiresAt: Date | string }>(
    `INSERT INTO staff_invitations (token_hash, restaurant_id, role, outlet_ids, invited_by, expires_at)
     VALUES ($1, $2, $3, $4::integer[], $5, now() + make_interval(days => $6))
     RETURNING expires_at AS "expiresAt"`,
    [hashToken(token), owner.restaurantId, invitation.role, outletIds, owner.id, INVITATION_DAYS],
  );
  return { token, expiresAt: new Date(row!.expiresAt) };
}

/**
 * An invitation that still works: not used, not expired, and made by a member who is still
 * one (a removed owner's links die with their account).
 */
async function liveInvitation(
  db: Db,
  token: string,
  lock = '',
): Promise<{ restaurantId: number; role: StaffRole; outletIds: number[] } | null> {
  const [row] = await db.query<{ restaurantId: number; role: StaffRole; outletIds: number[] }>(
    `SELECT i.restaurant_id AS "restaurantId", i.role, i.outlet_ids AS "outletIds"
       FROM staff_invitations i JOIN staff_members m ON m.id = i.invited_by
      WHERE i.token_hash = $1 AND i.accepted_by IS NULL AND i.expires_at > now()
        AND m.removed_at IS NULL
      ${lock}`,
    [hashToken(token)],
  );
  return row ?? null;
}

/**
 * Makes the invited member, under a row lock on the invitation so two people opening one link
 * at once make one member; the new member's id, or the message to show.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  person: Phone & { name: string; password: string },
): Promise<{ staffId: number } | { refused: string }> {
  // a link that cannot be used costs no password hashing (and no lock): a guessed or dead
  // token is answered at once
  if ((await liveInvitation(db, token)) === null) return { refused: INVITATION_INVALID };
  const passwordHash = await hashPassword(person.password);
  try {
    return await db.transaction(async (tx) => {
      const invitation = await liveInvitation(tx, token, 'FOR UPDATE OF i');
      if (!invitation) return { refused: INVITATION_INVALID };
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO staff_members
           (restaurant_id, role, name, country_code, mobile_number, password_hash)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          invitation.restaurantId,
          invitation.role,
          person.name,
          person.countryCode,
          person.mobileNumber,
          passwordHash,
        ],
      );
      const staffId = created!.id;
      if (invitation.role === 'staff') {
        await tx.query(
          `INSERT INTO staff_member_outlets (staff_id, outlet_id)
           SELECT $1, o.id FROM outlets o
            WHERE o.id = ANY($2::integer[]) AND o.restaurant_id = $3`,
          [staffId, invitation.outletIds, invitation.restaurantId],
        );
      }
      await tx.query('UPDATE staff_invitations SET accepted_by = $2 WHERE token_hash = $1', [
        hashToken(token),
        staffId,
      ]);
      return { staffId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { refused: STAFF_PHONE_TAKEN };
    throw error;
  }
}

/**
 * An owner removes a member of its restaurant (not itself): they can no longer sign in, their
 * sessions end at once, and the invitation links they made stop working. false when there is no such live member of that restaurant.
 */
export async function removeStaff(db: Db, owner: StaffMember, staffId: number): Promise<boolean> {
  if (staffId === owner.id) return false;
  return db.transaction(async (tx) => {
    const removed = await tx.query(
      `UPDATE staff_members SET removed_at = now()
        WHERE id = $1 AND restaurant_id = $2 AND removed_at IS NULL RETURNING id`,
      [staffId, owner.restaurantId],
    );
    if (removed.length === 0) return false;
    await tx.query(
      'UPDATE staff_tokens SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL',
      [staffId],
    );
    // the links they made go with them
    await tx.query(
      `UPDATE staff_invitations SET expires_at = now()
        WHERE invited_by = $1 AND accepted_by IS NULL AND expires_at > now()`,
      [staffId],
    );
    return true;
  });
}
