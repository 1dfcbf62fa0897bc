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
function page(): { html: string } {
  const script = `
    import { pageHtml } from './page-html.mjs';
    const config = { apiBase: 'http://api/api/v1', imageBase: 'http://images', remotes: {} };
    const html = await pageHtml(process.env.DIST, config, { styleNonce: 'n0nce', pathname: '/painted' });
    console.log(JSON.stringify({ html }));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: `${__dirname}/..`,
    env: { ...process.env, DIST: dist },
  });
  return JSON.parse(output.toString()) as { html: string };
}

it("puts the paint's text in the page as it is, even where it reads as a replacement pattern", () => {
  expect(page().html).toContain(
    `<div id="root"><div id="page-first-paint"><h1>Dana $&amp; $' $\` O'Neil</h1></div></div>`,
  );
});

it("asks for the paint's pictures first in the head, before the page's scripts", () => {
  const [head = '', body = ''] = page().html.split('</head>');
  const preload = '<link rel="preload" as="image" href="http://images/a$&amp;b.svg"';
  expect(head.indexOf(preload)).toBeGreaterThan(head.indexOf('</title>'));
  expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<script'));
  expect(body).not.toContain('rel="preload"');
});

/** `/painted` as the page server rendered it (renderedPageHtml), and without it (painted: false). */
function renderedPage(): { rendered: string; unpainted: string } {
  const script = `
    import { pageHtml, renderedPageHtml } from './page-html.mjs';
    const config = { apiBase: 'http://api/api/v1', imageBase: 'http://images', remotes: {} };
    const rendered = await renderedPageHtml(process.env.DIST, config, {
      styleNonce: 'n0nce',
      pathname: '/painted',
      rendered: {
        html: '<link rel="preload" as="image" href="http://images/b.png"/><h1>$& Dana</h1>',
        styles: '<style nonce="n0nce" data-styled="active">h1{}</style>',
        pageData: { '["menu",1]': { note: '</script><script>alert(1)</script>' } },
        modules: { used: [], unavailable: ['browse/routes'] },
      },
    });
    const unpainted = await pageHtml(process.env.DIST, config, {
      styleNonce: 'n0nce',
      pathname: '/painted',
      painted: false,
    });
    console.log(JSON.stringify({ rendered, unpainted }));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: `${__dirname}/..`,
    env: { ...process.env, DIST: dist },
  });
  return JSON.parse(output.toString()) as { rendered: string; unpainted: string };
}

it("puts a rendered page's markup, styles, answers and modules in the page, as they are", () => {
  const { rendered, unpainted } = renderedPage();
  const [head = '', body = ''] = rendered.split('</head>');
  expect(body).toContain('<div id="root"><h1>$& Dana</h1></div>');
  // its picture first in the head, the styles with the response's nonce
  expect(head.indexOf('<link rel="preload" as="image" href="http://images/b.png"/>')).toBeLessThan(
    head.indexOf('<script defer'),
  );
  expect(head).toContain('<style nonce="n0nce" data-styled="active">h1{}</style>');
  // nothing in an answer can end its block: a customer's note stays text
  expect(head).toContain(
    '<script id="page-data" type="application/json">{"[\\"menu\\",1]":{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}}</script>',
  );
  expect(head).toContain(
    '<script id="page-modules" type="application/json">{"used":[],"unavailable":["browse/routes"]}</script>',
  );
  // the page the browser renders alone has neither a paint nor the page server's blocks
  expect(unpainted).toContain('<div id="root"></div>');
  expect(unpainted).not.toContain('page-modules');
});
