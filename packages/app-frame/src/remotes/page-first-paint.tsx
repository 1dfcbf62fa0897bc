import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemotePartId } from '../remote-contracts';

// build-config/page-html.mjs's PAGE_FIRST_PAINT_ID: the page's first paint, and its styles
const ID = 'page-first-paint';
const STYLE_ID = `${ID}-style`;
/** The attribute naming a remote part's place in a page's first paint (PaintedPart). */
const PART = 'data-first-paint-part';

/** The path the page's HTML painted, read as the scripts start: its paints are for it only. */
const paintedPath = typeof window === 'undefined' ? null : window.location.pathname;

/** The page's first paint as its HTML painted it, read as the app's scripts start. */
const painted = typeof document === 'undefined' ? null : document.getElementById(ID)?.innerHTML;

/**
 * The remote parts painted in it, by id: read apart, so a host without any (the shell) drops
 * this; a part's code may come in once its host's page has rendered and its paint is all left.
 */
const paintedParts = /* @__PURE__ */ readPaintedParts();
function readPaintedParts() {
  const parts = new Map<string, string>();
  if (typeof document === 'undefined') return parts;
  for (const part of document.querySelectorAll(`[${PART}]`)) {
    parts.set(part.getAttribute(PART) ?? '', part.innerHTML);
  }
  return parts;
}

/** Its styles go once nothing shows it: when its page (and the parts in it) have rendered. */
function dropUnshownPageFirstPaint() {
  if (!document.getElementById(ID) && !document.querySelector(`[${PART}]`)) {
    document.getElementById(STYLE_ID)?.remove();
  }
}

/** `html` where it was painted (`pathname`), while the paint's styles are in; null otherwise. */
function usePainted(pathname: string | null, html: string | null | undefined) {
  const shown = html && pathname === paintedPath && document.getElementById(STYLE_ID) ? html : null;
  useEffect(() => {
    if (!shown) return;
    return () => {
      // what shows in its place (a Suspense fallback, the page once its code or data is in)
      // has mounted in the same commit
      queueMicrotask(dropUnshownPageFirstPaint);
    };
  }, [shown]);
  return shown;
}

/**
 * What a page shows while its code or its data loads (RemotePage; a page painted per request
 * with its data until that data answers): on the page whose HTML painted it (the remote's
 * pageFirstPaint), that very first paint, so nothing blinks or moves until the page renders;
 * its styles go then, and with them this. Elsewhere `fallback`.
 */
export function PageFirstPaint({ fallback }: { fallback: ReactNode }) {
  const html = usePainted(useLocation().pathname, painted);
  return html ? <div id={ID} dangerouslySetInnerHTML={{ __html: html }} /> : fallback;
}

/** A remote part's markup in a page's first paint, where the part will render (PartFirstPaint). */
export function PaintedPart({ part, html }: { part: RemotePartId; html: string }) {
  return <div {...{ [PART]: part }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * What a remote part (`part`: its id, e.g. 'menu_cart/outlet-menu') shows while its code or
 * its data loads: its markup in the page's first paint, where there is one, in the same place
 * and with the same look, until the part renders; elsewhere `fallback`.
 */
export function PartFirstPaint({ part, fallback }: { part: RemotePartId; fallback: ReactNode }) {
  // a part may render outside a router (a host's panel), or on a server (no window: no paint)
  const pathname = typeof window === 'undefined' ? null : window.location.pathname;
  const html = usePainted(pathname, paintedParts.get(part));
  return html ? <PaintedPart part={part} html={html} /> : fallback;
}
