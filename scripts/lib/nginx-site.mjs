// The deploy layout's nginx (deploy/nginx/templates) run without a container, for the deploy
// test and `pnpm bench`: the templates rendered as nginx's image renders them (envsubst of every
// `${NAME}`), an nginx.conf like the image's around them, and Debian's nginx.
import { spawn, spawnSync } from 'node:child_process';
import { ensureDebianPackage } from './debian-package.mjs';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { chmodSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteApps } from '@island-eats/build-config';
import { waitFor } from './site-process.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const TEMPLATES = path.join(root, 'deploy/nginx/templates');
const NGINX = '/usr/sbin/nginx';

/** A template's text with every `${NAME}` of `env` filled in (what envsubst does). */
function renderTemplate(text, env) {
  return text.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (whole, name) => env[name] ?? whole);
}

/** SITE_ROOT as the compose file mounts it: shell/ and apps/<app>/, here links to the builds. */
function siteRoot(folder) {
  mkdirSync(path.join(folder, 'apps'), { recursive: true });
  symlinkSync(path.join(root, 'apps/shell/dist'), path.join(folder, 'shell'));
  for (const app of remoteApps) {
    symlinkSync(path.join(root, 'apps', app.dir, 'dist'), path.join(folder, 'apps', app.dir));
  }
  return folder;
}

/** nginx's upstream lines for servers at `origins` (http://127.0.0.1:<port> each). */
const upstreamLines = (origins) =>
  origins.map((origin) => `server ${new URL(origin).host};`).join(' ');

/**
 * Starts nginx with the deploy config on 127.0.0.1:`port` in front of `apiOrigins` and of the
 * page servers at `pageOrigins` (`shell`, `restroMenu`: http://127.0.0.1:<port> each), which
 * may start after it; restro-menu's host is `restroHost` (on the same port), the page servers'
 * internal listener on 127.0.0.1:`internalPort`. Resolves once nginx answers.
 * `reload(apiOrigins)` points it at other API processes without dropping connections.
 */
export async function startNginx({ port, apiOrigins, pageOrigins, internalPort, restroHost }) {
  ensureDebianPackage(NGINX, 'nginx');
  const prefix = mkdtempSync(path.join(tmpdir(), 'island-eats-nginx-'));
  // nginx's workers (nobody, when started as root) read the site through this folder
  chmodSync(prefix, 0o755);
  const siteUrl = `http://127.0.0.1:${port}`;
  const templates = readdirSync(TEMPLATES).map((name) => ({
    file: name.replace(/\.template$/, ''),
    text: readFileSync(path.join(TEMPLATES, name), 'utf8'),
  }));
  const write = (origins) => {
    const env = {
      LISTEN: `127.0.0.1:${port}`,
      INTERNAL_LISTEN: `127.0.0.1:${internalPort}`,
      SITE_ROOT: siteRootFolder,
      API_SERVERS: upstreamLines(origins),
      PAGE_SERVERS: upstreamLines([pageOrigins.shell]),
      RESTRO_MENU_PAGE_SERVERS: upstreamLines([pageOrigins.restroMenu]),
      RESTRO_MENU_HOST: restroHost,
      ACCESS_LOG: `${prefix}/logs/access.log`,
    };
    for (const { file, text } of templates) {
      writeFileSync(path.join(prefix, 'conf.d', file), renderTemplate(text, env));
    }
  };
  mkdirSync(path.join(prefix, 'conf.d'));
  mkdirSync(path.join(prefix, 'logs'));
  const siteRootFolder = siteRoot(path.join(prefix, 'site'));
  write(apiOrigins);
  // the image's nginx.conf, with its paths in this folder
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes auto;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include conf.d/*.conf;
}
`,
  );
  const args = ['-p', `${prefix}/`, '-c', `${prefix}/nginx.conf`, '-e', `${prefix}/logs/error.log`];
  const tested = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (tested.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx -t: ${tested.stderr}`);
  }
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'inherit' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    // a file nginx serves itself: the pages need the page servers, which may not be up yet
    waitFor(`${siteUrl}/favicon.svg`, Date.now() + 10_000),
    exited.then((code) => Promise.reject(new Error(`nginx exited (${code})`))),
  ]);

  return {
    url: siteUrl,
    internalUrl: `http://127.0.0.1:${internalPort}`,
    pid: child.pid,
    async reload(origins) {
      write(origins);
      const reloaded = spawnSync(NGINX, [...args, '-s', 'reload'], { encoding: 'utf8' });
      if (reloaded.status !== 0) throw new Error(`nginx -s reload: ${reloaded.stderr}`);
      // the new workers take over once the old ones finish their requests
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
