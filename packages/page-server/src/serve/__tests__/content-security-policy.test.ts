import { runModule, serveModule, buildConfigModule } from './run-module';

/**
 * The app servers' Content-Security-Policy as content-security-policy.ts builds it from a
 * runtime config. In a child process: jest's module system cannot load the ES modules of
 * build-config, which it imports.
 */
function policyFor(env: Record<string, string>): Record<string, string[]> {
  const script = `
    import { contentSecurityPolicy } from '${serveModule('content-security-policy.ts')}';
    import { runtimeConfig } from '${buildConfigModule('runtime-config.mjs')}';
    const directives = contentSecurityPolicy(runtimeConfig(JSON.parse(process.env.SITE)));
    const nonce = { styleNonce: 'NONCE' };
    const values = Object.entries(directives).map(([name, list]) => [
      name,
      list.map((value) => (typeof value === 'function' ? value({}, nonce) : value)),
    ]);
    console.log(JSON.stringify(Object.fromEntries(values)));
  `;
  const output = runModule(script, { SITE: JSON.stringify(env) });
  return JSON.parse(output) as Record<string, string[]>;
}

const ELSEWHERE = {
  API_URL: 'https://api.example.com',
  MENU_CART_URL: 'https://menu.example-cdn.com',
  BROWSE_URL: 'https://browse.example.com',
  CHECKOUT_PAY_URL: 'https://pay.example.com',
  ACCOUNT_URL: 'https://account.example.com',
  RESTRO_MENU_URL: 'https://restro.example.com',
};

it('lets scripts come from the app origins of the runtime config only, never by eval', () => {
  const policy = policyFor(ELSEWHERE);
  expect(policy.scriptSrc).toEqual([
    "'self'",
    // the one inline script of every page, by its hash (e2e/tests/early-taps.test.ts has it
    // run under the policy)
    expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    // the response's nonce: what React writes into a server-rendered page
    "'nonce-NONCE'",
    'https://browse.example.com',
    'https://menu.example-cdn.com',
    'https://pay.example.com',
    'https://account.example.com',
    'https://restro.example.com',
  ]);
  expect(policy.connectSrc).toEqual(
    expect.arrayContaining([
      'https://menu.example-cdn.com',
      'https://api.example.com',
      'wss://api.example.com',
    ]),
  );
  expect(policy.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com']);
  // styles by this response's nonce alone
  expect(policy.styleSrc).toEqual(["'self'", "'nonce-NONCE'"]);
  expect(policy.frameAncestors).toEqual(["'none'"]);
  expect(policy.upgradeInsecureRequests).toEqual([]);
  expect(JSON.stringify(policy)).not.toContain('unsafe-eval');
});

it('on plain http (a local run) upgrades nothing, and the socket may use ws:', () => {
  const policy = policyFor({});
  expect(policy.upgradeInsecureRequests).toBeUndefined();
  expect(policy.connectSrc).toEqual(
    expect.arrayContaining(['http://localhost:4000', 'ws://localhost:4000']),
  );
});

it("with a Google Maps key, adds Google's hosts and inline styles, which its map injects", () => {
  const policy = policyFor({ ...ELSEWHERE, GOOGLE_MAPS_KEY: 'key' });
  expect(policy.scriptSrc).toContain('https://maps.googleapis.com');
  expect(policy.styleSrc).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']);
  expect(policy.imgSrc).toContain('https://*.gstatic.com');
  expect(policy.connectSrc).toContain('https://*.googleapis.com');
});

it("in deploy/'s one-origin layout (SITE_URL), allows the site and restro-menu's guests' host alone", () => {
  const policy = policyFor({
    // the per-app variables of `pnpm start` do not apply there
    ...ELSEWHERE,
    SITE_URL: 'https://eats.example.com',
    RESTRO_MENU_URL: 'https://menu.eats.example.com',
  });
  expect(policy.scriptSrc?.filter((source) => source.startsWith('https:'))).toEqual([
    'https://eats.example.com',
    'https://menu.eats.example.com',
  ]);
  expect(policy.connectSrc).toEqual([
    "'self'",
    'https://eats.example.com',
    'https://menu.eats.example.com',
    'wss://eats.example.com',
  ]);
});
