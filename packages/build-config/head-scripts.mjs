import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The one script every page holds inline, first in its head (index.html): the early taps'
 * replay (replay-early-taps.js), as written but for its comment lines. Its hash is all the
 * page's script-src allows inline (page-server content-security-policy.ts), so the text in the
 * page and the hash come from here alone, and the page's HTML is not minified (index.mjs), which
 * would change the text.
 */
export const REPLAY_EARLY_TAPS = readFileSync(
  path.join(import.meta.dirname, 'replay-early-taps.js'),
  'utf8',
)
  // whole lines only: a comment after code stays in every page, and a /* */ over several lines
  // would leave its inner lines behind and break the script
  .replace(/^\s*\/[/*].*\n/gm, '')
  .trim();

export const REPLAY_EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(REPLAY_EARLY_TAPS).digest('base64')}'`;
