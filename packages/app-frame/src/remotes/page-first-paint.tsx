import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

// build-config/page-html.mjs's PAGE_FIRST_PAINT_ID: the page's first paint, and its styles
const ID = 'page-first-paint';
const STYLE_ID = `${ID}-style`;
/** The attribute naming a remote part's place in a page's first paint (PaintedPart). */
const PART = 'data-first-paint-part';

/**
 * The page's first paint as its HTML painted it, read as the app's scripts start: the page's,
 * and that of each remote part painted in it.
 */
const painted = (() => {
  if (typeof document === 'undefined') return null;
  // a part's code may come in once its host's page has rendered, its painted part alone left
  const parts = new Map<string, string>();
  for (const part of document.querySelectorAll(`[${PART}]`)) {
    parts.set(part.getAttribute(PART) ?? '', part.innerHTML);
  }
  const html = document.getElementById(ID)?.innerHTML;
  if (!html && parts.size === 0) return null;
  return { pathname: window.location.pathname, html, parts };
})();

/**
 * Its styles go once nothing shows it: when its page (and the parts in it) have rendered, or
 * at the first render when the page never mounts (a redirect; app-providers.tsx).
 */
export function dropUnshownPageFirstPaint() {
  if (!document.getElementById(ID) && !document.querySelector(`[${PART}]`)) {
    document.getElementById(STYLE_ID)?.remove();
  }
}

/** The first paint's `html` at `pathname`, while its styles are still in; null otherwise. */
function usePainted(
  pathname: string,
  html: (paint: NonNullable<typeof painted>) => string | undefined,
) {
  const shown =
    painted?.pathname === pathname && document.getElementById(STYLE_ID) ? html(painted) : null;
  useEffect(() => {
    if (!shown) return;
    return () => {
      // what shows in its place (a Suspense fallback, the page once its code or data is in)
      // has mounted in the same commit
      queueMicrotask(dropUnshownPageFirstPaint);
    };
  }, [shown]);
  return shown ?? null;
}

/**
 * What a page shows while its code or its data loads (RemotePage; a page painted per request
 * with its data until that data answers): on the page whose HTML painted it (the remote's
 * pageFirstPaint), that very first paint, so nothing blinks or moves until the page renders;
 * its styles go then, and with them this. Elsewhere `fallback`.
 */
export function PageFirstPaint({ fallback }: { fallback: ReactNode }) {
  const html = usePainted(useLocation().pathname, (paint) => paint.html);
  return html ? <div id={ID} dangerouslySetInnerHTML={{ __html: html }} /> : fallback;
}

/** A remote part's markup in a page's first paint, where the part will render (PartFirstPaint). */
export function PaintedPart({ part, html }: { part: string; html: string }) {
  return <div {...{ [PART]: part }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * What a remote part (`part`: its id, e.g. 'menu_cart/outlet-menu') shows while its code or
 * its data loads: its markup in the page's first paint, where there is one, in the same place
 * and with the same look, until the part renders; elsewhere `fallback`.
 */
export function PartFirstPaint({ part, fallback }: { part: string; fallback: ReactNode }) {
  // a part may render outside a router (a host's panel)
  const html = usePainted(window.location.pathname, (paint) => paint.parts.get(part));
  return html ? <PaintedPart part={part} html={html} /> : fallback;
}
