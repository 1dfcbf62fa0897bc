import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { nginxTemplates } from './nginx-templates';

// deploy/: the nginx templates and the compose file that mounts them. The deploy layout test
// (e2e/deploy) runs the templates in a real nginx; here, what it cannot see: that the written
// templates are current, and that the compose file gives nginx everything they ask for.

const deploy = path.resolve(__dirname, '..');
const templates = path.join(deploy, 'nginx/templates');

interface Service {
  image: string;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  working_dir?: string;
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(readFileSync(path.join(deploy, 'compose.yaml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, Service> };
const nginx = compose.services.nginx as Service;
const mounts = new Map(
  (nginx.volumes ?? []).map((volume) => {
    const [from, to] = volume.split(':');
    return [to, from];
  }),
);

test('the written templates are what nginx-templates.ts makes now (write-templates.mjs)', () => {
  const expected = nginxTemplates();
  expect(Object.keys(expected).length).toBeGreaterThan(0);
  for (const [name, text] of Object.entries(expected)) {
    expect(readFileSync(path.join(templates, name), 'utf8')).toBe(text);
  }
});

test("compose gives nginx the templates and every variable they use, as nginx's image renders them", () => {
  expect(mounts.get('/etc/nginx/templates')).toBe('./nginx/templates');
  const used = new Set<string>();
  for (const name of readdirSync(templates)) {
    expect(name).toMatch(/\.template$/);
    const text = readFileSync(path.join(templates, name), 'utf8');
    for (const [, variable] of text.matchAll(/\$\{(\w+)\}/g)) used.add(variable as string);
  }
  expect([...used].sort()).toEqual(Object.keys(nginx.environment ?? {}).sort());
});

test('compose serves every built app under SITE_ROOT and puts every API process behind nginx', () => {
  const root = nginx.environment?.SITE_ROOT;
  expect(mounts.get(`${root}/shell`)).toBe('../apps/shell/dist');
  for (const app of ['browse', 'menu-cart', 'checkout-pay', 'account', 'restro-menu']) {
    expect(mounts.get(`${root}/apps/${app}`)).toBe(`../apps/${app}/dist`);
  }
  const apis = Object.entries(compose.services).filter(([name]) => name.startsWith('api-'));
  expect(apis).toHaveLength(2);
  for (const [name, service] of apis) {
    expect(service.environment).toMatchObject({
      API_INSTANCE: name,
      REDIS_URL: 'redis://redis:6379',
    });
    expect(service.environment?.TRUST_PROXY).toBeTruthy();
    expect(nginx.environment?.API_SERVERS).toContain(`server ${name}:4000;`);
  }
});

test("compose runs each host's page server behind nginx, reading the API and the remotes on nginx's unpublished listener", () => {
  const env = nginx.environment ?? {};
  const internalPort = env.INTERNAL_LISTEN ?? '';
  expect(internalPort).toMatch(/^\d+$/);
  expect((nginx.ports ?? []).some((port) => port.endsWith(`:${internalPort}`))).toBe(false);
  const hosts = { PAGE_SERVERS: 'shell', RESTRO_MENU_PAGE_SERVERS: 'restro-menu' };
  for (const [upstream, app] of Object.entries(hosts)) {
    const [, name, port] = /^server ([\w-]+):(\d+);$/.exec(env[upstream] ?? '') ?? [];
    const pages = compose.services[name ?? ''] as Service;
    expect(pages.image).toBe('node:20-bookworm-slim');
    expect(pages.working_dir).toBe('/srv/island-eats/packages/page-server');
    expect(pages.environment).toMatchObject({
      PORT: port,
      HOST: '0.0.0.0',
      SITE_DIST: `/srv/island-eats/apps/${app}/dist`,
      API_INTERNAL_URL: `http://nginx:${internalPort}`,
      REMOTES_INTERNAL_URL: `http://nginx:${internalPort}`,
    });
    // the pages' public origin is the API's
    expect(pages.environment?.SITE_URL).toBe(compose.services['api-1']?.environment?.PUBLIC_URL);
    expect(nginx.depends_on?.[name ?? '']).toBeDefined();
  }
});

test('nginx hands every proxied call its request id, which the API logs and answers back', () => {
  const site = readFileSync(path.join(templates, 'island-eats.conf.template'), 'utf8');
  // each run of proxy_set_header lines is a set a server or a location uses whole
  const headerSets = [...site.matchAll(/(?:^[ \t]*(?:proxy_set_header .*|#.*)\n)+/gm)]
    .map(([lines]) => lines)
    .filter((lines) => lines.includes('proxy_set_header'));
  expect(headerSets.length).toBeGreaterThan(0);
  for (const lines of headerSets)
    expect(lines).toContain('proxy_set_header X-Request-Id $request_id;');
});
