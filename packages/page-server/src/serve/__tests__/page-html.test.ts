import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runModule, serveModule } from './run-module';

// An app's page as its server sends it (page-html.ts): the page server's render in the
// host's index.html, and the page the browser renders alone.

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'page-html-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Island Eats</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, 'host-page-chunks.json'),
    JSON.stringify({
      'restro-menu': ['standalone/menu.1.js'],
      'restro-profile': ['standalone/profile.2.js'],
    }),
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The page as rendered by the page server, and as the browser renders alone. */
function pages(): { rendered: string; alone: string } {
  const script = `
    import { pageHtml } from '${serveModule('page-html.ts')}';
    const config = { apiBase: 'http://api/api/v1', imageBase: 'http://images', remotes: {} };
    const rendered = await pageHtml(process.env.DIST, config, {
      styleNonce: 'n0nce',
      rendered: {
        html: '<link rel="preload" as="image" href="http://images/b.png"/><h1>$& Dana</h1>',
        styles: '<style nonce="n0nce" data-styled="active">h1{}</style>',
        pageData: { '["menu",1]': { data: { note: '</script><script>alert(1)</script>' } } },
        modules: { used: [], unavailable: ['browse/page/home'] },
        page: 'restro-menu',
      },
    });
    const alone = await pageHtml(process.env.DIST, config, { styleNonce: 'n0nce' });
    console.log(JSON.stringify({ rendered, alone }));
  `;
  const output = runModule(script, { DIST: dist });
  return JSON.parse(output) as { rendered: string; alone: string };
}

it("puts a rendered page's markup, styles, answers and modules in the page, as they are", () => {
  const [head = '', body = ''] = pages().rendered.split('</head>');
  // (a `$&` in the markup stays text: no replacement pattern)
  expect(body).toContain('<div id="root"><h1>$& Dana</h1></div><script id="page-data"');
  // its picture first in the head, before the page's scripts; the styles with the nonce
  const preload = head.indexOf('<link rel="preload" as="image" href="http://images/b.png"/>');
  expect(preload).toBeGreaterThan(head.indexOf('</title>'));
  expect(preload).toBeLessThan(head.indexOf('<script defer'));
  expect(head).toContain('<style nonce="n0nce" data-styled="active">h1{}</style>');
  // the chunks of the host's own page it shows, not of its other pages
  expect(head).toContain('<link rel="preload" as="script" href="/standalone/menu.1.js">');
  expect(head).not.toContain('profile.2.js');
  // the answers and modules after the markup, which paints before they are parsed; nothing in
  // an answer can end its block: a customer's note stays text
  expect(head).not.toContain('page-data');
  expect(body).toContain(
    '</div><script id="page-data" type="application/json">{"[\\"menu\\",1]":{"data":{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}}}</script>' +
      '<script id="page-modules" type="application/json">{"used":[],"unavailable":["browse/page/home"]}</script></body>',
  );
});

it('sends a page the browser renders alone with its config, nonce and connections only', () => {
  const { alone } = pages();
  expect(alone).toContain('<div id="root"></div>');
  expect(alone).toContain('<meta property="csp-nonce" content="n0nce">');
  expect(alone).toContain('<script id="runtime-config" type="application/json">{"apiBase"');
  expect(alone).toContain('<link rel="preconnect" href="http://api" crossorigin="anonymous">');
  expect(alone).not.toContain('page-modules');
  expect(alone).not.toContain('page-data');
  expect(alone).not.toContain('rel="preload"');
});
