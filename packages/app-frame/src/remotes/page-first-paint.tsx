import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

// build-config/page-html.mjs's PAGE_FIRST_PAINT_ID: the page's first paint, and its styles
const ID = 'page-first-paint';
const STYLE_ID = `${ID}-style`;

/** The page's first paint as its HTML painted it, read as the scripts start, before any render. */
const painted = (() => {
  const html = typeof document === 'undefined' ? null : document.getElementById(ID)?.innerHTML;
  return html ? { pathname: window.location.pathname, html } : null;
})();

/**
 * Its styles go once nothing shows it: when its page has rendered, or at the first render
 * when the page never mounts (a redirect; app-providers.tsx).
 */
export function dropUnshownPageFirstPaint() {
  if (!document.getElementById(ID)) document.getElementById(STYLE_ID)?.remove();
}

/**
 * What a remote's page shows while its code loads (RemotePage): on the page whose HTML painted
 * it (the remote's pageFirstPaint), that very first paint, so nothing blinks or moves until the
 * page renders; its styles go then, and with them this. Elsewhere `fallback`.
 */
export function PageFirstPaint({ fallback }: { fallback: ReactNode }) {
  const { pathname } = useLocation();
  const html =
    painted?.pathname === pathname && document.getElementById(STYLE_ID) ? painted.html : null;
  useEffect(() => {
    if (!html) return;
    return () => {
      // what shows it in its place (a Suspense fallback, the page once its code is in) has
      // mounted in the same commit
      queueMicrotask(dropUnshownPageFirstPaint);
    };
  }, [html]);
  return html ? <div id={ID} dangerouslySetInnerHTML={{ __html: html }} /> : fallback;
}
