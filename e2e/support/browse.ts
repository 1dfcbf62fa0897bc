import type { Locator, Page } from 'playwright-core';
import { api, apiOk, apiRead } from './api';

type Island = 'st_croix' | 'st_thomas';
type OrderType = 'Take Out' | 'Delivery';

const CENTRES: Record<Island, { latitude: number; longitude: number }> = {
  st_croix: { latitude: 17.736537, longitude: -64.735021 },
  st_thomas: { latitude: 18.349835, longitude: -64.929399 },
};

interface Listed {
  restaurantId: number;
  restaurantName: string;
  outlet: {
    outletId: number;
    outletName: string;
    emergency_close: 0 | 1;
    business_hours: {
      is_restro_online: 0 | 1;
      pickup_availability: 0 | 1;
      payment_availability: 0 | 1;
    };
  }[];
}

/** What the server lists for a visitor at the island's centre: the truth the pages must show. */
export async function listed(
  island: Island,
  type: OrderType = 'Take Out',
  extra: { cuisineId?: number[] } = {},
): Promise<Listed[]> {
  const body = await api<{ listRestaurants: Listed[] }>('listRestaurant', {
    located_at: island,
    ...CENTRES[island],
    timezone: 'America/St_Thomas',
    type,
    ...extra,
  });
  return body.listRestaurants;
}

/** A card's name: h3 under a carousel's h2, h2 in a page's own list. */
const CARD_NAMES = 'article :is(h2, h3)';

/**
 * The texts of `elements` as a reader hears them. Not innerText: the browser leaves cards far off
 * screen unlaid (content-visibility), and their innerText is empty until scrolled to.
 */
export const textsOf = async (elements: Locator) =>
  (await elements.allTextContents()).map((text) => text.trim());

export const names = (restaurants: Listed[]) => restaurants.map((r) => r.restaurantName);

/**
 * An outlet taking Pick UP orders now and payment for them (each island has one open around
 * the clock).
 */
export function openOutletId(restaurants: Listed[]): number {
  const outlet = restaurants
    .flatMap((r) => r.outlet)
    .find(
      (o) =>
        o.emergency_close === 0 &&
        o.business_hours.is_restro_online === 1 &&
        o.business_hours.pickup_availability === 1 &&
        o.business_hours.payment_availability === 1,
    );
  if (!outlet) throw new Error('no open outlet');
  return outlet.outletId;
}

/** The names on the cards inside a region or list. */
export async function cardNames(scope: Locator): Promise<string[]> {
  await scope.locator(CARD_NAMES).first().waitFor();
  return textsOf(scope.locator(CARD_NAMES));
}

export const nearBy = (page: Page) => page.getByRole('region', { name: 'Restaurants Near By' });

/** The order-type radio of the page ('Pick UP' or 'Delivery'). */
export const orderTypeOption = (page: Page, label: 'Pick UP' | 'Delivery') =>
  page.getByRole('radiogroup', { name: 'Order type' }).getByRole('radio', { name: label });

/** Waits until the cards in `scope` name exactly `expected` (lists re-read after a change). */
export async function waitForCards(scope: Locator, expected: string[], timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let seen: string[] = [];
  while (Date.now() < deadline) {
    seen = await textsOf(scope.locator(CARD_NAMES));
    if (JSON.stringify(seen) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`cards ${JSON.stringify(seen)} never became ${JSON.stringify(expected)}`);
}

export interface MenuDish {
  dishId: number;
  dishName: string;
  isCustomizable: 0 | 1;
  stock_status: 0 | 1;
  dishavailable: 0 | 1;
}

/** The outlet's menu as listMenu answers it: each category's dishes, in menu order. */
export async function menuOf(outletId: number): Promise<MenuDish[][]> {
  const { menu } = await apiRead<{ menu: { categoryValues: MenuDish[] }[] }>(
    `listMenu/${outletId}`,
  );
  return menu.map((category) => category.categoryValues);
}

/** Puts one plain dish of an open outlet in the customer's cart through the real calls. */
export async function addDishToCart(
  token: string,
  outletId: number,
  orderType: 'Take Out' | 'Delivery' = 'Take Out',
): Promise<string> {
  const dish = (await menuOf(outletId))
    .flat()
    .find((d) => d.isCustomizable === 0 && d.stock_status === 0 && d.dishavailable === 1);
  if (!dish) throw new Error(`no plain dish at outlet ${outletId}`);
  await apiOk(
    'addToCart',
    {
      order_type: orderType,
      spl_instruction: '',
      outletId,
      udId: 'E2E',
      uuId: 'E2E',
      os: 'web',
      dishes: JSON.stringify([{ dishId: dish.dishId, quantity: 1, customisation: [] }]),
    },
    token,
  );
  return dish.dishName;
}

/**
 * Opens `url` and waits until `shown` and until its live socket has had time to join the
 * outlet's room (the socket opens once the page has loaded).
 */
export async function openLive(page: Page, url: string, shown: () => Promise<void>) {
  const socket = page.waitForRequest((request) => request.url().includes('/prodsocket/io/'));
  await page.goto(url);
  await shown();
  await socket;
  await page.waitForTimeout(500);
}
