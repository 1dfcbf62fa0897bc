import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createPath, parsePath, Router, type To } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import {
  configureApi,
  scopePageData,
  scopeStorage,
  type PageCookie,
} from '@island-eats/api-client';
import { hasPageCookie, pageCookieValues } from '@island-eats/api-client/page-cookie-values';
import { serverPageData } from '@island-eats/api-client/server-page-data';
import { AppProviders } from '../app-providers';
import { provideRemoteModule, scopeRemoteModules } from '../remotes/load-remote-module';
import type { RemoteModuleId } from '../remote-contracts';
import type { Settled } from '../settled';
import type { RenderedModules, PageRequest, RenderedPage } from './node-host';
import { publicPages } from './public-pages';

/**
 * Longer than this, a render is given up: the regions still waiting are left to the browser,
 * or, where the page itself was, the browser renders the whole page (page-server serve-app.ts).
 */
const RENDER_LIMIT_MS = 3000;

/**
 * What one request renders with, however many render at once: its page cookie's values, which
 * every storage read and write takes (api-client's session, island, order type), the remote
 * modules given to its page, and its first reads.
 */
interface RequestScope {
  values: Map<string, string>;
  modules: Map<RemoteModuleId, Settled<unknown>>;
  /** its first reads, made once each while it renders, and handed to the browser */
  pageData: ReturnType<typeof serverPageData>;
}
const requests = new AsyncLocalStorage<RequestScope>();
scopeStorage(() => requests.getStore()?.values);
scopeRemoteModules(() => requests.getStore()?.modules);
scopePageData(() => requests.getStore()?.pageData);

/**
 * The API as the page server calls it: a session the API refuses ends with no alert and no
 * reload (the browser's page says so once it runs).
 */
let configuredFor: string | undefined;
function configureApiOnce({ apiBase, imageBase, restroMenuUrl }: PageRequest['config']) {
  if (configuredFor === apiBase) return;
  configuredFor = apiBase;
  const quiet = () => undefined;
  configureApi({ apiBase, imageBase, restroMenuUrl, onSessionExpired: quiet, onLoggedOut: quiet });
}

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** react-router's StaticRouter, from the API the shared router facade has: nothing navigates. */
function ServerRouter({ location, children }: { location: string; children: ReactNode }) {
  const refuse = () => {
    throw new Error('a page rendered on the server cannot navigate');
  };
  const navigator = {
    createHref: href,
    encodeLocation: (to: To) => {
      const { pathname = '/', search = '', hash = '' } = parsePath(href(to));
      return { pathname, search, hash };
    },
    go: refuse,
    push: refuse,
    replace: refuse,
  };
  return (
    <Router location={location} navigator={navigator} static>
      {children}
    </Router>
  );
}

/** `tree` as HTML once everything in it (its first reads) has rendered, and its styles. */
function renderToHtml(tree: ReactNode, nonce: string): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  let limit: NodeJS.Timeout | undefined;
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    sink.on('error', reject);
    const stream = renderToPipeableStream(sheet.collectStyles(tree), {
      nonce,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError(error) {
        console.error('[page-server] a page region failed to render:', error);
      },
    });
    limit = setTimeout(
      () => stream.abort(new Error(`no page within ${RENDER_LIMIT_MS} ms`)),
      RENDER_LIMIT_MS,
    );
  })
    .then((html) => ({
      html,
      styles: sheet.getStyleTags().replace(/<style /g, `<style nonce="${nonce}" `),
    }))
    .finally(() => {
      clearTimeout(limit);
      sheet.seal();
    });
}

/**
 * Gives the page a remote module as the page server loaded it, within its budget, so its
 * region renders it at once (or its fallback): the route's page, or a part the page renders.
 */
export async function provideModule(
  request: PageRequest,
  id: RemoteModuleId,
): Promise<RenderedModules> {
  const loaded = await request.load(id);
  provideRemoteModule(id, loaded);
  return 'module' in loaded ? { used: [id], unavailable: [] } : { used: [], unavailable: [id] };
}

/** A page that renders no remote module. */
export const NO_MODULES: RenderedModules = { used: [], unavailable: [] };

/** What a host decides about a request before its page renders. */
export type PagePlan =
  | { redirect: string }
  /** the browser renders this page: the page server sends it unrendered */
  | { inBrowser: true }
  | { status: number; tree: ReactNode; modules: RenderedModules; page?: string };

const publicPage = publicPages();

/**
 * A host's page for one request (the Node host's renderPage): with the request's rendered
 * values (the host's page cookie, `cookie`) as storage, `plan` decides (a redirect, or what to
 * render and with which remote modules), and the tree renders once its first reads have
 * answered. Null: the page is the browser's to render. A page with no visitor's values is
 * shared by all who ask for it while it renders (public-pages.ts).
 */
export function renderHostPage(
  request: PageRequest,
  cookie: PageCookie,
  plan: (pathname: string) => Promise<PagePlan>,
): Promise<RenderedPage | null> {
  configureApiOnce(request.config);
  const values = pageCookieValues(request.cookie, cookie);
  // rendered with a visitor's own values (a session, an island, a point): no shared cache
  if (values.size > 0) return renderWith(request, values, plan);
  // (a browser with the page cookie, even empty, is told apart: a guarded page differs)
  const key = `${hasPageCookie(request.cookie, cookie) ? 'cookie' : 'none'} ${request.url}`;
  return publicPage(key, request.nonce, () => renderWith(request, values, plan));
}

function renderWith(
  request: PageRequest,
  values: Map<string, string>,
  plan: (pathname: string) => Promise<PagePlan>,
): Promise<RenderedPage | null> {
  const pageData = serverPageData();
  return requests.run({ values, modules: new Map(), pageData }, async () => {
    const personal = values.size > 0;
    const location = new URL(request.url, 'http://page');
    const decided = await plan(location.pathname);
    if ('inBrowser' in decided) return null;
    if ('redirect' in decided) {
      return {
        status: 302,
        redirect: decided.redirect,
        personal,
        html: '',
        styles: '',
        pageData: {},
        modules: NO_MODULES,
      };
    }
    const { html, styles } = await renderToHtml(
      <AppProviders
        router={(children) => (
          <ServerRouter location={location.pathname + location.search}>{children}</ServerRouter>
        )}
      >
        {decided.tree}
      </AppProviders>,
      request.nonce,
    );
    return {
      // a page that showed its address names nothing (pageNotFound: an unknown outlet)
      status: pageData.notFound() ? 404 : decided.status,
      personal,
      html,
      styles,
      pageData: pageData.answers(),
      modules: decided.modules,
      page: decided.page,
    };
  });
}
