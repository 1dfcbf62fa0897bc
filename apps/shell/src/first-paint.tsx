import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { routeTable } from '@island-eats/app-frame';
import { UiProvider } from '@island-eats/ui';
import { MainLayout } from './layout/main-layout';

export interface FirstPaint {
  /** the frame's markup, for index.html's #root */
  html: string;
  /** its styles (the global reset included), for a <style> of their own */
  css: string;
  /** the route patterns whose pages stand alone, without the frame (restro-menu's) */
  bareRoutes: string[];
}

/**
 * What the shell's page paints from its HTML, before any script has run: the site's frame
 * (MainLayout's first paint), rendered at build time (build-config/first-paint.mjs) and put in
 * the page by the page server on every path whose route has the main layout. The scripts'
 * first render replaces it with the same frame, so nothing moves; what a phone shows during
 * the seconds its scripts take is the header instead of a blank screen.
 */
export function renderFirstPaint(): FirstPaint {
  const sheet = new ServerStyleSheet();
  try {
    // a location no link is active on: the page's own path is not known at build time
    const html = renderToString(
      sheet.collectStyles(
        <UiProvider>
          <StaticRouter location="/first-paint">
            <MainLayout firstPaint />
          </StaticRouter>
        </UiProvider>,
      ),
    );
    const [style] = sheet.getStyleElement();
    const css = (style?.props.dangerouslySetInnerHTML?.__html as string | undefined) ?? '';
    return {
      html,
      css,
      bareRoutes: routeTable.filter((route) => route.layout === 'none').map((r) => r.path),
    };
  } finally {
    sheet.seal();
  }
}
