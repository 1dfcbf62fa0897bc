import { RENDERED, type PageCookie } from '@island-eats/api-client';
import { STAFF_SESSION_KEY } from '../staff/staff-session';
import { GUEST_OUTLET_KEY } from './guest-outlet';

/**
 * The cookie restro-menu standalone keeps its pages' rendered values in (api-client's
 * keepPageCookie), the page server's to render them with: the shell's, and the guest's outlet
 * and the tablet's staff session, which only restro-menu's pages keep. Its own name, since
 * under `pnpm start` the shell's pages share its host name (cookies do not tell ports apart).
 */
export const RESTRO_PAGE_COOKIE: PageCookie = {
  name: 'island_eats_restro',
  rendered: [...RENDERED, ['local', GUEST_OUTLET_KEY], ['local', STAFF_SESSION_KEY]],
};
