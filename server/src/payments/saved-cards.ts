import { MESSAGES } from '@island-eats/api-client/messages';
import type { Db } from '../db/db';

/** SPEC.md §8: no saved card chosen, or one that is not the caller's. */
export const SELECT_CARD = MESSAGES.selectCard;

/** Saved cards a customer may have. */
export const MAX_SAVED_CARDS = 10;
export const TOO_MANY_CARDS = `You can save up to ${MAX_SAVED_CARDS} cards. Please delete one to add another.`;

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

async function savedCardCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM saved_cards WHERE user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
}

/** Whether the customer may save another card: asked before the provider tokenises one. */
export async function hasRoomForCard(db: Db, userId: number): Promise<boolean> {
  return (await savedCardCount(db, userId)) < MAX_SAVED_CARDS;
}

/** Saves the card; false when the customer has MAX_SAVED_CARDS already. */
export async function insertSavedCard(
  db: Db,
  card: { userId: number; token: string; last4: string; month: number; year: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // one customer's adds in turn, so parallel ones cannot pass the cap together
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [card.userId]);
    if ((await savedCardCount(tx, card.userId)) >= MAX_SAVED_CARDS) return false;
    await tx.query(
      `INSERT INTO saved_cards (user_id, provider_token, last_four, exp_month, exp_year)
       VALUES ($1, $2, $3, $4, $5)`,
      [card.userId, card.token, card.last4, card.month, card.year],
    );
    return true;
  });
}

/** Deletes only the caller's own card; false when the token is not theirs. */
export async function deleteSavedCard(db: Db, userId: number, token: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM saved_cards WHERE user_id = $1 AND provider_token = $2 RETURNING id',
    [userId, token],
  );
  return rows.length > 0;
}
