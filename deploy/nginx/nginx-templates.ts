// The part of deploy/nginx/templates that the app servers also make: the security headers of
// the files nginx serves from disk. They are written from the same constants
// (`node --import tsx deploy/nginx/write-templates.mjs`), so nginx and the Node servers cannot
// drift apart; nginx-templates.test.ts checks the written files are current. The pages, their
// runtime config and their Content-Security-Policy (a nonce per response) are the page server's
// own: nginx passes them through (island-eats.conf.template).
import { PERMISSIONS_POLICY } from '@island-eats/page-server/permissions-policy';

/**
 * The first line of every generated template: write-templates.mjs knows its own files by it.
 * (It still names packages/build-config, where these constants were first: the templates
 * written before stay byte for byte what nginx runs.)
 */
export const GENERATED =
  '# Written by deploy/nginx/write-templates.mjs from packages/build-config: do not edit.';

/** island-eats-headers.inc.template: the headers every answer of the app servers carries. */
function headersTemplate(): string {
  return `${GENERATED}
add_header X-Content-Type-Options "nosniff" always;
add_header X-Frame-Options "DENY" always;
add_header Referrer-Policy "strict-origin-when-cross-origin" always;
add_header Permissions-Policy "${PERMISSIONS_POLICY}" always;
add_header Cross-Origin-Resource-Policy "cross-origin" always;
`;
}

/** Every generated file of deploy/nginx/templates, by name. */
export const nginxTemplates = (): Record<string, string> => ({
  'island-eats-headers.inc.template': headersTemplate(),
});
