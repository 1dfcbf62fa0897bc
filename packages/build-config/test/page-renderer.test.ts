import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// An app's built renderer (index.mjs's serverConfig writes dist/server/page-first-paint.cjs):
// each path behaves as its name says.
const RENDERER = `
exports.renderPageFirstPaint = async (pathname, config, caller) => {
  if (pathname === '/painted') return { html: '<h1>' + config.apiBase + '</h1>', css: 'h1{}' };
  if (pathname === '/mine') return { html: '<h1>' + caller.sessionToken + '</h1>', css: '' };
  if (pathname === '/throws') throw new Error('the API is down');
  if (pathname === '/hangs') return new Promise(() => {});
  return null;
};
`;

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'page-renderer-'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'page-first-paint.cjs'), RENDERER);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/**
 * What page-renderer.mjs answers for `pathname` of the app in `folder`. In a child process:
 * jest's module system cannot load the ES modules of build-config.
 */
function firstPaint(folder: string, pathname: string) {
  const script = `
    import { renderPageFirstPaint } from './page-renderer.mjs';
    const paint = await renderPageFirstPaint(process.env.DIST, { apiBase: 'http://api' }, process.env.PAGE, { sessionToken: 'their-token' });
    console.log(JSON.stringify(paint));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: `${__dirname}/..`,
    env: { ...process.env, DIST: folder, PAGE: pathname },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(output.toString()) as unknown;
}

it("answers the app's paint of the path, rendered with the runtime config", () => {
  expect(firstPaint(dist, '/painted')).toEqual({ html: '<h1>http://api</h1>', css: 'h1{}' });
});

it("paints a customer's page for the session the page's request came with", () => {
  expect(firstPaint(dist, '/mine')).toEqual({ html: '<h1>their-token</h1>', css: '' });
});

it('answers null where the app paints nothing, fails, or has no renderer', () => {
  expect(firstPaint(dist, '/elsewhere')).toBeNull();
  expect(firstPaint(dist, '/throws')).toBeNull();
  expect(firstPaint(path.join(dist, 'server'), '/painted')).toBeNull();
});

it('gives up on a paint that does not come, so the page is never held for it', () => {
  expect(firstPaint(dist, '/hangs')).toBeNull();
});
