import type { Db } from '../db/db';
import type { ProfileChanges } from './profile-fields';
import { saveUserImage } from './user-image';
import type { ImageType } from './user-image';

/** Applies the changes and the new picture together: either both are kept or neither. */
export async function updateProfile(
  db: Db,
  userId: number,
  changes: ProfileChanges,
  image: { type: ImageType; data: Buffer } | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE users SET
         user_name = COALESCE($2, user_name),
         located_at = COALESCE($3, located_at),
         short_interest_survey = COALESCE($4, short_interest_survey),
         updated_at = $5
       WHERE id = $1`,
      [
        userId,
        changes.userName ?? null,
        changes.located_at ?? null,
        changes.short_interest_survey ?? null,
        now,
      ],
    );
    if (image) await saveUserImage(tx, userId, image, now);
  });
}
