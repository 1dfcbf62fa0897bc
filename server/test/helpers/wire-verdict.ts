import path from 'node:path';
import { UNAUTHENTICATED } from '../../src/http/auth';
import { UNEXPECTED_FAILURE } from '../../src/http/error-handlers';

/** Documents served as they are, not calls: they answer no error field. */
const DOCUMENTS = new Set(['/api/v1/openapi.json']);

const STACK_TRACE = /\n\s+at |node_modules|\.[jt]s:\d+|"stack"|Error: /;
/** Where the code lives on this machine: an answer naming it tells an attacker too much. */
const REPO_ROOT = path.resolve(__dirname, '../../..');

/** One answer as it came back, whether over HTTP or from app.inject. */
export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

export interface Verdict {
  /** What is wrong with the answer, or null. */
  problem: string | null;
  /** error 'true' (or no answer in the wire shape at all) */
  refused: boolean;
  unauthenticated?: boolean;
}

/**
 * Judges one answer of the route `url` against SPEC.md §8: never a 5xx, a stack trace or an
 * internal path; JSON in the wire shape (pictures and documents aside); a refusal says why.
 */
export function judgeAnswer(url: string, { status, contentType, text }: RawAnswer): Verdict {
  if (status >= 500) return { problem: `status ${status}: ${text.slice(0, 200)}`, refused: true };
  if (STACK_TRACE.test(text))
    return { problem: `stack trace: ${text.slice(0, 200)}`, refused: true };
  if (text.includes(REPO_ROOT)) {
    return { problem: `internal path: ${text.slice(0, 200)}`, refused: true };
  }
  // the picture routes answer a picture when the id happens to exist
  if (status < 300 && contentType.startsWith('image/')) return { problem: null, refused: false };
  if (!contentType.startsWith('application/json')) {
    return { problem: `content-type ${contentType}: ${text.slice(0, 100)}`, refused: true };
  }
  if (DOCUMENTS.has(url) && status === 200) return { problem: null, refused: false };
  let body: { error?: unknown; errorMessage?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { problem: `not JSON: ${text.slice(0, 100)}`, refused: true };
  }
  if (body.error !== 'true' && body.error !== 'false') {
    return { problem: `error is ${JSON.stringify(body.error)}`, refused: true };
  }
  const refused = body.error === 'true';
  if (refused && (typeof body.errorMessage !== 'string' || body.errorMessage === '')) {
    return { problem: 'a refusal without an errorMessage', refused };
  }
  if (body.errorMessage === UNEXPECTED_FAILURE) {
    return { problem: 'the handler threw (answered the catch-all message)', refused };
  }
  return { problem: null, refused, unauthenticated: body.errorMessage === UNAUTHENTICATED };
}
