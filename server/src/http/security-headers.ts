import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The API's security headers (helmet's). The API answers JSON, images and one HTML page (the
 * payment sandbox's approval page: an inline style sheet, two forms, no script), so its policy
 * allows no script at all and nothing may frame it.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      // the sandbox page's own <style>; no script may run to abuse it
      styleSrc: ["'unsafe-inline'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      // no form-action: the sandbox's forms redirect to the site's return page, on another origin
    },
  },
  // the apps on their own origins show the API's images and read its answers
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

/** Powerful features nothing the API serves uses. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The headers helmet sets with these options, worked out once: they are the same for every
 * answer (no nonce), and @fastify/helmet built helmet's middleware again for each request,
 * which was 8% of the API's work on a cached read.
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Permissions-Policy': PERMISSIONS_POLICY };
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet(HELMET_OPTIONS)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
