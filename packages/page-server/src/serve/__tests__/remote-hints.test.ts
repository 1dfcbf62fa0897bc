import { runModule, serveModule } from './run-module';

// What a page's HTML preloads of the remote modules it was rendered with (remote-hints.ts),
// read from a remote's server of a few lines that answers its manifest.
const SCRIPT = `
  import { createServer } from 'node:http';
  import { hintLinks, remoteHints } from '${serveModule('remote-hints.ts')}';
  const files = {
    '/mf-manifest.json': {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'page/restaurant', assets: { js: { sync: ['shared.2.js', 'restaurant.3.js'] } } },
        { name: 'page/cart', assets: { js: { sync: ['shared.2.js', 'cart.4.js'] } } },
        { name: 'outlet-menu', assets: { js: { sync: ['shared.2.js', 'menu.5.js'] } } },
      ],
    },
  };
  const server = createServer((request, response) =>
    response.end(JSON.stringify(files[new URL(request.url, 'http://remote').pathname] ?? {})),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = 'http://127.0.0.1:' + server.address().port;
  const config = { remotes: { remote: origin + '/mf-manifest.json' } };
  const hints = await remoteHints(config, 'remote/page/restaurant');
  const part = await remoteHints(config, 'remote/outlet-menu');
  const unknown = await remoteHints(config, 'elsewhere/page/restaurant');
  server.close();
  const links = hintLinks([hints, part, unknown]);
  console.log(JSON.stringify({ origin, hints, part, links, unknown }));
`;

it("preloads each module's remote manifest, entry and exposed module's scripts, once each", () => {
  const output = runModule(SCRIPT);
  const { origin, hints, part, links, unknown } = JSON.parse(output) as {
    origin: string;
    hints: { manifest: string; scripts: string[] };
    part: { manifest: string; scripts: string[] };
    links: string;
    unknown: null;
  };
  expect(hints).toEqual({
    manifest: `${origin}/mf-manifest.json`,
    scripts: ['remoteEntry.js', 'shared.2.js', 'restaurant.3.js'].map(
      (file) => `${origin}/${file}`,
    ),
  });
  expect(links).toContain(
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${origin}/mf-manifest.json">`,
  );
  expect(part.scripts).toEqual(
    ['remoteEntry.js', 'shared.2.js', 'menu.5.js'].map((file) => `${origin}/${file}`),
  );
  // one link per file, the manifest's once, for the two modules of one remote
  expect(links.split('<link').length - 1).toBe(5);
  expect(links).not.toContain('cart.4.js');
  expect(unknown).toBeNull();
});

// Behind a proxy the page server reads a remote's files on the inside (page-server
// internal-urls.ts); the page still names them as browsers fetch them.
const INSIDE = `
  import { createServer } from 'node:http';
  import { remoteHints } from '${serveModule('remote-hints.ts')}';
  const asked = [];
  const server = createServer((request, response) => {
    asked.push(request.url);
    const manifest = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };
    response.end(JSON.stringify(request.url.endsWith('mf-manifest.json') ? manifest : {}));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const inside = 'http://127.0.0.1:' + server.address().port;
  const config = { remotes: { remote: 'https://eats.example.com/apps/remote/mf-manifest.json' } };
  const hints = await remoteHints(config, 'remote/page/cart', (url) =>
    inside + new URL(url).pathname,
  );
  server.close();
  console.log(JSON.stringify({ hints, asked }));
`;

it("reads the remote's files on the inside and names them as browsers fetch them", () => {
  const output = runModule(INSIDE);
  const { hints, asked } = JSON.parse(output) as {
    hints: { manifest: string; scripts: string[] };
    asked: string[];
  };
  expect(asked).toEqual(['/apps/remote/mf-manifest.json']);
  expect(hints).toEqual({
    manifest: 'https://eats.example.com/apps/remote/mf-manifest.json',
    scripts: ['https://eats.example.com/apps/remote/remoteEntry.js'],
  });
});
