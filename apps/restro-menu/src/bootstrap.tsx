import { matchRoutes } from 'react-router-dom';
import { keepPageCookie, PAGE_DATA_ID } from '@island-eats/api-client';
import { routesOf, startApp } from '@island-eats/app-frame';
import { startMenuReads } from './lib/menu-reads';
import { outletIdOf } from './lib/outlet-id';
import { RESTRO_PAGE_COOKIE } from './lib/restro-page-cookie';
import { RestroApp } from './restro-app';
import { MENU_PAGE, ownPages } from './own-pages';

// A guest's phone at a table opens the outlet's menu. Its page's code loads beside the runtime
// config, its reads start as soon as the API is known, and the app first renders with the
// page in hand (a loader first would cost a render and a frame).
const [opened] = matchRoutes(routesOf('restro_menu'), window.location.pathname) ?? [];
const pageReady = opened && ownPages[opened.route.module].preload().catch(() => undefined);

// restro-menu runs without the shell for a restaurant's own guests (DESIGN.md §1).
void startApp(async () => {
  // the page server renders the next page with what this one keeps (a guest's session and
  // outlet, the staff member signed in on the tablet)
  keepPageCookie(RESTRO_PAGE_COOKIE);
  const outletId = outletIdOf(opened?.params.outletId);
  // (a page the page server rendered came with them)
  const handed = document.getElementById(PAGE_DATA_ID) !== null;
  const onMenuPage = opened?.route.module === MENU_PAGE;
  if (onMenuPage && outletId !== null && !handed) startMenuReads(outletId);
  await pageReady;
  return <RestroApp />;
});
