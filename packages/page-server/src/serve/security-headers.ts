import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';
import type { RuntimeConfig } from '@island-eats/app-frame/remote-contracts';
import { contentSecurityPolicy, type NoncedResponse } from './content-security-policy';
import { PERMISSIONS_POLICY } from './permissions-policy';

/** This response's style nonce, which its CSP names and its page's meta element repeats. */
export const styleNonceOf = (reply: FastifyReply) =>
  (reply.raw as NoncedResponse).styleNonce as string;

/**
 * The security headers of every app server (serve-app.ts), through @fastify/helmet: the CSP
 * (content-security-policy.ts) with a fresh style nonce per response, nosniff, no framing, a
 * referrer of the origin only across origins (what a maps key restricted to the site's
 * referrers needs), and the permissions policy (permissions-policy.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: RuntimeConfig) {
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as NoncedResponse).styleNonce = randomBytes(16).toString('base64');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // the shell loads every remote's scripts from the remote's origin
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
