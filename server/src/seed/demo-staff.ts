import { hashPassword } from '../auth/password';
import type { Db } from '../db/db';
import { DEMO_CUSTOMER } from './demo-people';

/**
 * The restaurant side's demo accounts (README): an owner of a restaurant with two outlets, and
 * two staff members of one outlet each. They share the demo customer's password.
 */
export const DEMO_STAFF = [
  {
    name: 'Marisol Francis',
    mobileNumber: '3405550140',
    role: 'owner',
    restaurant: 'Cruzan Grill',
    outlets: ['Cruzan Grill Sunny Isle', 'Cruzan Grill Christiansted'],
  },
  {
    name: 'Jamal Brown',
    mobileNumber: '3405550141',
    role: 'staff',
    restaurant: 'Cruzan Grill',
    outlets: ['Cruzan Grill Sunny Isle'],
  },
  {
    name: 'Leah Joseph',
    mobileNumber: '3405550142',
    role: 'staff',
    // open at all hours and paid by the wallet alone: the board can be tried at any time
    restaurant: 'Buck Island Bites',
    outlets: ['Buck Island Bites'],
  },
] as const;

/**
 * Adds the demo staff to a demo database that has none (one seeded before staff accounts
 * existed, too); a database without the demo customer is no demo and gets none.
 */
export async function seedDemoStaff(db: Db): Promise<void> {
  const [demo] = await db.query(
    `SELECT 1 FROM users WHERE country_code = $1 AND mobile_number = $2
      AND NOT EXISTS (SELECT 1 FROM staff_members)`,
    [DEMO_CUSTOMER.countryCode, DEMO_CUSTOMER.mobileNumber],
  );
  if (!demo) return;
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  await db.transaction(async (tx) => {
    for (const person of DEMO_STAFF) {
      const [member] = await tx.query<{ id: number }>(
        `INSERT INTO staff_members
           (restaurant_id, role, name, country_code, mobile_number, password_hash)
         SELECT id, $2, $3, $4, $5, $6 FROM restaurants WHERE name = $1 RETURNING id`,
        [
          person.restaurant,
          person.role,
          person.name,
          DEMO_CUSTOMER.countryCode,
          person.mobileNumber,
          passwordHash,
        ],
      );
      if (!member || person.role === 'owner') continue;
      await tx.query(
        `INSERT INTO staff_member_outlets (staff_id, outlet_id)
         SELECT $1, id FROM outlets WHERE name = ANY($2::text[])`,
        [member.id, person.outlets],
      );
    }
  });
}
