import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { ApiError } from '@island-eats/api-client';
import { UiProvider } from '@island-eats/ui';

/**
 * The key of renderFirstPaint's answer that lists the pages painted per request with their
 * data (the remote's renderPageFirstPaint, run by its own server: build-config's
 * page-renderer.mjs). A list of its own, not an entry per page: a host that knows nothing of
 * it finds no paint for those pages rather than one without markup.
 */
export const PER_REQUEST = 'perRequest';

/**
 * The key of renderFirstPaint's answer that lists, of its per-request pages, those painted for
 * the customer who asks (account's profile): only their paints get the session the page's
 * request came with (build-config's remote-hints.mjs).
 */
export const FOR_CUSTOMER = 'forCustomer';

/**
 * Who a page painted per request is for (build-config's page-renderer.mjs): the session the
 * customer's request came with, for a page of FOR_CUSTOMER.
 */
export interface FirstPaintCaller {
  sessionToken?: string;
}

/**
 * The API's refusal (no such restaurant, a session it no longer knows) as null: the page says
 * so itself once it runs.
 */
export function refusedAsNull(error: unknown): null {
  if (error instanceof ApiError) return null;
  throw error;
}

/** A short name for a style: the same style, the same class, in any paint. */
function classFor(style: string): string {
  let hash = 5381;
  for (let i = 0; i < style.length; i += 1) hash = (hash * 33) ^ style.charCodeAt(i);
  return `fp-${(hash >>> 0).toString(36)}`;
}

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** A style that can sit in a rule as it is: nothing that could end the rule or the element. */
const SAFE_STYLE = /^[^{}<>\\]*$/;

/**
 * The page's policy lets no markup style itself (style-src has no 'unsafe-inline'; scripts may,
 * through the CSSOM, which is how React applies a `style` prop): each style attribute of the
 * markup becomes a class of the paint's own styles, `!important` as an inline style wins over
 * the class rules. Our components' styles are constants; one that is not safe in a rule stays
 * an attribute (which the page's policy then ignores).
 */
function stylesAsClasses(html: string): { html: string; css: string } {
  const rules = new Set<string>();
  // React escapes `<`, `>` and `"` in attribute values: a start tag ends at its first `>`
  const classed = html.replace(/<[a-zA-Z][^>]*\sstyle="([^"]*)"[^>]*>/g, (tag, style: string) => {
    const value = unescapeAttribute(style);
    if (!SAFE_STYLE.test(value)) return tag;
    const name = classFor(style);
    const css = value
      // a `;` inside url(…) is no end of a declaration
      .split(/;(?![^(]*\))/)
      .filter((declaration) => declaration.trim())
      .map((declaration) => `${declaration}!important`)
      .join(';');
    rules.add(`.${name}{${css}}`);
    const bare = tag.replace(` style="${style}"`, '');
    return /\sclass="/.test(bare)
      ? bare.replace(/\sclass="/, ` class="${name} `)
      : bare.replace(/^<[a-zA-Z][\w-]*/, (open) => `${open} class="${name}"`);
  });
  return { html: classed, css: [...rules].join('') };
}

/**
 * Renders `node` as a page's HTML paints it before any script runs: its markup and the styles
 * it uses (with the global reset where `globalStyle`). Only the first-paint modules use it, at
 * build time (build-config/first-paint-plugin.mjs) or in an app's server
 * (build-config/page-renderer.mjs): no page imports it.
 */
export function renderStatic(
  node: ReactNode,
  { location, globalStyle = false }: { location: string; globalStyle?: boolean },
): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <UiProvider globalStyle={globalStyle}>
          <StaticRouter location={location}>{node}</StaticRouter>
        </UiProvider>,
      ),
    );
    const [style] = sheet.getStyleElement();
    const css = (style?.props.dangerouslySetInnerHTML?.__html as string | undefined) ?? '';
    const classed = stylesAsClasses(html);
    return { html: classed.html, css: css + classed.css };
  } finally {
    sheet.seal();
  }
}
