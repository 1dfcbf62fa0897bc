import type { RuntimeConfig } from '@island-eats/app-frame/remote-contracts';
import { internalUrls } from '../internal-urls';

const site = 'https://eats.example.com';
const config: RuntimeConfig = {
  apiBase: `${site}/api/v1`,
  imageBase: site,
  socketUrl: site,
  socketPath: '/prodsocket/io',
  mapsKey: '',
  restroMenuUrl: 'https://menu.eats.example.com',
  vitalsSampleRate: 1,
  remotes: {
    browse: `${site}/apps/browse/mf-manifest.json`,
    menu_cart: `${site}/apps/menu-cart/mf-manifest.json`,
    checkout_pay: `${site}/apps/checkout-pay/mf-manifest.json`,
    account: `${site}/apps/account/mf-manifest.json`,
    restro_menu: `${site}/apps/restro-menu/mf-manifest.json`,
  },
};

test('unset, the server reads where browsers do', () => {
  const urls = internalUrls(config, {});
  expect(urls.renderConfig).toBe(config);
  expect(urls.remoteUrl(config.remotes.browse)).toBe(config.remotes.browse);
  expect(new Set(urls.allowedOrigins.map((url) => new URL(url).origin))).toEqual(new Set([site]));
});

test('set, the API reads and the remotes go to the inside; what browsers see stays', () => {
  const urls = internalUrls(config, {
    API_INTERNAL_URL: 'http://nginx:8081',
    REMOTES_INTERNAL_URL: 'http://nginx:8081/',
  });
  // images and the socket are the browser's, written into the page: public
  expect(urls.renderConfig).toEqual({ ...config, apiBase: 'http://nginx:8081/api/v1' });
  expect(urls.remoteUrl(`${site}/apps/menu-cart/node/remoteEntry.js`)).toBe(
    'http://nginx:8081/apps/menu-cart/node/remoteEntry.js',
  );
  // only the inside may give this process code to run
  expect(new Set(urls.allowedOrigins.map((url) => new URL(url).origin))).toEqual(
    new Set(['http://nginx:8081']),
  );
});

test('a mistyped setting stops the start, naming it', () => {
  expect(() => internalUrls(config, { API_INTERNAL_URL: 'nginx:8081' })).toThrow(
    /API_INTERNAL_URL/,
  );
  expect(() => internalUrls(config, { REMOTES_INTERNAL_URL: '' })).not.toThrow();
});
