import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The API's security headers (@fastify/helmet). The API answers JSON, images and one HTML page
 * (the payment sandbox's approval page: an inline style sheet, two forms, no script), so its
 * policy allows no script at all and nothing may frame it.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}

/** Powerful features nothing the API serves uses. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
