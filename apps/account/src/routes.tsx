import type { AccountPage, RoutesModule } from '@island-eats/app-frame';
import { lazyPage } from '@island-eats/app-frame/lazy-page';

// each page's chunk is named `page-<Page>`: the shell's page server preloads the one a path
// shows (build-config's page-chunks-plugin.mjs)
export const pages: RoutesModule<AccountPage>['pages'] = {
  Profile: lazyPage(() => import(/* webpackChunkName: "page-Profile" */ './pages/profile-page')),
  EditProfile: lazyPage(
    () => import(/* webpackChunkName: "page-EditProfile" */ './pages/edit-profile-page'),
  ),
  OrderStatus: lazyPage(
    () => import(/* webpackChunkName: "page-OrderStatus" */ './pages/order-status-page'),
  ),
};
