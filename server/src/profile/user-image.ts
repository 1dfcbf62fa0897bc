import type { Db } from '../db/db';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageType = 'image/png' | 'image/gif' | 'image/jpeg';

const SIGNATURES: [ImageType, number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]], // GIF87a
  ['image/gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]], // GIF89a
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** The type by the file's first bytes: the client's name and content type are not trusted. */
export function detectImageType(data: Buffer): ImageType | null {
  const match = SIGNATURES.find(([, bytes]) => bytes.every((byte, i) => data[i] === byte));
  return match?.[0] ?? null;
}

/** Where the picture is served; the version makes browsers fetch a replaced one. */
export function userImagePath(userId: number, version: Date): string {
  return `/api/v1/user-image/${userId}?v=${version.getTime()}`;
}

/** Stores the picture and points the user at it; runs in the profile update's transaction. */
export async function saveUserImage(
  db: Db,
  userId: number,
  image: { type: ImageType; data: Buffer },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO user_images (user_id, content_type, data, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE
       SET content_type = EXCLUDED.content_type, data = EXCLUDED.data, updated_at = $4`,
    [userId, image.type, image.data, now],
  );
  await db.query('UPDATE users SET image = $2 WHERE id = $1', [userId, userImagePath(userId, now)]);
}

export async function loadUserImage(
  db: Db,
  userId: number,
): Promise<{ type: ImageType; data: Buffer } | null> {
  const [row] = await db.query<{ content_type: ImageType; data: Uint8Array }>(
    'SELECT content_type, data FROM user_images WHERE user_id = $1',
    [userId],
  );
  return row ? { type: row.content_type, data: Buffer.from(row.data) } : null;
}
