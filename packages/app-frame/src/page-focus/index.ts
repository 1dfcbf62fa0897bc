// Keyboard and screen-reader users' way through the pages, for every host (the shell and
// restro-menu on its own origin): the skip link, and focus on the new page's heading.
export { SkipLink } from './skip-link';
export { ScrollToTop } from './scroll-to-top';
