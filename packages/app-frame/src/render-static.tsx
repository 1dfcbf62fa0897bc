import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { UiProvider } from '@island-eats/ui';

/**
 * What a remote's renderFirstPaint answers for a page painted per request, with its data (its
 * renderPageFirstPaint, run by the remote's own server: build-config/page-renderer.mjs).
 */
export const PER_REQUEST = { perRequest: true } as const;

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
    return { html, css };
  } finally {
    sheet.seal();
  }
}
