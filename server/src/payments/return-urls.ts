import type { FastifyRequest } from 'fastify';
import type { ReturnUrls } from './provider';

/**
 * Where the approval page sends the payer back, with the provider's token and payer id: the
 * page that asked, on one of the apps' own origins (APP_ORIGINS) only. The browser's Origin
 * picks among them; any other Origin, or none, gets the first (the shell's), never the
 * caller's: the approval page must not become an open redirect elsewhere. The page names its
 * path (`returnPath`): a cross-origin call's Referer carries the origin alone under the
 * browsers' default referrer policy. Without it, the Referer's path, else /checkout.
 */
export function returnUrlsFor(
  request: FastifyRequest,
  appOrigins: readonly [string, ...string[]],
  returnPath?: string,
): ReturnUrls {
  const asked = safeOrigin(request.headers.origin);
  const origin = asked !== null && appOrigins.includes(asked) ? asked : appOrigins[0];
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
