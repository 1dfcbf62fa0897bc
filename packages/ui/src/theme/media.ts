/** Min-widths in px. SPEC §9: carousel steps at 576 and 768, desktop from 991. */
export const breakpoints = { sm: 576, md: 768, lg: 991 };
export type Breakpoint = keyof typeof breakpoints;

/** Bare media queries, for `window.matchMedia` (e.g. how many carousel items fit). */
export const mediaQuery = {
  up: (bp: Breakpoint) => `(min-width: ${breakpoints[bp]}px)`,
  // .02 below the min-width so `up` and `down` never both match (Bootstrap's trick).
  down: (bp: Breakpoint) => `(max-width: ${breakpoints[bp] - 0.02}px)`,
};

/** Mobile-first helpers for styled templates: `${media.up('md')} { ... }`. */
export const media = {
  up: (bp: Breakpoint) => `@media ${mediaQuery.up(bp)}`,
  down: (bp: Breakpoint) => `@media ${mediaQuery.down(bp)}`,
};
