/**
 * The cookie restro-menu standalone keeps its pages' rendered values in (api-client's
 * keepPageCookie), the page server's to render them with: its own name, since under
 * `pnpm start` the shell's pages share its host name (cookies do not tell ports apart).
 */
export const RESTRO_PAGE_COOKIE = 'island_eats_restro';
