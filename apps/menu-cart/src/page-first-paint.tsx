import { matchPath } from 'react-router-dom';
import { configureApi, getDeliveryType, getOutletDetail, listMenu } from '@island-eats/api-client';
import { paths, routePaths, type RuntimeConfig } from '@island-eats/app-frame';
import { PER_REQUEST, refusedAsNull, renderStatic } from '@island-eats/app-frame/render-static';
import { MenuView } from './features/menu/components/menu-view';
import { OUTLET_MENU } from './parts/outlet-menu';
import { RestaurantDetailsView } from './parts/restaurant-details-view';
import { detailsView } from './features/restaurant-details/utils/details-view';
import MyCartPage from './pages/my-cart-page';

/**
 * The pages the shell's HTML paints before any script has run (build-config's pageFirstPaint):
 * /my-cart as it first renders, its heading over the cart's loader, which its first render then
 * shows in the same place; a restaurant's page is painted per request (renderPageFirstPaint).
 */
export function renderFirstPaint() {
  return {
    MyCart: renderStatic(<MyCartPage />, { location: paths.myCart() }),
    [PER_REQUEST]: ['RestaurantDetails'],
  };
}

/**
 * A restaurant's page with its details, as the page renders once they answer (its hero is the
 * page's largest paint), made by menu-cart's server for the shell's HTML; null for a path that
 * is no restaurant's page or a restaurant the API does not have. The page shows it until its
 * own read of the details answers.
 */
export async function renderPageFirstPaint(pathname: string, config: RuntimeConfig) {
  const match = matchPath(routePaths.restaurantDetails, pathname);
  const outletId = Number(match?.params.outletId);
  if (!Number.isInteger(outletId)) return null;
  configureApi({ apiBase: config.apiBase, imageBase: config.imageBase });
  const detail = await getOutletDetail(outletId).catch(refusedAsNull);
  if (!detail) return null;
  return renderStatic(
    <RestaurantDetailsView
      outletId={outletId}
      info={detail.restaurantInfo}
      view={detailsView(pathname)}
      // the visitor's choice lives in their browser: the default, which most arrive with
      orderType={getDeliveryType()}
    />,
    { location: pathname },
  );
}

const noAdding = () => undefined;

/**
 * A part's first paint with its data, made by menu-cart's server for a host's page: the
 * outlet's menu (menu_cart/outlet-menu, `props` its OutletMenuProps) as it renders once the
 * menu answers, which restro-menu's page paints from its HTML; null for anything else.
 */
export async function renderPartFirstPaint(
  part: string,
  props: { outletId?: unknown; restaurantImage?: unknown; muted?: unknown },
  config: RuntimeConfig,
) {
  const outletId = Number(props.outletId);
  if (part !== OUTLET_MENU || !Number.isInteger(outletId)) return null;
  configureApi({ apiBase: config.apiBase, imageBase: config.imageBase });
  const answer = await listMenu(outletId).catch(refusedAsNull);
  if (!answer) return null;
  return renderStatic(
    <MenuView
      menu={answer.menu}
      restaurantImage={typeof props.restaurantImage === 'string' ? props.restaurantImage : ''}
      muted={props.muted === true}
      onAdd={noAdding}
    />,
    { location: '/' },
  );
}
