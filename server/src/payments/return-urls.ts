import type { FastifyRequest } from 'fastify';
import type { ReturnUrls } from './provider';

/**
 * Where the approval page sends the payer back: the page that asked (its Referer) on the
 * browser's own Origin, so the approval page cannot be turned into an open redirect elsewhere.
 */
export function returnUrlsFor(request: FastifyRequest, fallbackOrigin: string): ReturnUrls {
  const origin = safeOrigin(request.headers.origin) ?? fallbackOrigin;
  let path = '/checkout';
  const referer = request.headers.referer;
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === origin) path = url.pathname;
    } catch {
      // a malformed Referer keeps the default path
    }
  }
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
