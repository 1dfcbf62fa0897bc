import { isProfileImageType } from '@island-eats/api-client/schemas';

/** The server's limit for a profile picture. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be the profile picture, or undefined when it can. */
export function imageFileProblem(file: File): string | undefined {
  if (!isProfileImageType(file.type)) return 'Please choose a PNG, GIF or JPEG image.';
  if (file.size > MAX_IMAGE_BYTES) return 'The image is too large: choose one of 2 MB or less.';
  return undefined;
}
