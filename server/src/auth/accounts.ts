import type { Db } from '../db/db';
import { imageUrl } from '../images/image-url';
import type { Island } from '../islands/islands';
import type { Phone } from './otp-codes';

export interface UserRow {
  id: number;
  country_code: string;
  mobile_number: string;
  email: string;
  user_name: string;
  password_hash: string;
  located_at: Island;
  image: string | null;
  short_interest_survey: string | null;
}

/** The user as login, sign-up and the profile answer it (SPEC.md §3 "User profile"). */
export interface UserDetails {
  userName: string;
  email: string;
  mobileNumber: string;
  countryCode: string;
  located_at: Island;
  image: string | null;
  short_interest_survey: string | null;
  udId: string;
}

const USER_COLUMNS = `id, country_code, mobile_number, email, user_name, password_hash, located_at,
  image, short_interest_survey`;

export async function findUserByPhone(db: Db, phone: Phone): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE country_code = $1 AND mobile_number = $2`,
    [phone.countryCode, phone.mobileNumber],
  );
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return row;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
  return rows.length > 0;
}

export function userDetails(user: UserRow, publicUrl: string, udId: string | null): UserDetails {
  return {
    userName: user.user_name,
    email: user.email,
    mobileNumber: user.mobile_number,
    countryCode: user.country_code,
    located_at: user.located_at,
    image: user.image ? imageUrl(publicUrl, user.image) : null,
    short_interest_survey: user.short_interest_survey,
    udId: udId ?? '',
  };
}

export async function insertUser(
  db: Db,
  user: Phone & {
    email: string;
    userName: string;
    passwordHash: string;
    locatedAt: Island;
  },
): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `INSERT INTO users (country_code, mobile_number, email, user_name, password_hash, located_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${USER_COLUMNS}`,
    [
      user.countryCode,
      user.mobileNumber,
      user.email,
      user.userName,
      user.passwordHash,
      user.locatedAt,
    ],
  );
  return row!;
}

/** True for a unique-constraint violation from Postgres or PGlite. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
