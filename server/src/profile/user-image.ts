import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { withoutMetadata } from './strip-metadata';

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

/** A picture's name in its URL: random, so no one finds a customer's picture by counting. */
export const IMAGE_NAME = /^[0-9a-f]{32}$/;

/** Where the picture is served; the version makes browsers fetch a replaced one. */
function userImagePath(name: string, version: Date): string {
  return `/api/v1/user-image/${name}?v=${version.getTime()}`;
}

/**
 * Stores the picture (already re-encoded without metadata) under a new random name, so the
 * replaced picture's URL stops working, and points the user at it; runs in the profile
 * update's transaction.
 */
export async function saveUserImage(
  db: Db,
  userId: number,
  image: { type: ImageType; data: Buffer },
  now: Date,
): Promise<void> {
  const name = randomBytes(16).toString('hex');
  await db.query(
    `INSERT INTO user_images (user_id, name, content_type, data, metadata_stripped, updated_at)
     VALUES ($1, $2, $3, $4, true, $5)
     ON CONFLICT (user_id) DO UPDATE
       SET name = EXCLUDED.name, content_type = EXCLUDED.content_type, data = EXCLUDED.data,
           metadata_stripped = true, updated_at = $5`,
    [userId, name, image.type, image.data, now],
  );
  await db.query('UPDATE users SET image = $2 WHERE id = $1', [userId, userImagePath(name, now)]);
}

/** The picture of this name; one stored before metadata was stripped is stripped now, once. */
export async function loadUserImage(
  db: Db,
  name: string,
): Promise<{ type: ImageType; data: Buffer } | null> {
  const [row] = await db.query<{
    content_type: ImageType;
    data: Uint8Array;
    metadata_stripped: boolean;
  }>('SELECT content_type, data, metadata_stripped FROM user_images WHERE name = $1', [name]);
  if (!row) return null;
  const image = { type: row.content_type, data: Buffer.from(row.data) };
  if (row.metadata_stripped) return image;
  const stripped = await withoutMetadata(image);
  if (!stripped) return null;
  await db.query('UPDATE user_images SET data = $2, metadata_stripped = true WHERE name = $1', [
    name,
    stripped.data,
  ]);
  return stripped;
}
