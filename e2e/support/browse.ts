import type { Locator, Page } from 'playwright-core';
import { apiUrl } from './site';

type Island = 'st_croix' | 'st_thomas';
type OrderType = 'Take Out' | 'Delivery';

const CENTRES: Record<Island, { latitude: number; longitude: number }> = {
  st_croix: { latitude: 17.736537, longitude: -64.735021 },
  st_thomas: { latitude: 18.349835, longitude: -64.929399 },
};

interface Listed {
  restaurantName: string;
  outlet: { outletId: number; outletName: string }[];
}

/** What the server lists for a visitor at the island's centre: the truth the pages must show. */
export async function listed(
  island: Island,
  type: OrderType = 'Take Out',
  extra: { cuisineId?: number[] } = {},
): Promise<Listed[]> {
  const response = await fetch(`${apiUrl}/api/v1/listRestaurant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      located_at: island,
      ...CENTRES[island],
      timezone: 'America/St_Thomas',
      type,
      ...extra,
    }),
  });
  const body = (await response.json()) as { listRestaurants: Listed[] };
  return body.listRestaurants;
}

export const names = (restaurants: Listed[]) => restaurants.map((r) => r.restaurantName);

/** The names on the cards inside a region or list. */
export async function cardNames(scope: Locator): Promise<string[]> {
  await scope.locator('article h3').first().waitFor();
  return scope.locator('article h3').allInnerTexts();
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
    seen = await scope.locator('article h3').allInnerTexts();
    if (JSON.stringify(seen) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`cards ${JSON.stringify(seen)} never became ${JSON.stringify(expected)}`);
}
