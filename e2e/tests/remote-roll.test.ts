import { execFile, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { copyOfDist, serveApp, siteEnvWith, stopServer } from '../support/app-servers';
import { browserPerFile, watchErrors } from '../support/browser';
import { site } from '../support/site';

// browse rolled out alone while the site runs (README.md, "Rolling out one remote"): served from
// a copy of its dist by this test's own server, behind this test's own shell, so neither the
// repository's builds nor the rest of the suite ever see the new version.
const shift = Number(process.env.E2E_PORT_SHIFT || 100);
const SHELL_PORT = 3080 + shift;
const BROWSE_PORT = 3081 + shift;
const shell = `http://localhost:${SHELL_PORT}`;
const browse = `http://localhost:${BROWSE_PORT}`;
const env = siteEnvWith({ browse });
const root = path.resolve(__dirname, '../..');
const run = promisify(execFile);

const OLD_HEADLINE = 'Island food, fresh to your door';
const NEW_HEADLINE = 'Island food, rolled out fresh';
// [name].[contenthash:8].js: never rewritten, so a page on the old build can keep loading them
const HASHED = /\.[0-9a-f]{8}\.js(\.br|\.gz)?$/;

/** Every file under a folder, by its path there, to its sha-256. */
function fingerprint(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  return Object.fromEntries(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [
        path.relative(dir, file),
        createHash('sha256').update(readFileSync(file)).digest('hex'),
      ];
    }),
  );
}
const repositoryDists = () =>
  Object.fromEntries(
    Object.keys(site.apps).map((dir) => [dir, fingerprint(path.join(root, 'apps', dir, 'dist'))]),
  );

const session = browserPerFile();
let served: string;
let nextBuild: string;
let servers: ChildProcess[] = [];

beforeAll(async () => {
  served = copyOfDist('browse');
  nextBuild = mkdtempSync(path.join(tmpdir(), 'island-eats-browse-next-'));
  // the new version: browse's own build, with its headline changed, into a folder of its own
  const building = run(process.execPath, [
    path.join(root, 'e2e/support/build-app-variant.mjs'),
    'browse',
    nextBuild,
    OLD_HEADLINE,
    NEW_HEADLINE,
  ]);
  servers = await Promise.all([
    serveApp('shell', SHELL_PORT, env),
    serveApp('browse', BROWSE_PORT, env, served),
  ]);
  await building;
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map(stopServer));
  for (const dir of [served, nextBuild]) rmSync(dir, { recursive: true, force: true });
});

test('a remote rolled out alone shows at the next navigation; the shell and the other apps are untouched', async () => {
  const distsBefore = repositoryDists();
  const servedBefore = fingerprint(served);
  const page = await session.browser.newPage();
  const errors = watchErrors(page);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  const shellScripts = new Set<string>();
  const browseFiles: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === shell && request.resourceType() === 'script') shellScripts.add(url.href);
    if (url.origin === browse) browseFiles.push(url.pathname.slice(1));
  });

  await page.goto(shell);
  await page.getByRole('heading', { name: OLD_HEADLINE }).waitFor();
  const shellScriptsBefore = [...shellScripts];

  await run(process.execPath, [path.join(root, 'scripts/roll-app.mjs'), nextBuild, served]);

  // the open page stays on the version it started with: a client navigation loads that
  // version's next page, whose chunks the roll left in place
  browseFiles.length = 0;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Restaurants' }).click();
  await page.waitForURL(`${shell}/restaurants`);
  await page.locator('article h2').first().waitFor();
  expect(browseFiles.length).toBeGreaterThan(0);
  expect(browseFiles.every((file) => file in servedBefore)).toBe(true);

  // the next full navigation reads browse's manifest afresh: the new version
  shellScripts.clear();
  await page.goto(shell);
  await page.getByRole('heading', { name: NEW_HEADLINE }).waitFor();
  expect(await page.getByRole('heading', { name: OLD_HEADLINE }).count()).toBe(0);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();

  // the shell was not rebuilt: the page ran the very scripts it ran before
  expect(shellScriptsBefore).toEqual(expect.arrayContaining([...shellScripts]));
  // no app's build changed, browse's own included: only the served copy took the new version
  expect(repositoryDists()).toEqual(distsBefore);
  // and that copy kept every hashed file of the old version as it was
  const servedAfter = fingerprint(served);
  for (const [file, hash] of Object.entries(servedBefore)) {
    if (HASHED.test(file)) expect([file, servedAfter[file]]).toEqual([file, hash]);
  }
});
