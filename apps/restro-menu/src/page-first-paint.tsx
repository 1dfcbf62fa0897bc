import { matchPath } from 'react-router-dom';
import { configureApi, getDeliveryType, getOutletDetail } from '@island-eats/api-client';
import { outletStatus } from '@island-eats/api-client/rules';
import { routePaths, type RuntimeConfig } from '@island-eats/app-frame';
import { PaintedPart } from '@island-eats/app-frame/page-first-paint';
import { refusedAsNull, renderStatic } from '@island-eats/app-frame/render-static';
import { Loader } from '@island-eats/ui';
import { outletIdOf } from './lib/outlet-id';
import { MENU_PART, RestroMenuView } from './pages/restro-menu-view';

/** How long the outlet's page waits for menu-cart's server to paint the menu. */
const MENU_WAIT_MS = 150;

/** No page of restro-menu's is painted inside the shell's frame (they stand alone). */
export function renderFirstPaint() {
  return {};
}

/** menu-cart's menu painted with its data by menu-cart's server; null when it paints none. */
async function menuPaint(config: RuntimeConfig, props: object) {
  const url = new URL('part-first-paint', config.remotes.menu_cart);
  url.search = new URLSearchParams({ part: MENU_PART, props: JSON.stringify(props) }).toString();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(MENU_WAIT_MS) });
    return response.ok ? ((await response.json()) as { html: string; css: string }) : null;
  } catch {
    return null;
  }
}

/**
 * /restro-menu/:outletId as it renders once the outlet's details and its menu have answered
 * (a dish's description is the page's largest paint), made by restro-menu's server for the
 * page's HTML; the menu is menu-cart's, painted by menu-cart's server. Null for any other path
 * or a restaurant the API does not have. The page shows it until its own reads answer.
 */
export async function renderOwnPageFirstPaint(pathname: string, config: RuntimeConfig) {
  const outletId = outletIdOf(matchPath(routePaths.restroMenu, pathname)?.params.outletId);
  if (outletId === null) return null;
  configureApi({ apiBase: config.apiBase, imageBase: config.imageBase });
  const detail = await getOutletDetail(outletId).catch(refusedAsNull);
  if (!detail) return null;
  const info = detail.restaurantInfo;
  // the guest's choice lives in their browser: the default, which most arrive with
  const orderType = getDeliveryType();
  const { orderable } = outletStatus(info, orderType);
  const menu = await menuPaint(config, {
    outletId,
    restaurantImage: info.image,
    muted: !orderable,
  });
  const page = renderStatic(
    <RestroMenuView
      outletId={outletId}
      info={info}
      orderType={orderType}
      menu={() =>
        menu ? <PaintedPart part={MENU_PART} html={menu.html} /> : <Loader label="Loading menu" />
      }
    />,
    // no frame around it: the page's own global styles
    { location: pathname, globalStyle: true },
  );
  return { html: page.html, css: page.css + (menu?.css ?? '') };
}
