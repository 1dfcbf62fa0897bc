import { execFileSync } from 'node:child_process';

// What a page asks of a remote's server for a page painted per request (remote-hints.mjs),
// against a remote's server of a few lines that answers its files and paints each page with
// the Authorization it was asked with (none: no session is ever sent).
const SCRIPT = `
  import { createServer } from 'node:http';
  import { remoteHints } from './remote-hints.mjs';
  const files = {
    '/mf-manifest.json': {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'routes', assets: { js: { sync: [] } } }],
    },
    '/page-chunks.json': {},
    '/page-first-paint.json': { perRequest: ['Restaurant', 'Profile'], forCustomer: ['Profile'] },
  };
  const asked = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://remote');
    if (url.pathname === '/page-first-paint') {
      asked.push(url.searchParams.get('path'));
      const who = request.headers.authorization ?? 'nobody';
      return response.end(JSON.stringify({ html: who, css: '' }));
    }
    response.end(JSON.stringify(files[url.pathname] ?? {}));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const manifest = 'http://127.0.0.1:' + server.address().port + '/mf-manifest.json';
  const config = { remotes: { remote: manifest } };
  const paint = async (page, path, request) =>
    (await remoteHints(config, 'remote', page, path, request)).firstPaint;
  const answers = {
    restaurant: await paint('Restaurant', '/restaurant/1', {}),
    profile: await paint('Profile', '/profile', {}),
    unframed: await paint('Restaurant', '/restaurant/2', { painted: false }),
    asked,
  };
  server.close();
  console.log(JSON.stringify(answers));
`;

function hints() {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    cwd: `${__dirname}/..`,
  });
  return JSON.parse(output.toString()) as Record<string, unknown>;
}

it("asks a remote's server for a public page's paint, never for a customer's own page", () => {
  const answers = hints();
  expect(answers.restaurant).toEqual({ html: 'nobody', css: '' });
  // a customer's own page is the page server's to render, with their session
  expect(answers.profile).toBeNull();
  // a page that paints itself (restro-menu's, without the frame) is not asked for either
  expect(answers.unframed).toBeNull();
  expect(answers.asked).toEqual(['/restaurant/1']);
});
