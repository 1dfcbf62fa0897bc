import type { Db } from '../db/db';

/** SPEC.md §8: no saved card chosen, or one that is not the caller's. */
export const SELECT_CARD = 'Please Select the Card';

export interface SavedCardRow {
  id: number;
  token: string;
  last4: string;
}

export async function listSavedCards(db: Db, userId: number): Promise<SavedCardRow[]> {
  return db.query<SavedCardRow>(
    `SELECT id, provider_token AS token, last_four AS last4
       FROM saved_cards WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
}

export async function findSavedCard(
  db: Db,
  userId: number,
  token: string,
): Promise<SavedCardRow | null> {
  const [row] = await db.query<SavedCardRow>(
    `SELECT id, provider_token AS token, last_four AS last4
       FROM saved_cards WHERE user_id = $1 AND provider_token = $2`,
    [userId, token],
  );
  return row ?? null;
}

export async function insertSavedCard(
  db: Db,
  card: { userId: number; token: string; last4: string; month: number; year: number },
): Promise<void> {
  await db.query(
    `INSERT INTO saved_cards (user_id, provider_token, last_four, exp_month, exp_year)
     VALUES ($1, $2, $3, $4, $5)`,
    [card.userId, card.token, card.last4, card.month, card.year],
  );
}

/** Deletes only the caller's own card; false when the token is not theirs. */
export async function deleteSavedCard(db: Db, userId: number, token: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM saved_cards WHERE user_id = $1 AND provider_token = $2 RETURNING id',
    [userId, token],
  );
  return rows.length > 0;
}
