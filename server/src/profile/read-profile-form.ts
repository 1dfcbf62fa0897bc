import type { FastifyRequest } from 'fastify';
import { NUL_TEXT_MESSAGE } from '../http/nul-text';
import { withoutMetadata } from './strip-metadata';
import { MAX_IMAGE_BYTES, detectImageType } from './user-image';
import type { ImageType } from './user-image';

export const IMAGE_MESSAGES = {
  tooLarge: 'The image must be at most 2 MB.',
  badType: 'Please upload a png, gif or jpeg image.',
  unreadable: 'The image could not be read. Please upload a png, gif or jpeg image.',
  badForm: 'The form could not be read.',
} as const;

export type ProfileForm =
  | { fields: Record<string, string>; image: { type: ImageType; data: Buffer } | null }
  | { problem: string; status: 200 | 422 };

const LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 };

/** Reads the multipart edit-profile form: text fields and at most one picture named image. */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  const fields: Record<string, string> = {};
  let upload: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'image' && data.length > 0) upload = data;
      } else if (part.valueTruncated) {
        return { problem: `${part.fieldname} is too long.`, status: 422 };
      } else if (part.fieldname.includes('\u0000') || String(part.value).includes('\u0000')) {
        // the JSON bodies' check (http/nul-text) runs before the form is read: this is its twin
        return { problem: NUL_TEXT_MESSAGE, status: 422 };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { problem: IMAGE_MESSAGES.tooLarge, status: 200 };
    if (code?.startsWith('FST_')) return { problem: IMAGE_MESSAGES.badForm, status: 422 };
    throw error;
  }
  if (!upload) return { fields, image: null };
  const type = detectImageType(upload);
  if (!type) return { problem: IMAGE_MESSAGES.badType, status: 200 };
  // Stored and served as re-encoded: the upload's EXIF (a GPS position) never reaches anyone.
  const image = await withoutMetadata({ type, data: upload });
  if (!image) return { problem: IMAGE_MESSAGES.unreadable, status: 200 };
  return { fields, image };
}
