import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// An app's page as its server sends it (page-html.mjs), for an app without the shell's frame
// whose own renderer paints the page (as restro-menu's does): what the paint brings, where.
const PAINT = {
  html:
    '<link rel="preload" as="image" href="http://images/a$&amp;b.svg" fetchPriority="high"/>' +
    "<h1>Dana $&amp; $' $` O'Neil</h1>",
  css: 'h1{}',
};

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'page-html-'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Island Eats</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, 'server', 'page-first-paint.cjs'),
    `exports.renderOwnPageFirstPaint = async () => (${JSON.stringify(PAINT)});`,
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The page at `/painted`. In a child process: jest cannot load build-config's ES modules. */
function page(): { html: string; forCustomer: boolean } {
  const script = `
    import { pageHtml } from './page-html.mjs';
    const config = { apiBase: 'http://api/api/v1', imageBase: 'http://images', remotes: {} };
    const page = await pageHtml(process.env.DIST, config, { styleNonce: 'n0nce', pathname: '/painted' });
    console.log(JSON.stringify(page));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: `${__dirname}/..`,
    env: { ...process.env, DIST: dist },
  });
  return JSON.parse(output.toString()) as { html: string; forCustomer: boolean };
}

it("puts the paint's text in the page as it is, even where it reads as a replacement pattern", () => {
  const { html, forCustomer } = page();
  expect(html).toContain(
    `<div id="root"><div id="page-first-paint"><h1>Dana $&amp; $' $\` O'Neil</h1></div></div>`,
  );
  expect(forCustomer).toBe(false);
});

it("asks for the paint's pictures first in the head, before the page's scripts", () => {
  const [head = '', body = ''] = page().html.split('</head>');
  const preload = '<link rel="preload" as="image" href="http://images/a$&amp;b.svg"';
  expect(head.indexOf(preload)).toBeGreaterThan(head.indexOf('</title>'));
  expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<script'));
  expect(body).not.toContain('rel="preload"');
});
