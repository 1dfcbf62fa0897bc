import { ApiError, type RestaurantInfo } from '@island-eats/api-client';
import type { RuntimeConfig } from '@island-eats/app-frame';
import { renderOwnPageFirstPaint } from '../page-first-paint';

const getOutletDetail = jest.fn();
jest.mock('@island-eats/api-client', () => ({
  ...jest.requireActual('@island-eats/api-client'),
  getOutletDetail: (...args: unknown[]) => getOutletDetail(...args),
}));

const config = {
  apiBase: 'http://api.test/api/v1',
  imageBase: 'http://api.test',
  remotes: { menu_cart: 'http://menu-cart.test/mf-manifest.json' },
} as RuntimeConfig;

const info = {
  outletId: 1,
  outlet_name: 'Cruzan Grill Sunny Isle',
  image: 'http://api.test/images/restaurants/1.svg',
  emergency_close: 0,
  is_restro_online: 1,
  delivery_availability: 1,
  pickup_availability: 1,
  payment_availability: 1,
  type: 'Both',
  restaurant_business_day: [],
  later_slots: [],
} as unknown as RestaurantInfo;

/** What menu-cart's server answers (the test environment has no Response of its own). */
const answer = (status: number, body: unknown) => ({ ok: status === 200, json: async () => body });
const menuCart = jest.fn<Promise<ReturnType<typeof answer>>, [URL]>();
beforeEach(() => {
  getOutletDetail.mockReset().mockResolvedValue({ error: 'false', restaurantInfo: info });
  menuCart.mockReset();
  global.fetch = menuCart as unknown as typeof fetch;
});

it("paints the outlet's page with menu-cart's menu as menu-cart's server paints it", async () => {
  menuCart.mockResolvedValue(answer(200, { html: '<h3>Classic Cheeseburger</h3>', css: 'h3{}' }));
  // closed for an emergency: its menu is painted muted, as the page will show it
  getOutletDetail.mockResolvedValue({
    error: 'false',
    restaurantInfo: { ...info, emergency_close: 1 },
  });
  const paint = await renderOwnPageFirstPaint('/restro-menu/1', config);

  expect(getOutletDetail).toHaveBeenCalledWith(1);
  const asked = menuCart.mock.calls[0]?.[0];
  expect(asked?.origin + (asked?.pathname ?? '')).toBe('http://menu-cart.test/part-first-paint');
  expect(asked?.searchParams.get('part')).toBe('menu_cart/outlet-menu');
  expect(JSON.parse(asked?.searchParams.get('props') ?? '')).toEqual({
    outletId: 1,
    restaurantImage: info.image,
    muted: true,
  });
  expect(paint?.html).toMatch(
    /<h1>Cruzan Grill Sunny Isle<\/h1>.*Restaurant is not available at this moment.*<div data-first-paint-part="menu_cart\/outlet-menu"><h3>Classic Cheeseburger<\/h3><\/div>/,
  );
  expect(paint?.css).toMatch(/h3\{\}$/);
});

it("paints the page over the menu's loader when menu-cart's server paints none", async () => {
  menuCart.mockResolvedValue(answer(404, {}));
  const paint = await renderOwnPageFirstPaint('/restro-menu/1', config);
  expect(paint?.html).toContain('<h1>Cruzan Grill Sunny Isle</h1>');
  expect(paint?.html).toContain('Loading menu');
  expect(paint?.html).not.toContain('data-first-paint-part');
});

it('paints nothing for its other pages or an outlet the API does not have', async () => {
  expect(await renderOwnPageFirstPaint('/restro-menu/profile', config)).toBeNull();
  expect(await renderOwnPageFirstPaint('/restro-menu/1/checkout', config)).toBeNull();
  getOutletDetail.mockRejectedValue(
    new ApiError('server', 'Restaurant not found.', 200, undefined),
  );
  expect(await renderOwnPageFirstPaint('/restro-menu/9', config)).toBeNull();
  expect(menuCart).not.toHaveBeenCalled();
});
