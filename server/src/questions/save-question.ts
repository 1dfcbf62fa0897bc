import type { Db } from '../db/db';

/** Keeps a question from the site's footer for the support team; visitors may ask too. */
export async function saveQuestion(
  db: Db,
  question: { text: string; userId: number | null; island: string },
): Promise<void> {
  await db.query('INSERT INTO questions (user_id, question, located_at) VALUES ($1, $2, $3)', [
    question.userId,
    question.text,
    question.island,
  ]);
}
