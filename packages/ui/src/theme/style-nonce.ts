/**
 * The page's style nonce: the app server writes it in `<meta property="csp-nonce">` (the element
 * styled-components reads by itself) and allows only <style> elements that carry it. Anything
 * else that adds a <style> element at run time passes it on; undefined where no server wrote it
 * (tests, a dev server), which has no such policy either.
 */
export function styleNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined;
}
