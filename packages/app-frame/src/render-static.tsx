import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { UiProvider } from '@island-eats/ui';

/**
 * Renders `node` at build time, as a page's HTML paints it before any script runs: its markup
 * and the styles it uses (with the global reset where `globalStyle`). Build-time only (the
 * first-paint modules, build-config/first-paint-plugin.mjs): no app imports it.
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
