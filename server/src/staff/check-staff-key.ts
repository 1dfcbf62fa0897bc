import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison, so the key cannot be guessed byte by byte from response times. */
export function isStaffKey(expected: string | null, given: unknown): boolean {
  if (!expected || typeof given !== 'string' || given.length === 0) return false;
  return timingSafeEqual(digest(expected), digest(given));
}
