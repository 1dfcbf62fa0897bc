import type { FastifyRequest } from 'fastify';
import type { ReturnUrls } from './provider';

/**
 * Where the approval page sends the payer back: the page that asked, on the browser's own
 * Origin, so the approval page cannot be turned into an open redirect elsewhere. The page
 * names its path (`returnPath`): a cross-origin call's Referer carries the origin alone under
 * the browsers' default referrer policy. Without it, the Referer's path, else /checkout.
 */
export function returnUrlsFor(
  request: FastifyRequest,
  fallbackOrigin: string,
  returnPath?: string,
): ReturnUrls {
  const origin = safeOrigin(request.headers.origin) ?? fallbackOrigin;
  const path = safePath(returnPath) ?? refererPath(request.headers.referer, origin) ?? '/checkout';
  const returnUrl = `${origin}${path}`;
  return { returnUrl, cancelUrl: returnUrl };
}

function safeOrigin(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A path of this origin only: '/…' but never '//host' or a backslash trick. */
function safePath(value: string | undefined): string | null {
  if (!value || !/^\/(?![/\\])[^\s\\?#]*$/.test(value)) return null;
  return value;
}

function refererPath(referer: string | undefined, origin: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === origin && url.pathname !== '/' ? url.pathname : null;
  } catch {
    return null;
  }
}
