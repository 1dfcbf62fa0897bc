/**
 * Cuts text to `max` characters and adds '…' (SPEC §9: descriptions cut at 100).
 * Counts code points, so an emoji is never split in half.
 */
export function truncate(text: string | null | undefined, max = 100, ellipsis = '…'): string {
  if (!text) return '';
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max).join('').trimEnd() + ellipsis;
}
