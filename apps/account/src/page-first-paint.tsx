import { matchPath } from 'react-router-dom';
import { configureApi, getProfile, listPastOrders } from '@island-eats/api-client';
import { paths, routePaths, type RuntimeConfig } from '@island-eats/app-frame';
import {
  FOR_CUSTOMER,
  PER_REQUEST,
  refusedAsNull,
  renderStatic,
  type FirstPaintCaller,
} from '@island-eats/app-frame/render-static';
import { OrderHistory } from './features/orders/components/order-history';
import { ProfileView } from './pages/profile-view';

/**
 * The pages the shell's HTML paints before any script has run (build-config's pageFirstPaint):
 * a customer's profile, painted per request with their data (renderPageFirstPaint).
 */
export function renderFirstPaint() {
  return { [PER_REQUEST]: ['Profile'], [FOR_CUSTOMER]: ['Profile'] };
}

const noRating = () => undefined;

/**
 * /profile as it renders once the customer's profile and orders answer (an order's address is
 * the page's largest paint), made by account's server for the shell's HTML with the session
 * the customer's request came with; null without one, or where the API refuses it (the page
 * then handles the expired session itself). The page shows it until its own reads answer.
 */
export async function renderPageFirstPaint(
  pathname: string,
  config: RuntimeConfig,
  { sessionToken }: FirstPaintCaller = {},
) {
  if (!sessionToken || !matchPath(routePaths.profile, pathname)) return null;
  configureApi({ apiBase: config.apiBase, imageBase: config.imageBase });
  const [profile, orders] = await Promise.all([
    getProfile(sessionToken).catch(refusedAsNull),
    listPastOrders(sessionToken).catch(refusedAsNull),
  ]);
  if (!profile || !orders) return null;
  return renderStatic(
    <ProfileView
      profile={profile.usersDetails}
      history={
        <OrderHistory
          orders={orders.pastOrders}
          loading={false}
          onRate={noRating}
          trackPath={paths.orderStatus}
          receiptPath={paths.orderReceipt}
          cartPath={paths.myCart()}
        />
      }
    />,
    { location: pathname },
  );
}
