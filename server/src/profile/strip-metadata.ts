import sharp from 'sharp';
import type { ImageType } from './user-image';

/** A picture's pixels beyond this are refused: a small file can decode to gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;

const FORMATS = { 'image/png': 'png', 'image/gif': 'gif', 'image/jpeg': 'jpeg' } as const;

/**
 * The picture re-encoded in its own format from its pixels alone, so no metadata survives
 * (EXIF with its GPS position, XMP, IPTC, comments); a JPEG or PNG is first turned as its EXIF
 * orientation says, which would otherwise be lost with it. Null when it cannot be decoded.
 */
export async function withoutMetadata(image: {
  type: ImageType;
  data: Buffer;
}): Promise<{ type: ImageType; data: Buffer } | null> {
  const animated = image.type === 'image/gif';
  try {
    const pipeline = sharp(image.data, {
      animated,
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'error',
    });
    const data = await (animated ? pipeline : pipeline.rotate())
      .toFormat(FORMATS[image.type])
      .toBuffer();
    return { type: image.type, data };
  } catch {
    return null;
  }
}
